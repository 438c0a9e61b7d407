/**
 * Money: computed in whole cents, stored as numeric(12,2). Every amount written to or read from such a column passes
 * through here, so writing and reading round the same way.
 */

/** Whole cents of a decimal amount, rounding half away from zero as written (1.005 → 101). */
export function toCents(amount: number): number {
  const [mantissa, exponent = '0'] = String(Math.abs(amount)).split('e')
  const cents = Math.round(Number(`${mantissa}e${Number(exponent) + 2}`))
  return amount < 0 ? -cents : cents
}

export const fromCents = (cents: number): number => cents / 100

/** The text of a numeric(12,2) column for whole cents (101 → "1.01", -5 → "-0.05"), made without float arithmetic. */
export function centsToNumeric(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`)
  const magnitude = Math.abs(cents)
  return `${cents < 0 ? '-' : ''}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`
}

const NUMERIC_TEXT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/

/** Whole cents of a numeric(12,2) column's text ("1.01" → 101), read digit by digit. */
export function numericToCents(text: string): number {
  const match = NUMERIC_TEXT.exec(text)
  if (!match) throw new RangeError(`Not an amount with at most two decimals: "${text}"`)
  const [, sign, whole = '0', fraction = ''] = match
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return sign === '-' ? 0 - cents : cents
}

/** A decimal amount as a numeric(12,2) column's text, rounded as toCents rounds (1.005 → "1.01", not toFixed's "1.00"). */
export const amountToNumeric = (amount: number): string => centsToNumeric(toCents(amount))

/** A numeric(12,2) column's text as the decimal amount the API answers with. */
export const numericToAmount = (text: string): number => fromCents(numericToCents(text))
