import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MONEY_MAX } from '@/shared/input-bounds'
import {
  amountToNumeric,
  centsToNumeric,
  numericToAmount,
  numericToCents,
  numericToDecimal,
  roundToScale,
  toCents,
  unitsToNumeric,
} from '@/shared/money'

const MAX_CENTS = toCents(MONEY_MAX)

describe('money', () => {
  it('reads decimal amounts as written', () => {
    expect(toCents(1.005)).toBe(101)
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toCents(-2.5)).toBe(-250)
  })

  it('writes an amount as its column text, rounding as toCents rounds', () => {
    expect(amountToNumeric(1.005)).toBe('1.01')
    expect((1.005).toFixed(2)).toBe('1.00') // the rounding this replaces
    expect(amountToNumeric(0.1 + 0.2)).toBe('0.30')
    expect(amountToNumeric(-2.5)).toBe('-2.50')
    expect(amountToNumeric(-0.005)).toBe('-0.01')
    expect(amountToNumeric(0)).toBe('0.00')
    expect(amountToNumeric(-0)).toBe('0.00')
    expect(amountToNumeric(MONEY_MAX)).toBe('9999999999.99')
  })

  it('reads column text as cents without float arithmetic', () => {
    expect(numericToCents('1.01')).toBe(101)
    expect(numericToCents('0.30')).toBe(30)
    expect(numericToCents('-0.05')).toBe(-5)
    expect(numericToCents('-0.00')).toBe(0)
    expect(Object.is(numericToCents('-0.00'), -0)).toBe(false)
    expect(numericToCents('12')).toBe(1200)
    expect(numericToCents('12.5')).toBe(1250)
    expect(numericToCents('9999999999.99')).toBe(MAX_CENTS)
    expect(numericToAmount('9999999999.99')).toBe(MONEY_MAX)
  })

  it('rounds and writes other scales by the same rule (a tax rate of three decimals)', () => {
    expect(roundToScale(6.6255, 3)).toBe(6.626)
    expect((6.6255).toFixed(3)).toBe('6.625') // the rounding this replaces
    expect(unitsToNumeric(6625, 3)).toBe('6.625')
    expect(unitsToNumeric(-5, 3)).toBe('-0.005')
    expect(numericToDecimal('6.625', 3)).toBe(6.625)
    expect(numericToDecimal('999.999', 3)).toBe(999.999)
  })

  it('refuses what is not whole cents', () => {
    expect(() => centsToNumeric(1.5)).toThrow(RangeError)
    expect(() => numericToCents('1.005')).toThrow(RangeError)
    expect(() => numericToCents('')).toThrow(RangeError)
  })

  it('turns every cents value into text and back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), (cents) => {
        const text = centsToNumeric(cents)
        expect(numericToCents(text)).toBe(cents)
        expect(numericToAmount(text)).toBe(Number(text))
        expect(amountToNumeric(numericToAmount(text))).toBe(text)
      }),
    )
  })
})
