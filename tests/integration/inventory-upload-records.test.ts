import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BulkInsertInventoryDocument, InventoryUploadsDocument } from '@/gql/graphql'
import { inventoryUploads } from '@/server/db/schema'
import { UPLOAD_MESSAGES } from '@/shared/inventory-upload'
import { operationRunner } from './support/operations'
import { DATABASE_TARGETS, startTestServer, type TestServer } from './support/test-server'

describe.each(DATABASE_TARGETS)('bulk upload records on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let admin: string

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
    admin = await server.signIn('admin@example.com')
  })
  afterAll(() => server.close())

  const send = (text: string, name: string) =>
    server.upload(
      String(BulkInsertInventoryDocument),
      { uploadId: null },
      { file: new File([text], name, { type: 'text/csv' }) },
      admin,
    )
  const recent = async () => (await run(InventoryUploadsDocument, { limit: 10 }, admin)).data!.inventoryUploads

  it('records who uploaded which file, its counts and how it ended, newest first', async () => {
    await send('sku,quantity\nNO-SUCH-SKU,4\n', 'ghost.csv')
    await send('sku\n', 'header-only.csv')
    const [refused, ghost] = await recent()
    expect(refused).toMatchObject({ fileName: 'header-only.csv', state: 'FAILED', uploadedBy: 'Ada Admin' })
    expect(refused!.message).toBeTruthy()
    expect(ghost).toMatchObject({
      fileName: 'ghost.csv',
      state: 'FAILED',
      totalRows: 1,
      successCount: 0,
      failureCount: 1,
    })
    expect(ghost!.finishedAt).toBeTruthy()
  })

  it('keeps why a failed upload failed: the refusal of the file, or the first refused row and how many more', async () => {
    await send('sku,quantity\nNO-SUCH-1,4\nNO-SUCH-2,-1\nNO-SUCH-3,x\n', 'three-ghosts.csv')
    await send('sku\n', 'header-only.csv')
    await send('sku,quantity\nNO-SUCH-4,x\n', 'one-ghost.csv')
    const [one, refused, three] = await recent()
    expect(refused).toMatchObject({ state: 'FAILED' })
    expect([UPLOAD_MESSAGES.noRows, UPLOAD_MESSAGES.noAmount]).toContain(refused!.message)
    expect(three).toMatchObject({ fileName: 'three-ghosts.csv', state: 'FAILED', failureCount: 3 })
    expect(three!.message).toMatch(/^None of the 3 rows could be applied\. Row 2: .+ \(and 2 more rows\)$/)
    expect(one!.message).toMatch(/^The only row could not be applied\. Row 2: /)
    expect(one!.message).not.toMatch(/below/)
  })

  it('reads a running upload whose heartbeat stopped over 30 s ago as interrupted, a live one as running', async () => {
    const [uploader] = (
      await server.database.db.execute<{ id: string }>(sql`select id from users where email = 'admin@example.com'`)
    ).rows
    await server.database.db.insert(inventoryUploads).values([
      { uploadedById: uploader!.id, fileName: 'died.csv', sizeBytes: 10, heartbeatAt: new Date(Date.now() - 31_000) },
      { uploadedById: uploader!.id, fileName: 'alive.csv', sizeBytes: 10 },
    ])
    const uploads = await recent()
    expect(uploads.find((upload) => upload.fileName === 'died.csv')).toMatchObject({ state: 'INTERRUPTED' })
    expect(uploads.find((upload) => upload.fileName === 'alive.csv')).toMatchObject({ state: 'RUNNING' })
  })
})
