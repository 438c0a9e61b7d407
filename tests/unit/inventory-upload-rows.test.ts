import { describe, expect, it } from 'vitest'
import { toCsv } from '@/shared/csv'
import { UPLOAD_COLUMNS, UPLOAD_TEMPLATE_ROWS, UploadStockRowSchema, uploadTone } from '@/shared/inventory-upload'

const firstMessage = (row: Record<string, string>) => {
  const result = UploadStockRowSchema.safeParse({ sku: 'S-1', ...row })
  return result.success ? result.data : result.error.issues[0]!.message
}

describe('upload stock rows', () => {
  it('takes plain whole numbers, signed adjustments, and a sign our CSV writer neutralised', () => {
    expect(firstMessage({ quantity: '25' })).toEqual({ sku: 'S-1', quantity: 25 })
    expect(firstMessage({ adjustment: '-3' })).toEqual({ sku: 'S-1', adjustment: -3 })
    expect(firstMessage({ adjustment: "'-3" })).toEqual({ sku: 'S-1', adjustment: -3 })
    expect(firstMessage({ adjustment: '+7' })).toEqual({ sku: 'S-1', adjustment: 7 })
  })

  it.each([
    ['quantity', '1e9', 'Quantity must be a whole number written in digits (like 25)'],
    ['quantity', '1.5', 'Quantity must be a whole number written in digits (like 25)'],
    ['quantity', '0x10', 'Quantity must be a whole number written in digits (like 25)'],
    ['quantity', 'lots', 'Quantity must be a number'],
    ['quantity', '-1', 'Quantity cannot be negative'],
    ['quantity', '2147483648', 'Quantity must be at most 2,147,483,647'],
    ['adjustment', '1e3', 'Adjustment must be a whole number written in digits (like 25)'],
    ['adjustment', '-1000001', 'An adjustment is at most 1,000,000 units either way'],
  ])('refuses %s %s', (column, value, message) => {
    expect(firstMessage({ [column]: value })).toBe(message)
  })

  it('writes a template whose amounts read back as numbers', () => {
    const [, ...rows] = toCsv(UPLOAD_COLUMNS, UPLOAD_TEMPLATE_ROWS).trim().split('\r\n')
    for (const row of rows) {
      const cells = row.split(',')
      const parsed = UploadStockRowSchema.safeParse({
        sku: cells[0],
        quantity: cells[1] || undefined,
        adjustment: cells[2] || undefined,
      })
      expect(parsed.success, row).toBe(true)
    }
  })

  it('reads a result as success only when every row applied', () => {
    expect(uploadTone({ successCount: 3, failureCount: 0 })).toBe('success')
    expect(uploadTone({ successCount: 60_000, failureCount: 1 })).toBe('warning')
    expect(uploadTone({ successCount: 1, failureCount: 60_000 })).toBe('warning')
    expect(uploadTone({ successCount: 0, failureCount: 3 })).toBe('error')
  })
})
