import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApplyInventoryUploadDocument,
  CancelInventoryUploadDocument,
  InventoryUploadsDocument,
  UndoInventoryUploadDocument,
} from '@/gql/graphql'
import { products, stock } from '@/server/db/schema'
import { PREVIEW_MESSAGES, UPLOAD_MESSAGES } from '@/shared/inventory-upload'
import { operationRunner } from './support/operations'
import { applyBatchGate, applyThenCancel, insertStockedSkus, previewCsv, reportLines } from './support/upload-fixtures'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

/** Rows of the cancelled upload: with one row a batch, the apply commits this many times unless cancelled. */
const ROWS = 80

describe.each(DATABASE_TARGETS)('cancelling an upload being applied on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let admin: string
  const gate = applyBatchGate()

  beforeAll(async () => {
    server = await startTestServer(target, { applyBatchRows: 1, beforeApplyBatch: gate.beforeApplyBatch })
    run = operationRunner(server)
    admin = await server.signIn('admin@example.com')
  })
  afterAll(() => server.close())

  const preview = (text: string, name: string) => previewCsv(server, admin, text, name)
  const uploadOf = async (id: string) =>
    (await run(InventoryUploadsDocument, { limit: 50 }, admin)).data!.inventoryUploads.find(
      (upload) => upload.id === id,
    )
  const stockBySku = async (skus: string[]) => {
    const rows = await server.database.db
      .select({ sku: products.sku, quantity: stock.quantity })
      .from(products)
      .innerJoin(stock, eq(stock.productId, products.id))
      .where(inArray(products.sku, skus))
    return new Map(rows.map((row) => [row.sku, row.quantity]))
  }

  it('stops at a batch boundary and leaves applied exactly the rows its answer and report say', async () => {
    const skus = await insertStockedSkus(server, `CANCEL-${target}-${Date.now()}`, ROWS)
    const id = await preview(`sku,quantity\n${skus.map((sku) => `${sku},50`).join('\n')}\n`, 'cancel-me.csv')

    const { apply, cancel } = await applyThenCancel(server, admin, id, gate)
    expect(cancel.errors).toBeUndefined()
    expect(apply.errors).toBeUndefined()
    const outcome = apply.data!.applyInventoryUpload
    expect(outcome).toMatchObject({ cancelled: true, failureCount: 0 })
    expect(outcome.successCount).toBeGreaterThan(0)
    expect(outcome.notApplied).toBeGreaterThan(0)
    expect(outcome.successCount + outcome.notApplied).toBe(ROWS)
    expect(outcome.message).toBe(UPLOAD_MESSAGES.cancelled(outcome.successCount, 0, outcome.notApplied))

    const lines = await reportLines(server, admin, id)
    expect(lines).toHaveLength(ROWS)
    const applied = lines.filter((line) => line.includes(',applied,')).map((line) => line.split(',')[1]!)
    const notApplied = lines.filter((line) => line.includes(',not applied,')).map((line) => line.split(',')[1]!)
    expect(applied).toHaveLength(outcome.successCount)
    expect(notApplied).toHaveLength(outcome.notApplied)
    // Batches go in row order: the applied rows are the first ones.
    expect(applied).toEqual(skus.slice(0, applied.length))
    const quantities = await stockBySku(skus)
    expect(applied.map((sku) => quantities.get(sku))).toEqual(applied.map(() => 50))
    expect(notApplied.map((sku) => quantities.get(sku))).toEqual(notApplied.map(() => 5))
    expect(await uploadOf(id)).toMatchObject({
      state: 'CANCELLED',
      successCount: outcome.successCount,
      canUndo: true,
      hasReport: true,
    })

    const undo = await run(UndoInventoryUploadDocument, { id }, admin)
    expect(undo.data!.undoInventoryUpload).toMatchObject({ restoredCount: applied.length, skippedCount: 0 })
    const restored = await stockBySku(skus)
    expect(skus.map((sku) => restored.get(sku))).toEqual(skus.map(() => 5))
  })

  it('applies every batch, side by side on PostgreSQL, and counts each once', async () => {
    const skus = await insertStockedSkus(server, `LANES-${target}-${Date.now()}`, ROWS)
    const id = await preview(
      `sku,quantity\n${skus.map((sku, index) => `${sku},${index % 2 ? 5 : index}`).join('\n')}\nNO-SUCH-LANE-SKU,1\n`,
      'lanes.csv',
    )
    const { data, errors } = await run(ApplyInventoryUploadDocument, { id }, admin)
    expect(errors).toBeUndefined()
    expect(data!.applyInventoryUpload).toMatchObject({ cancelled: false, successCount: ROWS, failureCount: 1 })
    const quantities = await stockBySku(skus)
    expect(skus.map((sku) => quantities.get(sku))).toEqual(skus.map((_, index) => (index % 2 ? 5 : index)))
    const lines = await reportLines(server, admin, id)
    expect(lines.filter((line) => line.includes(',applied,'))).toHaveLength(ROWS)
    expect(await uploadOf(id)).toMatchObject({ state: 'APPLIED', successCount: ROWS, failureCount: 1, canUndo: true })
  })

  it('refuses to cancel an upload that is not being applied', async () => {
    const id = await preview('sku,quantity\nNO-SUCH-CANCEL-SKU,1\n', 'not-running.csv')
    const refused = await run(CancelInventoryUploadDocument, { id }, admin)
    expect(errorCode(refused)).toBe('CONFLICT')
    expect(refused.errors![0]!.message).toBe(PREVIEW_MESSAGES.notRunning)
    expect(errorCode(await run(CancelInventoryUploadDocument, { id: 'not an id' }, admin))).toBe('NOT_FOUND')
  })
})
