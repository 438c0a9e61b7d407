import { describe, expect, it } from 'vitest'
import { AddressSchema, OrderReasonSchema, OrderUpdateSchema, SOLE_LINE_MESSAGE } from '@/shared/order-schemas'

const PRODUCT = '6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60'

function messages(input: unknown): Record<string, string> {
  const result = OrderUpdateSchema.safeParse(input)
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}

describe('order edit input', () => {
  it('takes only the changed fields with the version, trimming text and clearing blank text', () => {
    const parsed = OrderUpdateSchema.parse({ version: 3, trackingNumber: ' 1Z99 ', shippingNotes: '  ' })
    expect(parsed).toMatchObject({ version: 3, trackingNumber: '1Z99', shippingNotes: null })
    expect(parsed.shippingAmount).toBeUndefined()
    expect(OrderUpdateSchema.parse({ version: 1, shippingAmount: null }).shippingAmount).toBeNull()
  })

  it('refuses negative amounts, a tax rate above 100 and options that are not listed', () => {
    expect(messages({ version: 1, shippingAmount: -0.01, taxRate: 100.5, tax: -1, totalAmount: -1 })).toEqual({
      shippingAmount: 'Shipping amount cannot be negative',
      taxRate: 'Tax rate must be at most 100',
      tax: 'Tax cannot be negative',
      totalAmount: 'Total cannot be negative',
    })
    expect(messages({ version: 1, payment: { paymentMethod: 'CHEQUE' } })).toEqual({
      'payment.paymentMethod': 'Choose one of the listed payment methods',
    })
    expect(messages({ version: 1, address: { deliveryMethod: 'DRONE' } })).toEqual({
      'address.deliveryMethod': 'Choose one of the listed delivery methods',
    })
  })

  it('keeps at least one line, each product once, with whole quantities of at least 1', () => {
    expect(messages({ version: 1, products: [] })).toEqual({ products: SOLE_LINE_MESSAGE })
    expect(
      messages({
        version: 1,
        products: [
          { id: PRODUCT, quantity: 1 },
          { id: PRODUCT, quantity: 2 },
        ],
      }),
    ).toEqual({ products: 'Each product can appear once' })
    expect(messages({ version: 1, products: [{ id: 'x', quantity: 1.5 }] })).toEqual({
      'products.0.id': 'Unknown product',
      'products.0.quantity': 'Quantity must be a whole number',
    })
    expect(messages({ version: 1, products: [{ id: PRODUCT, quantity: 0 }] })).toEqual({
      'products.0.quantity': 'Quantity must be at least 1',
    })
  })
})

describe('addresses', () => {
  const complete = { fullName: 'Tess Tester', address1: '1 Main St', city: 'Newark', state: 'NJ', zip: '07102' }

  it('needs name, first line, city, state and ZIP code, ignoring blanks', () => {
    expect(AddressSchema.safeParse(complete).success).toBe(true)
    const issues = AddressSchema.safeParse({ ...complete, fullName: ' ', city: undefined }).error!.issues
    expect(issues.map((issue) => issue.message)).toEqual(['Full name is required', 'City is required'])
  })

  it('takes a phone number of digits, spaces, hyphens, parentheses and a leading plus', () => {
    expect(AddressSchema.parse({ ...complete, phone: '+1 (201) 555-0100' }).phone).toBe('+1 (201) 555-0100')
    expect(AddressSchema.safeParse({ ...complete, phone: 'call me' }).error!.issues[0]!.message).toBe(
      'Please enter a valid phone number',
    )
  })
})

describe('cancel and return reasons', () => {
  it('are optional, trimmed and at most 500 characters', () => {
    expect(OrderReasonSchema.parse(' Damaged ')).toBe('Damaged')
    expect(OrderReasonSchema.parse('')).toBeNull()
    expect(OrderReasonSchema.parse(undefined)).toBeUndefined()
    expect(OrderReasonSchema.safeParse('x'.repeat(501)).success).toBe(false)
  })
})

describe('postal codes', () => {
  const address = (zip: string) => ({
    fullName: 'Tess Tester',
    address1: '1 Main St',
    city: 'Newark',
    state: 'NJ',
    zip,
  })
  const message = (zip: string) => AddressSchema.safeParse(address(zip)).error?.issues.map((issue) => issue.message)

  it('take letters and digits with single spaces or hyphens between them', () => {
    for (const zip of ['07102', '12345-6789', 'SW1A 1AA', 'K1A 0B1', '101', ' 07102 '])
      expect(message(zip), zip).toBeUndefined()
  })

  it('refuse other characters, and codes too short or too long, with the reason', () => {
    expect(message('ABCDE-!!!')).toEqual(['ZIP code may contain only letters, digits, spaces and hyphens'])
    expect(message('07102-')).toEqual(['ZIP code may contain only letters, digits, spaces and hyphens'])
    expect(message('12')).toEqual(['ZIP code must be at least 3 characters'])
    expect(message('12345678901')).toEqual(['ZIP code must be at most 10 characters'])
    expect(message(' ')).toEqual(['ZIP code is required'])
  })
})

describe('amounts on an order', () => {
  it('refuse a tax rate above 100 % or with more than three decimals, and shipping in fractions of a cent', () => {
    expect(messages({ version: 1, taxRate: 150 })).toEqual({ taxRate: 'Tax rate must be at most 100' })
    expect(messages({ version: 1, taxRate: 6.625, shippingAmount: 5.99 })).toEqual({})
    expect(messages({ version: 1, taxRate: 6.6251 })).toEqual({ taxRate: 'Tax rate can have at most 3 decimal places' })
    expect(messages({ version: 1, shippingAmount: 1.999 })).toEqual({
      shippingAmount: 'Shipping amount can have at most 2 decimal places',
    })
  })
})
