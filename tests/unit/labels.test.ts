import { describe, expect, it } from 'vitest'
import { productDeletionWording } from '@/features/products/product-deletion-wording'
import { countText } from '@/lib/format'
import { roleWithLevel } from '@/shared/permissions'

describe('labels that say what they do (issue 29 item 16)', () => {
  it('shows no level beside customer and employee, which are always at 20 and grant no area', () => {
    expect(roleWithLevel('customer', 20)).toBe('customer')
    expect(roleWithLevel('Employee', 20)).toBe('Employee')
    expect(roleWithLevel('analyst', 15)).toBe('analyst (Edit)')
    expect(roleWithLevel('admin', 20)).toBe('admin (Delete)')
  })

  it('speaks of one product in the singular and of several in the plural', () => {
    const one = productDeletionWording(1)
    expect(one.title).toBe('Delete this product?')
    expect(one.description).toMatch(/^If this product appears in orders, it is archived/)
    expect(one.description).not.toMatch(/products/i)
    expect(productDeletionWording(1500)).toMatchObject({
      title: 'Delete 1,500 products?',
      description: expect.stringMatching(/^Products that appear in orders are archived/),
    })
  })

  it('counts with separators and the noun in its number: 1 order, 1,500 orders, 10,000+ orders (item 19)', () => {
    expect(countText(1, false, 'order')).toBe('1 order')
    expect(countText(0, false, 'order')).toBe('0 orders')
    expect(countText(1500, false, 'order')).toBe('1,500 orders')
    expect(countText(10_000, true, 'order')).toBe('10,000+ orders')
  })
})
