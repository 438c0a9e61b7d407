import { describe, expect, it } from 'vitest'
import {
  cancelBlockedReason,
  canCancelOrder,
  canEditOrder,
  canReturnOrder,
  editBlockedReason,
  findDeliveryMethod,
  findOrderStatus,
  findPaymentMethod,
  hasStatusControl,
  nextOrderStatus,
  returnBlockedReason,
  statusChangeBlockedReason,
} from '@/shared/order-status'
import { amountsDiffer, computeOrderTotals, DEFAULT_TAX_RATE } from '@/shared/order-totals'

describe('order status chains', () => {
  it('walks delivery and local delivery orders one step at a time to DELIVERED', () => {
    for (const method of ['DELIVERY', 'LOCAL_DELIVERY'] as const) {
      expect(nextOrderStatus('PENDING', method)).toBe('PROCESSING')
      expect(nextOrderStatus('PROCESSING', method)).toBe('SHIPPED')
      expect(nextOrderStatus('SHIPPED', method)).toBe('DELIVERED')
      expect(nextOrderStatus('DELIVERED', method)).toBeNull()
    }
  })

  it('walks pickup orders through READY_FOR_PICKUP to PICKED_UP', () => {
    expect(nextOrderStatus('PROCESSING', 'PICKUP')).toBe('READY_FOR_PICKUP')
    expect(nextOrderStatus('READY_FOR_PICKUP', 'PICKUP')).toBe('PICKED_UP')
    expect(nextOrderStatus('PICKED_UP', 'PICKUP')).toBeNull()
    expect(nextOrderStatus('SHIPPED', 'PICKUP')).toBeNull()
  })

  it('has no next step from cancelled or returned orders and hides their status control', () => {
    for (const status of ['CANCELLED', 'RETURNED'] as const) {
      expect(nextOrderStatus(status, 'DELIVERY')).toBeNull()
      expect(hasStatusControl(status)).toBe(false)
    }
    expect(hasStatusControl('DELIVERED')).toBe(true)
  })

  it('finds a status or method by name for filters, with no fallback for unknown text', () => {
    expect(findOrderStatus('ready_for_pickup')).toBe('READY_FOR_PICKUP')
    expect(findOrderStatus('lost')).toBeUndefined()
    expect(findDeliveryMethod('LocalDelivery')).toBe('LOCAL_DELIVERY')
    expect(findDeliveryMethod('drone')).toBeUndefined()
    expect(findPaymentMethod('credit_card')).toBe('CREDIT_CARD')
    expect(findPaymentMethod('')).toBeUndefined()
  })
})

describe('what can be done to an order', () => {
  it('edits only pending and processing orders, and not after a status change', () => {
    expect(canEditOrder('PENDING')).toBe(true)
    expect(canEditOrder('PROCESSING')).toBe(true)
    expect(canEditOrder('SHIPPED')).toBe(false)
    expect(editBlockedReason('PROCESSING')).toBeNull()
    expect(editBlockedReason('PROCESSING', true)).toBe('Cannot edit after status change')
    expect(editBlockedReason('READY_FOR_PICKUP')).toBe('Cannot edit shipped orders')
    expect(editBlockedReason('PICKED_UP')).toBe('Cannot edit completed orders')
    expect(editBlockedReason('CANCELLED')).toBe('Cannot edit cancelled orders')
    expect(editBlockedReason('RETURNED')).toBe('Cannot edit returned orders')
  })

  it('cancels unfinished orders and returns only delivered or picked-up ones', () => {
    expect(canCancelOrder('SHIPPED')).toBe(true)
    expect(canCancelOrder('DELIVERED')).toBe(false)
    expect(canCancelOrder('CANCELLED')).toBe(false)
    expect(canReturnOrder('DELIVERED')).toBe(true)
    expect(canReturnOrder('PICKED_UP')).toBe(true)
    expect(canReturnOrder('SHIPPED')).toBe(false)
    expect(canReturnOrder('RETURNED')).toBe(false)
  })
})

describe('why an order cannot change', () => {
  it('allows only the next step of the chain, and says what that step is', () => {
    expect(statusChangeBlockedReason('PENDING', 'DELIVERY', 'PROCESSING')).toBeNull()
    expect(statusChangeBlockedReason('PROCESSING', 'PICKUP', 'READY_FOR_PICKUP')).toBeNull()
    expect(statusChangeBlockedReason('PENDING', 'DELIVERY', 'DELIVERED')).toBe(
      'The status can only move one step at a time: from Pending to Processing',
    )
    expect(statusChangeBlockedReason('PROCESSING', 'PICKUP', 'SHIPPED')).toBe(
      'The status can only move one step at a time: from Processing to Ready for Pickup',
    )
    expect(statusChangeBlockedReason('PROCESSING', 'DELIVERY', 'PENDING')).toMatch(/one step at a time/)
    expect(statusChangeBlockedReason('DELIVERED', 'LOCAL_DELIVERY', 'PENDING')).toBe(
      'A delivered order has no next status',
    )
    expect(statusChangeBlockedReason('PENDING', 'DELIVERY', 'CANCELLED')).toBe('Use cancel to mark the order cancelled')
    expect(statusChangeBlockedReason('DELIVERED', 'DELIVERY', 'RETURNED')).toBe('Use return to mark the order returned')
  })

  it('explains refused cancels and returns', () => {
    expect(cancelBlockedReason('READY_FOR_PICKUP')).toBeNull()
    expect(cancelBlockedReason('CANCELLED')).toBe('This order is already cancelled')
    expect(cancelBlockedReason('RETURNED')).toBe('Cannot cancel returned orders')
    expect(cancelBlockedReason('PICKED_UP')).toBe('Cannot cancel completed orders; return them instead')
    expect(returnBlockedReason('PICKED_UP')).toBeNull()
    expect(returnBlockedReason('RETURNED')).toBe('This order is already returned')
    expect(returnBlockedReason('SHIPPED')).toBe('Only delivered or picked-up orders can be returned')
  })
})

describe('order totals', () => {
  it('adds subtotal, tax at the default rate and shipping, rounded to cents', () => {
    const totals = computeOrderTotals(
      [
        { price: 19.99, quantity: 3 },
        { price: 0.1, quantity: 7 },
      ],
      DEFAULT_TAX_RATE,
      5.5,
    )
    expect(totals.subtotal).toBe(60.67)
    expect(totals.tax).toBe(4.02) // 60.67 × 6.625 % = 4.0193875
    expect(totals.shippingAmount).toBe(5.5)
    expect(totals.total).toBe(70.19)
  })

  it('rounds half a cent of tax up', () => {
    expect(computeOrderTotals([{ price: 8, quantity: 1 }], 6.625, 0).tax).toBe(0.53) // 0.53
    expect(computeOrderTotals([{ price: 0.4, quantity: 1 }], 6.25, 0).tax).toBe(0.03) // 0.025
  })

  it('treats amounts within 0.01 as equal', () => {
    expect(amountsDiffer(10, 10.01)).toBe(false)
    expect(amountsDiffer(10, 10.02)).toBe(true)
    expect(amountsDiffer(70.19, 70.18999999)).toBe(false)
  })
})
