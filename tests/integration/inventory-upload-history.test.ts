import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DiscardInventoryUploadDocument,
  InventoryUploadHistoryDocument,
  UndoInventoryUploadDocument,
  type InventoryUploadEntryFragment,
  type InventoryUploadState,
} from '@/gql/graphql'
import { inventoryUploads } from '@/server/db/schema'
import { operationRunner } from './support/operations'
import { applyBatchGate, applyThenCancel, insertStockedSkus, previewCsv, uploadCsv } from './support/upload-fixtures'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

const EVERY_STATE: InventoryUploadState[] = [
  'RUNNING',
  'APPLIED',
  'FAILED',
  'INTERRUPTED',
  'PREVIEWED',
  'DISCARDED',
  'EXPIRED',
  'UNDONE',
  'CANCELLED',
]

describe.each(DATABASE_TARGETS)('the upload history on %s', (target) => {
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

  const send = (text: string, name: string) => uploadCsv(server, admin, text, name)

  const historyPage = (after: string | null, first: number) =>
    run(InventoryUploadHistoryDocument, { after, first }, admin)
  /** The whole history, read `first` uploads a page. */
  const wholeHistory = async (first: number) => {
    const uploads: InventoryUploadEntryFragment[] = []
    for (let after: string | null = null, pages = 0; ; pages += 1) {
      const { data, errors }: Awaited<ReturnType<typeof historyPage>> = await historyPage(after, first)
      expect(errors).toBeUndefined()
      uploads.push(...data!.inventoryUploadHistory.uploads)
      after = data!.inventoryUploadHistory.next ?? null
      if (after === null) return { uploads, pages: pages + 1 }
    }
  }

  it('lists every upload in every state, newest first, a page at a time, with who, counts, report and undo', async () => {
    const skus = await insertStockedSkus(server, `HISTORY-${target}-${Date.now()}`, 12)
    const rows = (values: number[]) =>
      `sku,quantity\n${values.map((value, index) => `${skus[index]},${value}`).join('\n')}\n`

    await send(`${rows([9])}`, 'applied.csv')
    await send('sku,quantity\nNO-SUCH-HISTORY-SKU,1\n', 'failed.csv')
    await previewCsv(server, admin, rows([10]), 'previewed.csv')
    const discarded = await previewCsv(server, admin, rows([11]), 'discarded.csv')
    await run(DiscardInventoryUploadDocument, { id: discarded }, admin)
    const expired = await previewCsv(server, admin, rows([12]), 'expired.csv')
    await server.database.db.execute(
      sql`update inventory_uploads set finished_at = now() - interval '61 minutes' where id = ${expired}`,
    )
    await send(`sku,quantity\n${skus[1]},20\n`, 'undone.csv')
    const cancelled = await previewCsv(server, admin, rows(skus.map(() => 30)), 'cancelled.csv')
    const { cancel } = await applyThenCancel(server, admin, cancelled, gate)
    expect(cancel.errors).toBeUndefined()
    // A process that died mid-upload, and one still at work.
    const [{ id: uploaderId }] = (
      await server.database.db.execute<{ id: string }>(sql`select id from users where email = 'admin@example.com'`)
    ).rows as [{ id: string }]
    await server.database.db.insert(inventoryUploads).values([
      {
        uploadedById: uploaderId,
        fileName: 'interrupted.csv',
        sizeBytes: 10,
        heartbeatAt: new Date(Date.now() - 31_000),
      },
      { uploadedById: uploaderId, fileName: 'running.csv', sizeBytes: 10 },
    ])

    const first = await wholeHistory(50)
    const undone = first.uploads.find((upload) => upload.fileName === 'undone.csv')!
    expect((await run(UndoInventoryUploadDocument, { id: undone.id }, admin)).errors).toBeUndefined()

    const { uploads, pages } = await wholeHistory(2)
    expect(pages).toBe(Math.ceil(uploads.length / 2))
    expect(new Set(uploads.map((upload) => upload.id)).size).toBe(uploads.length)
    const started = uploads.map((upload) => Date.parse(upload.startedAt))
    expect(started).toEqual([...started].sort((a, b) => b - a))
    const byName = new Map(uploads.map((upload) => [upload.fileName, upload]))
    expect(new Set(uploads.map((upload) => upload.state))).toEqual(new Set(EVERY_STATE))
    for (const state of EVERY_STATE) {
      expect(byName.get(`${state.toLowerCase()}.csv`), state).toMatchObject({ state, uploadedBy: 'Ada Admin' })
    }
    expect(byName.get('applied.csv')).toMatchObject({
      successCount: 1,
      failureCount: 0,
      hasReport: true,
      canUndo: true,
    })
    expect(byName.get('failed.csv')).toMatchObject({ successCount: 0, failureCount: 1, canUndo: false })
    expect(byName.get('undone.csv')).toMatchObject({ canUndo: false, undoneBy: 'Ada Admin' })
    expect(byName.get('previewed.csv')).toMatchObject({ canUndo: false, notApplied: 0 })
    const cancelledEntry = byName.get('cancelled.csv')!
    expect(cancelledEntry).toMatchObject({ totalRows: skus.length, failureCount: 0, canUndo: true, hasReport: true })
    expect(cancelledEntry.successCount! + cancelledEntry.notApplied).toBe(skus.length)
    expect(cancelledEntry.notApplied).toBeGreaterThan(0)
  })

  it('refuses a page after an id that names no upload', async () => {
    const refused = await run(InventoryUploadHistoryDocument, { after: 'not an id', first: 2 }, admin)
    expect(errorCode(refused)).toBe('NOT_FOUND')
    const unknown = await run(InventoryUploadHistoryDocument, { after: '00000000-0000-4000-8000-000000000000' }, admin)
    expect(unknown.data!.inventoryUploadHistory).toEqual({ uploads: [], next: null })
  })
})
