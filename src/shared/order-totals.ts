import { formatCount } from '@/shared/count-text'
import { MONEY_MAX } from '@/shared/input-bounds'
import { fromCents, toCents } from '@/shared/money'

/** Tax rate in percent when an order has none. */
export const DEFAULT_TAX_RATE = 6.625
/** Two amounts closer than this are the same amount. */
const AMOUNT_TOLERANCE = 0.01

export interface OrderLine {
  price: number
  quantity: number
}

export interface OrderTotals {
  subtotal: number
  tax: number
  shippingAmount: number
  total: number
}

/** Subtotal (price × quantity) + tax (subtotal × rate / 100) + shipping, computed in cents. */
export function computeOrderTotals(lines: readonly OrderLine[], taxRate: number, shippingAmount: number): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0)
  const taxCents = Math.round((subtotalCents * taxRate) / 100)
  const shippingCents = toCents(shippingAmount)
  return {
    subtotal: fromCents(subtotalCents),
    tax: fromCents(taxCents),
    shippingAmount: fromCents(shippingCents),
    total: fromCents(subtotalCents + taxCents + shippingCents),
  }
}

export function amountsDiffer(a: number, b: number): boolean {
  return Math.abs(toCents(a) - toCents(b)) > toCents(AMOUNT_TOLERANCE)
}

export const TOTAL_TOO_LARGE = `The order total cannot exceed ${formatCount(MONEY_MAX)}. Lower the shipping amount, the tax rate or the quantities.`

/** Field errors when an amount of the totals is more than an amount column holds (numeric(12,2)); undefined if none. */
export function totalsBeyondStorage(totals: OrderTotals): Record<string, string> | undefined {
  if (Math.max(totals.subtotal, totals.tax, totals.shippingAmount, totals.total) <= MONEY_MAX) return undefined
  return { shippingAmount: TOTAL_TOO_LARGE, totalAmount: TOTAL_TOO_LARGE }
}
