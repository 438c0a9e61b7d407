import { describe, expect, it } from 'vitest'
import {
  addLine,
  amountText,
  draftOf,
  orderChanges,
  parseAmount,
  setLineQuantity,
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

  it('removes a line at 0 but keeps the sole line, and adds to a present product', () => {
    expect(setLineQuantity([line('a', 1), line('b', 2)], 'a', 0)).toEqual([line('b', 2)])
    expect(setLineQuantity([line('a', 1)], 'a', 0)).toEqual([line('a', 1)])
    expect(addLine([line('a', 1)], line('a', 0))).toEqual([line('a', 2)])
    expect(addLine([line('a', 1)], line('b', 0))).toEqual([line('a', 1), line('b', 1)])
  })
})
