import { describe, expect, it } from 'vitest'
import {
  AdjustmentFormSchema,
  BulkInventoryUpdateSchema,
  InventoryFilterSchema,
  previewStockAfterAdjustment,
  stockAfterAdjustment,
  ThresholdTextSchema,
} from '@/shared/inventory-schemas'
import { readTyped } from '@/shared/input-bounds'

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('stock adjustment rules', () => {
  it('accepts a signed whole number and a trimmed reason', () => {
    expect(AdjustmentFormSchema.parse({ adjustment: -3, reason: '  Damaged ' })).toEqual({
      adjustment: -3,
      reason: 'Damaged',
    })
  })

  it('refuses zero, fractions, an empty input and a blank reason with the messages the dialog shows', () => {
    expect(messages(AdjustmentFormSchema.safeParse({ adjustment: 0, reason: 'x' }))).toEqual([
      'Enter a number of units other than 0',
    ])
    expect(messages(AdjustmentFormSchema.safeParse({ adjustment: 1.5, reason: 'x' }))).toEqual([
      'Enter a whole number of units',
    ])
    expect(messages(AdjustmentFormSchema.safeParse({ adjustment: Number.NaN, reason: 'x' }))).toEqual([
      'Enter a whole number of units',
    ])
    expect(messages(AdjustmentFormSchema.safeParse({ adjustment: 2, reason: '   ' }))).toEqual(['Reason is required'])
  })

  it('never lets stock go below zero', () => {
    expect(stockAfterAdjustment({ name: 'Mug', quantity: 3 }, -3)).toEqual({ quantity: 0 })
    expect(stockAfterAdjustment({ name: 'Mug', quantity: 3 }, -4)).toEqual({ error: 'Only 3 of Mug left in stock' })
  })

  it('takes each product at most once in a bulk update', () => {
    const productId = '3f1c6a52-0d2e-4c1a-9b7e-0a1b2c3d4e5f'
    const twice = [
      { productId, quantity: 1 },
      { productId, quantity: 2 },
    ]
    expect(messages(BulkInventoryUpdateSchema.safeParse(twice))).toEqual(['Each product at most once'])
  })

  it('filters low stock at 10 unless told otherwise', () => {
    expect(InventoryFilterSchema.parse({})).toMatchObject({ threshold: 10, lowStockOnly: false, sortBy: 'NAME' })
  })
})

describe('figures and filters from typed input', () => {
  const product = { name: 'Hinge', quantity: 4 }

  it('previews the new stock only for an adjustment the form takes', () => {
    expect(previewStockAfterAdjustment(product, 3)).toBe(7)
    expect(previewStockAfterAdjustment(product, 100_000_000)).toBeNull()
    expect(previewStockAfterAdjustment(product, -5)).toBeNull()
    expect(previewStockAfterAdjustment(product, 1.5)).toBeNull()
    expect(previewStockAfterAdjustment(product, Number.NaN)).toBeNull()
  })

  it('reads a typed low-stock threshold as a whole number from 0, or names the rule it breaks', () => {
    expect(readTyped(ThresholdTextSchema, ' 12 ')).toEqual({ value: 12 })
    expect(readTyped(ThresholdTextSchema, '-5')).toEqual({ error: 'Threshold cannot be negative' })
    expect(readTyped(ThresholdTextSchema, '1.5')).toEqual({ error: 'Threshold must be a whole number' })
    expect(readTyped(ThresholdTextSchema, '')).toEqual({ error: 'Enter a threshold' })
    expect(readTyped(ThresholdTextSchema, '99999999999')).toEqual({ error: 'Threshold must be at most 2,147,483,647' })
  })
})
