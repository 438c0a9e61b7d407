import { fromCents, toCents } from '@/shared/money'

/** Spec part 2 §2 "Payment status display": approved green, pending yellow, declined red, else grey. */
export type PaymentTone = 'approved' | 'pending' | 'declined' | 'other'

export function paymentTone(status: string): PaymentTone {
  const normalised = status.trim().toLowerCase()
  return normalised === 'approved' || normalised === 'pending' || normalised === 'declined' ? normalised : 'other'
}

export interface PaymentBalance {
  /** Due: the total exceeds what was captured; overpaid: the captured payments exceed the total. */
  kind: 'due' | 'overpaid'
  amount: number
}

/**
 * What is left to pay, or was paid too much, once payments were captured (approved) and the total no longer matches
 * them (an edited order). Null while nothing was captured yet or when the amounts agree to the cent.
 */
export function paymentBalance(
  total: number,
  payments: readonly { status: string; amount: number }[],
): PaymentBalance | null {
  const captured = payments.filter((payment) => paymentTone(payment.status) === 'approved')
  if (captured.length === 0) return null
  const differenceCents = toCents(total) - captured.reduce((sum, payment) => sum + toCents(payment.amount), 0)
  if (differenceCents === 0) return null
  return { kind: differenceCents > 0 ? 'due' : 'overpaid', amount: fromCents(Math.abs(differenceCents)) }
}
