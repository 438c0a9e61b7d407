import { describe, expect, it } from 'vitest'
import { paymentBalance, paymentTone } from '@/shared/payment-status'

describe('payment status', () => {
  it('colours approved, pending and declined, anything else grey, whatever the case', () => {
    expect(['Approved', 'pending', 'DECLINED', 'refunded'].map(paymentTone)).toEqual([
      'approved',
      'pending',
      'declined',
      'other',
    ])
  })

  it('shows a balance only against captured payments, in cents', () => {
    const paid = [
      { status: 'approved', amount: 10.1 },
      { status: 'approved', amount: 20.2 },
      { status: 'declined', amount: 99 },
    ]
    expect(paymentBalance(30.3, paid)).toBeNull()
    expect(paymentBalance(35.3, paid)).toEqual({ kind: 'due', amount: 5 })
    expect(paymentBalance(25.29, paid)).toEqual({ kind: 'overpaid', amount: 5.01 })
    expect(paymentBalance(50, [{ status: 'pending', amount: 10 }])).toBeNull()
  })
})
