import { describe, expect, it } from 'vitest'
import {
  addLine,
  amountErrors,
  amountText,
  draftOf,
  lineError,
  orderChanges,
  parseAmount,
  setLineQuantity,
  shownTotals,
  typeLineQuantity,
  type DraftLine,
} from '@/features/orders/order-draft'
import type { OrderDetailFragment } from '@/gql/graphql'

const order = {
  id: '10001',
  version: 3,
  status: 'PENDING',
  deliveryMethod: 'DELIVERY',
  paymentMethod: 'CASH',
  shippingAmount: 5,
  taxRate: 10,
  tax: 2,
  totalAmount: 27,
  trackingNumber: null,
  carrier: null,
  shippingNotes: null,
  products: [{ id: 'a', name: 'Hinge', sku: 'H-1', price: 10, quantity: 2 }],
} as unknown as OrderDetailFragment

const line = (id: string, quantity: number): DraftLine => ({ id, name: id, sku: null, price: 1, quantity })

describe('order edit draft', () => {
  it('keeps digits and the first decimal point only, and reads empty or "." as 0', () => {
    expect(amountText('1a2.3.4-')).toBe('12.34')
    expect(amountText('$-5')).toBe('5')
    expect(parseAmount('')).toBe(0)
    expect(parseAmount('.')).toBe(0)
    expect(parseAmount('7.5')).toBe(7.5)
  })

  it('sends nothing when nothing differs, and only the changed fields with the loaded version otherwise', () => {
    const draft = draftOf(order)
    expect(orderChanges(order, draft)).toBeNull()
    expect(orderChanges(order, { ...draft, paymentMethod: 'CREDIT_CARD' })).toEqual({
      version: 3,
      payment: { paymentMethod: 'CREDIT_CARD' },
    })
    expect(orderChanges(order, { ...draft, trackingNumber: ' 1Z999 ' })).toEqual({
      version: 3,
      trackingNumber: '1Z999',
    })
  })

  it('sends the lines with the recomputed tax and total when a quantity changes', () => {
    const draft = draftOf(order)
    const changes = orderChanges(order, { ...draft, lines: setLineQuantity(draft.lines, 'a', 3) })
    expect(changes).toEqual({ version: 3, products: [{ id: 'a', quantity: 3 }], tax: 3, totalAmount: 38 })
  })

  it('treats a shipping amount within 0.01 as unchanged', () => {
    expect(orderChanges(order, { ...draftOf(order), shippingAmount: '5.004' })).toBeNull()
  })

  it('sends an address whole and trimmed only when some part of it differs', () => {
    const stored = {
      id: 's',
      fullName: 'Casey',
      phone: null,
      address1: '1 Main St',
      address2: null,
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    }
    const withAddresses = { ...order, shippingAddress: stored, billingAddress: null } as unknown as OrderDetailFragment
    const draft = draftOf(withAddresses)
    expect(draft.billingAddress).toBeNull()
    expect(
      orderChanges(withAddresses, { ...draft, shippingAddress: { ...draft.shippingAddress!, city: 'Springfield ' } }),
    ).toBeNull()
    expect(
      orderChanges(withAddresses, { ...draft, shippingAddress: { ...draft.shippingAddress!, city: ' Hoboken' } }),
    ).toEqual({
      version: 3,
      address: {
        shippingAddress: {
          fullName: 'Casey',
          phone: '',
          address1: '1 Main St',
          address2: '',
          city: 'Hoboken',
          state: 'IL',
          zip: '62701',
        },
      },
    })
  })

  it('removes a line at 0 but keeps the sole line, and adds to a present product', () => {
    expect(setLineQuantity([line('a', 1), line('b', 2)], 'a', 0)).toEqual([line('b', 2)])
    expect(setLineQuantity([line('a', 1)], 'a', 0)).toEqual([line('a', 1)])
    expect(addLine([line('a', 1)], line('a', 0))).toEqual([line('a', 2)])
    expect(addLine([line('a', 1)], line('b', 0))).toEqual([line('a', 1), line('b', 1)])
  })
})

describe('typed line quantities', () => {
  it('keeps what was typed and moves the quantity only to a valid value', () => {
    const lines = [line('a', 2)]
    for (const [typed, reason] of [
      ['1e9', 'Quantity must be a whole number'],
      ['0x10', 'Quantity must be a whole number'],
      ['1.5', 'Quantity must be a whole number'],
      ['-1', 'Quantity must be at least 1'],
      ['0', 'Quantity must be at least 1'],
      ['', 'Enter a quantity'],
      ['1000000000', 'Quantity must be at most 10,000'],
    ]) {
      const [typedLine] = typeLineQuantity(lines, 'a', typed!)
      expect(typedLine).toMatchObject({ quantity: 2, quantityText: typed })
      expect(lineError(typedLine!)).toBe(reason)
    }
    const [valid] = typeLineQuantity(lines, 'a', '12')
    expect(valid).toMatchObject({ quantity: 12 })
    expect(lineError(valid!)).toBeNull()
    expect(setLineQuantity([valid!], 'a', 13)[0]).toMatchObject({ quantity: 13, quantityText: undefined })
  })

  it('refuses more than the stock of a product the picker added', () => {
    const added = { ...line('b', 3), stock: 2 }
    expect(lineError(added)).toBe('Only 2 of b left in stock')
    expect(lineError({ ...added, quantity: 2 })).toBeNull()
  })
})

describe('figures from refused input', () => {
  it('names the rule an amount breaks under its field, and shows no totals while any input breaks one', () => {
    const draft = draftOf(order)
    expect(amountErrors(draft)).toEqual({})
    expect(shownTotals(draft)?.total).toBe(27)
    const tooHigh = { ...draft, taxRate: '150' }
    expect(amountErrors(tooHigh)).toEqual({ taxRate: 'Tax rate must be at most 100' })
    expect(shownTotals(tooHigh)).toBeNull()
    expect(amountErrors({ ...draft, shippingAmount: '1.999' })).toEqual({
      shippingAmount: 'Shipping amount can have at most 2 decimal places',
    })
    // A quantity typed as 1e9 leaves the line's last valid quantity, but no total is shown from it.
    expect(shownTotals({ ...draft, lines: typeLineQuantity(draft.lines, 'a', '1e9') })).toBeNull()
    // Within the bounds but beyond what is in stock: refused, so not totalled either.
    const short = [{ ...line('b', 1), stock: 5 }]
    expect(shownTotals({ ...draft, lines: typeLineQuantity(short, 'b', '9999') })).toBeNull()
  })
})
