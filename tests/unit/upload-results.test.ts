import { describe, expect, it } from 'vitest'
import { UploadResults } from '@/server/services/upload-results'

const ID_A = '0191a5b2-3c4d-7e8f-9a0b-1c2d3e4f5a6b'
const ID_B = 'ffffffff-0000-4000-8000-000000000001'
const ID_C = '00000000-0000-4000-8000-00000000abcd'
const hex = (id: string) => id.replaceAll('-', '')

describe('upload results', () => {
  it('lists failures and applied rows of several chunks in row order, messages written when asked', () => {
    const results = new UploadResults()
    results.fail(9, 'LATE', 'Quantity must be a number')
    results.fail(2, null, 'SKU is required')
    results.createdRows.add(6)
    results.addApplied({
      rows: [3, 4],
      skus: 'A-1\nB 2',
      productIds: hex(ID_A) + hex(ID_B),
      before: [10, 5],
      after: [25, 5],
      adjustments: [null, 0],
    })
    results.fail(5, 'DUP', 'SKU DUP already appears in row 3')
    results.addApplied({
      rows: [6, 8],
      skus: 'NEW\nC',
      productIds: hex(ID_C) + hex(ID_A),
      before: [0, 10],
      after: [40, 7],
      adjustments: [null, -3],
    })

    expect(results).toMatchObject({ successCount: 4, failureCount: 3, total: 7 })
    expect(results.failed().map((result) => result.row)).toEqual([2, 5, 9])
    expect(Array.from(results.all())).toEqual([
      { success: false, row: 2, sku: null, productId: null, message: 'Row 2: SKU is required' },
      { success: true, row: 3, sku: 'A-1', productId: ID_A, message: 'Row 3: stock set to 25 (was 10)' },
      { success: true, row: 4, sku: 'B 2', productId: ID_B, message: 'Row 4: stock already 5' },
      { success: false, row: 5, sku: 'DUP', productId: null, message: 'Row 5: SKU DUP already appears in row 3' },
      { success: true, row: 6, sku: 'NEW', productId: ID_C, message: 'Row 6: product created with stock 40' },
      { success: true, row: 8, sku: 'C', productId: ID_A, message: 'Row 8: stock adjusted by -3 to 7 (was 10)' },
      { success: false, row: 9, sku: 'LATE', productId: null, message: 'Row 9: Quantity must be a number' },
    ])
  })
})
