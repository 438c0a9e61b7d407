import { customType } from 'drizzle-orm/pg-core'
import { decimalToNumeric, numericToDecimal } from '../../shared/money'

/**
 * numeric(precision, scale) columns read and written as numbers through the fixed-point rules of shared/money.ts, so
 * no writer rounds by hand (toFixed rounds 1.005 down) and no reader parses the text with Number(). Their defaults
 * stay SQL text (sql of '0'), as the migrations wrote them: a number default makes drizzle-kit generate a SET DEFAULT.
 */
const decimalOfScale = (scale: number) =>
  customType<{ data: number; driverData: string; config: { precision: number }; configRequired: true }>({
    dataType: ({ precision }) => `numeric(${precision}, ${scale})`,
    toDriver: (value) => decimalToNumeric(value, scale),
    fromDriver: (text) => numericToDecimal(String(text), scale),
  })

const twoDecimals = decimalOfScale(2)
const threeDecimals = decimalOfScale(3)

/** An amount of money, numeric(12,2): 9,999,999,999.99 at most (MONEY_MAX). */
export const money = (name: string) => twoDecimals(name, { precision: 12 })

/** A percentage with three decimals, numeric(6,3) (a tax rate of 6.625 %). */
export const percentage = (name: string) => threeDecimals(name, { precision: 6 })

/** A measure (weight, dimensions) with the given decimals. */
export const measure = (name: string, scale: 2 | 3) =>
  (scale === 2 ? twoDecimals : threeDecimals)(name, { precision: 10 })
