/**
 * Money and the other fixed-point decimals: computed in whole units (cents for money), stored as numeric(p, scale).
 * Every value written to or read from such a column passes through here (the column types of db/decimal-columns.ts),
 * so writing and reading round the same way.
 */

/** Whole units of 10^-scale of a decimal number, rounding half away from zero as written (1.005 → 101 at scale 2). */
function toUnits(value: number, scale: number): number {
  const [mantissa, exponent = '0'] = String(Math.abs(value)).split('e')
  const units = Math.round(Number(`${mantissa}e${Number(exponent) + scale}`))
  return value < 0 ? -units : units
}

/** A decimal number rounded to `scale` decimals as toUnits rounds (6.6255 → 6.626 at scale 3, unlike toFixed). */
export const roundToScale = (value: number, scale: number): number => toUnits(value, scale) / 10 ** scale

/** The text of a numeric(p, scale) column for whole units (101 → "1.01" at scale 2), made without float arithmetic. */
export function unitsToNumeric(units: number, scale: number): string {
  if (!Number.isSafeInteger(units)) throw new RangeError(`Not a whole number of units: ${units}`)
  const magnitude = Math.abs(units)
  const divisor = 10 ** scale
  const whole = Math.floor(magnitude / divisor)
  return `${units < 0 ? '-' : ''}${whole}${scale > 0 ? `.${String(magnitude % divisor).padStart(scale, '0')}` : ''}`
}

/** Whole units of a numeric(p, scale) column's text ("1.01" → 101 at scale 2), read digit by digit. */
function numericToUnits(text: string, scale: number): number {
  const match = new RegExp(`^(-?)(\\d+)(?:\\.(\\d{1,${scale}}))?$`).exec(text)
  if (!match) throw new RangeError(`Not a number with at most ${scale} decimals: "${text}"`)
  const [, sign, whole = '0', fraction = ''] = match
  const units = Number(whole) * 10 ** scale + Number(fraction.padEnd(scale, '0'))
  return sign === '-' ? 0 - units : units
}

/** A decimal number as a numeric(p, scale) column's text, rounded as toUnits rounds. */
export const decimalToNumeric = (value: number, scale: number): string => unitsToNumeric(toUnits(value, scale), scale)

/** A numeric(p, scale) column's text as a decimal number. */
export const numericToDecimal = (text: string, scale: number): number => numericToUnits(text, scale) / 10 ** scale

const CENTS = 2

/** Whole cents of a decimal amount, rounding half away from zero as written (1.005 → 101). */
export const toCents = (amount: number): number => toUnits(amount, CENTS)

export const fromCents = (cents: number): number => cents / 100

/** The text of a numeric(12,2) column for whole cents (101 → "1.01", -5 → "-0.05"), made without float arithmetic. */
export const centsToNumeric = (cents: number): string => unitsToNumeric(cents, CENTS)

/** Whole cents of a numeric(12,2) column's text ("1.01" → 101), read digit by digit. */
export const numericToCents = (text: string): number => numericToUnits(text, CENTS)

/**
 * A decimal amount as a numeric(12,2) column's text, rounded as toCents rounds (1.005 → "1.01", not toFixed's "1.00"):
 * also how an export's amount cell reads.
 */
export const amountToNumeric = (amount: number): string => decimalToNumeric(amount, CENTS)

/** A numeric(12,2) column's text as the decimal amount the API answers with. */
export const numericToAmount = (text: string): number => numericToDecimal(text, CENTS)

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** An amount as every screen and message shows it: $ and two decimals ($1,234.50). */
export const formatMoney = (amount: number): string => dollars.format(amount)
