import { describe, expect, it } from 'vitest'
import { boundedInt, entityName, multiLineText, singleLineText, INT4_MAX } from '@/shared/input-bounds'
import { EMPTY_PRODUCT_FORM } from '@/features/products/product-form-values'
import { ProductFormSchema } from '@/shared/product-schemas'
import { RoleSchema } from '@/shared/user-schemas'
import { isReversedDayRange } from '@/shared/order-search'
import { clipSearchTerm, SEARCH_TERM_MAX_LENGTH } from '@/shared/search-term'

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

describe('text bounds', () => {
  const line = singleLineText(10, 'Name')
  const lines = multiLineText(10, 'Notes')

  it('refuses control characters and lone surrogates, naming the field', () => {
    for (const text of ['a\u0000b', 'a\u0007', 'a\u007f', 'a\u0085', 'a\nb', 'a\tb', 'a\ud800b', 'a\udc00']) {
      expect(message(line.safeParse(text)), JSON.stringify(text)).toBe('Name contains characters that are not allowed')
    }
  })

  it('keeps tabs and line breaks in multi-line text, and emoji anywhere', () => {
    expect(lines.parse('a\r\n\tb')).toBe('a\r\n\tb')
    expect(message(lines.safeParse('a\u0000b'))).toBe('Notes contains characters that are not allowed')
    expect(line.parse(' 👍🏽 ok ')).toBe('👍🏽 ok')
  })

  it('refuses text longer than its maximum', () => {
    expect(message(line.safeParse('x'.repeat(11)))).toBe('Name must be at most 10 characters')
  })

  it('bounds whole numbers', () => {
    const stock = boundedInt(0, INT4_MAX, 'Stock')
    expect(stock.safeParse(2 ** 31 - 1).success).toBe(true)
    expect(message(stock.safeParse(2 ** 31))).toBe('Stock must be at most 2,147,483,647')
    expect(message(stock.safeParse(1.5))).toBe('Stock must be a whole number')
  })
})

describe('role and group names', () => {
  const name = entityName('Role name', 2)

  it('are kept in NFKC form, trimmed, with single spaces', () => {
    expect(name.parse('  Night   shift ')).toBe('Night shift')
    expect(name.parse('ＡＤＭＩＮ')).toBe('ADMIN')
    expect(name.parse('Lagerverwaltung_Süd-2')).toBe('Lagerverwaltung_Süd-2')
  })

  it('refuse zero-width, direction and other characters beyond letters, digits, spaces, _ and -', () => {
    for (const text of ['admin\u200b', '\u202eadmin', 'ad\u00admin', 'admin!', 'admin 👍']) {
      expect(message(name.safeParse(text)), JSON.stringify(text)).toBe(
        "Role name may contain only letters, digits, spaces, '_' and '-'",
      )
    }
  })

  it('give the form the same message as the server', () => {
    expect(message(RoleSchema.safeParse({ name: 'admin\u200b' }))).toMatch(/only letters, digits/)
  })
})

describe('the product form', () => {
  it('shows the NUL refusal on the name field', () => {
    const form = {
      name: 'Brass\u0000hinge',
      description: '',
      price: 4.99,
      cost: 1,
      quantity: 5,
      sku: 'HNG-001',
      status: 'ACTIVE',
      categories: 'Hardware',
      itemId: '',
      account: '',
      assetAccount: '',
      cogsAccount: '',
      accumulatedDepreciation: 0,
    }
    const result = ProductFormSchema.safeParse(form)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Product name contains characters that are not allowed'],
    ])
    expect(ProductFormSchema.safeParse({ ...form, name: 'Brass hinge' }).success).toBe(true)
  })
})

describe('money in whole cents', () => {
  const form = { ...EMPTY_PRODUCT_FORM, name: 'Brass hinge', price: 19.99, sku: 'BH-1' }
  const issues = (values: object) =>
    ProductFormSchema.safeParse({ ...form, ...values }).error?.issues.map((issue) => issue.message) ?? []

  it('refuses a price or cost with more than two decimals instead of rounding it', () => {
    expect(issues({})).toEqual([])
    expect(issues({ price: 1.999 })).toEqual(['Price can have at most 2 decimal places'])
    expect(issues({ cost: 0.005 })).toEqual(['Cost can have at most 2 decimal places'])
    expect(issues({ price: 0.1 + 0.2 })).toEqual([])
    expect(issues({ price: 9_999_999_999.99 })).toEqual([])
  })
})

describe('search terms from a URL', () => {
  it('are clipped to the longest term the lists search, without control characters', () => {
    expect(clipSearchTerm('q'.repeat(250))).toBe('q'.repeat(SEARCH_TERM_MAX_LENGTH))
    expect(clipSearchTerm('a\u0000b')).toBe('a b')
    expect(clipSearchTerm('hinge')).toBe('hinge')
  })
})

describe('order date ranges', () => {
  it('are reversed when From comes after To', () => {
    expect(isReversedDayRange('2026-11-20', '2026-11-01')).toBe(true)
    expect(isReversedDayRange('2026-11-01', '2026-11-01')).toBe(false)
    expect(isReversedDayRange('2026-11-01', undefined)).toBe(false)
  })
})
