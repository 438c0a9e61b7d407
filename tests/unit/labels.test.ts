import { describe, expect, it } from 'vitest'
import { productDeletionWording } from '@/features/products/product-deletion-wording'
import { countOf, formatCount } from '@/shared/count-text'
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
    expect(countOf(1, 'order')).toBe('1 order')
    expect(countOf(0, 'order')).toBe('0 orders')
    expect(countOf(1500, 'order', 'orders')).toBe('1,500 orders')
    expect(countOf(10_000, 'order', 'orders', true)).toBe('10,000+ orders')
    expect(countOf(1, 'entry', 'entries')).toBe('1 entry')
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries')
    expect(formatCount(1481)).toBe('1,481')
    expect(formatCount(10_000, true)).toBe('10,000+')
  })
})
