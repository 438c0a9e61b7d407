import { describe, expect, it } from 'vitest'
import { UploadResults } from '@/server/services/inventory/upload-results'

const ID_A = '0191a5b2-3c4d-7e8f-9a0b-1c2d3e4f5a6b'
const ID_B = 'ffffffff-0000-4000-8000-000000000001'
const ID_C = '00000000-0000-4000-8000-00000000abcd'

/** A chunk of applied rows as the repository packs them, from rows of [row, sku, product id, before, after, adjustment]. */
const chunk = (rows: [number, string, string, number, number, number | null][]) => ({
  rows: rows.map((row) => row[0]),
  skus: rows.map((row) => row[1]).join('\n'),
  productIds: rows.map((row) => row[2].replaceAll('-', '')).join(''),
  before: rows.map((row) => row[3]),
  after: rows.map((row) => row[4]),
  adjustments: rows.map((row) => row[5]),
})

describe('upload results', () => {
  it('lists failures and applied rows of several chunks in row order, messages written when asked', () => {
    const results = new UploadResults()
    results.fail(9, 'LATE', 'Quantity must be a number')
    results.fail(2, null, 'SKU is required')
    results.createdRows.add(6)
    results.addApplied(
      chunk([
        [3, 'A-1', ID_A, 10, 25, null],
        [4, 'B 2', ID_B, 5, 5, 0],
      ]),
    )
    results.fail(5, 'DUP', 'SKU DUP already appears in row 3')
    results.addApplied(
      chunk([
        [6, 'NEW', ID_C, 0, 40, null],
        [8, 'C', ID_A, 10, 7, -3],
      ]),
    )

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

  it('merges the results of a later batch: its failures and applied rows after these, in row order', () => {
    const results = new UploadResults()
    results.failWith(7, 'OLD', 'Row 7: refused by the preview')
    results.addApplied(chunk([[2, 'A-1', ID_A, 1, 2, null]]))
    const batch = new UploadResults()
    batch.fail(5, 'MOVED', 'the stock changed after the preview')
    batch.createdRows.add(9)
    batch.addApplied(chunk([[9, 'NEW', ID_C, 0, 4, null]]))
    results.merge(batch)

    expect(results).toMatchObject({ successCount: 2, failureCount: 2, total: 4 })
    expect(Array.from(results.all()).map((result) => [result.row, result.success, result.message])).toEqual([
      [2, true, 'Row 2: stock set to 2 (was 1)'],
      [5, false, 'Row 5: the stock changed after the preview'],
      [7, false, 'Row 7: refused by the preview'],
      [9, true, 'Row 9: product created with stock 4'],
    ])
  })
})
