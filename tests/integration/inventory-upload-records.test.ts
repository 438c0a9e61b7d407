import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AdjustInventoryDocument,
  ApplyInventoryUploadDocument,
  CreateOrderDocument,
  DiscardInventoryUploadDocument,
  InventoryUploadPreviewDocument,
  InventoryUploadReportDocument,
  InventoryUploadsDocument,
  OrderCustomersDocument,
  UndoInventoryUploadDocument,
  type UploadPreviewRowKind,
} from '@/gql/graphql'
import { inventoryUploads, products } from '@/server/db/schema'
import { PREVIEW_MESSAGES, UNDO_MESSAGES, UPLOAD_MESSAGES } from '@/shared/inventory-upload'
import { operationRunner } from './support/operations'
import { adjustmentsOf, insertProduct, stockOf, type TestProduct } from './support/order-fixtures'
import { previewCsv, uploadCsv } from './support/upload-fixtures'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

describe.each(DATABASE_TARGETS)('bulk upload records, reports and undo on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let admin: string

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
    admin = await server.signIn('admin@example.com')
  })
  afterAll(() => server.close())

  const send = (text: string, name: string) => uploadCsv(server, admin, text, name)
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

  const uploadNamed = async (name: string) => {
    const { data } = await run(InventoryUploadsDocument, { limit: 50 }, admin)
    return data!.inventoryUploads.find((upload) => upload.fileName === name)!
  }
  /** An upload's report read `first` rows a page, the pages joined. */
  const reportInPages = async (id: string, first: number) => {
    const pages: string[] = []
    for (let after: number | null = 0; after !== null;) {
      const { data }: { data?: { inventoryUploadReport: { csv: string; next: number | null } } | null } =
        await server.gql(
          'query ($id: ID!, $after: Int, $first: Int) { inventoryUploadReport(id: $id, after: $after, first: $first) { csv next } }',
          { id, after, first },
          admin,
        )
      pages.push(data!.inventoryUploadReport.csv)
      after = data!.inventoryUploadReport.next
    }
    return pages.join('')
  }
  const undo = (uploadId: string) => run(UndoInventoryUploadDocument, { id: uploadId }, admin)
  const skuOf = async (product: TestProduct) => {
    const [row] = await server.database.db
      .select({ sku: products.sku })
      .from(products)
      .where(eq(products.id, product.id))
    return row!.sku
  }
  const stockOfSku = async (sku: string) => {
    const [row] = await server.database.db.select({ id: products.id }).from(products).where(eq(products.sku, sku))
    return stockOf(server.database.db, { id: row!.id, name: '', price: 0 })
  }

  it('sets back what the upload changed, leaves a row whose stock moved since, and says which', async () => {
    const [kept, moved, unchanged] = await Promise.all([
      insertProduct(server.database.db, 5, 10),
      insertProduct(server.database.db, 5, 20),
      insertProduct(server.database.db, 5, 30),
    ])
    const [keptSku, movedSku, unchangedSku] = await Promise.all([kept, moved, unchanged].map(skuOf))
    const newSku = `UNDO-NEW-${Date.now()}`
    await send(
      `sku,quantity,adjustment,name,price\n${keptSku},50,,,\n${movedSku},,5,,\n${unchangedSku},30,,,\n` +
        `${newSku},7,,Undo Test New,4.50\nNO-SUCH-UNDO-SKU,1,,,\n`,
      'undo-me.csv',
    )
    const upload = await uploadNamed('undo-me.csv')
    expect(upload).toMatchObject({ state: 'APPLIED', hasReport: true, canUndo: true, undoneAt: null })
    expect(await stockOf(server.database.db, moved)).toBe(25)

    const report = (await run(InventoryUploadReportDocument, { id: upload.id }, admin)).data!.inventoryUploadReport
    expect(report.next).toBeNull()
    expect(await reportInPages(upload.id, 2)).toBe(report.csv)
    expect(report.csv.split('\r\n')).toEqual([
      'row,sku,result,message',
      `2,${keptSku},applied,Row 2: stock set to 50 (was 10)`,
      `3,${movedSku},applied,Row 3: stock adjusted by 5 to 25 (was 20)`,
      `4,${unchangedSku},applied,Row 4: stock already 30`,
      `5,${newSku},applied,Row 5: product created with stock 7`,
      expect.stringMatching(/^6,NO-SUCH-UNDO-SKU,failed,Row 6: /),
      '',
    ])

    await run(
      AdjustInventoryDocument,
      { input: { productId: moved.id, adjustment: -1, reason: 'Sold at the till' } },
      admin,
    )
    const { data, errors } = await undo(upload.id)
    expect(errors).toBeUndefined()
    expect(data!.undoInventoryUpload).toMatchObject({
      restoredCount: 2,
      skippedCount: 1,
      skipped: [{ row: 3, sku: movedSku, reason: UNDO_MESSAGES.stockMoved(24, 25) }],
      message: UNDO_MESSAGES.done(2, 1),
    })
    expect(await stockOf(server.database.db, kept)).toBe(10)
    expect(await stockOf(server.database.db, moved)).toBe(24)
    expect(await stockOf(server.database.db, unchanged)).toBe(30)
    expect(await stockOfSku(newSku)).toBe(0)
    expect((await adjustmentsOf(server.database.db, kept)).at(-1)).toEqual({
      adjustment: -40,
      quantity_after: 10,
      reason: 'Undo of bulk upload undo-me.csv',
    })
    expect(await uploadNamed('undo-me.csv')).toMatchObject({
      state: 'UNDONE',
      canUndo: false,
      undoneBy: 'Ada Admin',
      undoneAt: expect.any(String),
    })
  })

  it('undoes an upload once, also when two people ask at the same moment', async () => {
    const product = await insertProduct(server.database.db, 5, 3)
    await send(`sku,quantity\n${await skuOf(product)},9\n`, 'twice.csv')
    const upload = await uploadNamed('twice.csv')
    const answers = await Promise.all([undo(upload.id), undo(upload.id)])
    expect(answers.filter((answer) => answer.data?.undoInventoryUpload.restoredCount === 1)).toHaveLength(1)
    const refused = answers.find((answer) => answer.errors)!
    expect(errorCode(refused)).toBe('CONFLICT')
    expect(refused.errors![0]!.message).toBe(UNDO_MESSAGES.alreadyUndone)
    expect(await stockOf(server.database.db, product)).toBe(3)
    expect(await adjustmentsOf(server.database.db, product)).toHaveLength(2)
  })

  it('refuses to undo an upload that applied nothing, and one that does not exist', async () => {
    await send('sku,quantity\nNO-SUCH-SKU-AT-ALL,4\n', 'nothing-applied.csv')
    const failed = await uploadNamed('nothing-applied.csv')
    expect(failed).toMatchObject({ state: 'FAILED', hasReport: true, canUndo: false })
    const refused = await undo(failed.id)
    expect(errorCode(refused)).toBe('CONFLICT')
    expect(refused.errors![0]!.message).toBe(UNDO_MESSAGES.notUndoable)
    const missing = await undo('00000000-0000-4000-8000-000000000000')
    expect(errorCode(missing)).toBe('NOT_FOUND')
    expect(errorCode(await undo('not an id'))).toBe('NOT_FOUND')
    const report = await run(InventoryUploadReportDocument, { id: 'not an id' }, admin)
    expect(errorCode(report)).toBe('NOT_FOUND')
  })

  const preview = (text: string, name: string) => previewCsv(server, admin, text, name)
  const readPreview = async (id: string, kind: UploadPreviewRowKind = 'ALL') =>
    (await run(InventoryUploadPreviewDocument, { id, kind }, admin)).data!.inventoryUploadPreview
  const apply = (id: string) => run(ApplyInventoryUploadDocument, { id }, admin)
  /** An order placed through createOrder, as the orders screen places it: it takes `quantity` of the product's stock. */
  const placeOrder = async (product: TestProduct, quantity: number) => {
    const customers = await run(OrderCustomersDocument, { term: 'casey' }, admin)
    const customer = customers.data!.orderCustomers.find((found) => found.email === 'customer@example.com')!
    const address = {
      fullName: 'Casey Customer',
      address1: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    }
    return run(
      CreateOrderDocument,
      {
        order: {
          customerId: customer.id,
          products: [{ id: product.id, quantity }],
          deliveryMethod: 'DELIVERY',
          paymentMethod: 'CREDIT_CARD',
          shippingAddress: address,
        },
      },
      admin,
    )
  }
  const historyCount = async () =>
    (await server.database.db.execute<{ n: number }>(sql`select count(*)::int as n from inventory_adjustments`))
      .rows[0]!.n

  it('previews without changing anything, then applies what it showed and skips a row an order took stock from since', async () => {
    const [dropped, moved] = await Promise.all([
      insertProduct(server.database.db, 5, 10),
      insertProduct(server.database.db, 5, 20),
    ])
    await server.database.db.execute(sql`update products set cost = 2 where id in (${dropped.id}, ${moved.id})`)
    const [droppedSku, movedSku] = await Promise.all([dropped, moved].map(skuOf))
    const newSku = `PREVIEW-NEW-${Date.now()}`
    const historyBefore = await historyCount()
    const id = await preview(
      `sku,quantity,adjustment,name,price\n${droppedSku},0,,,\n${movedSku},,5,,\n${newSku},7,,Preview New,4.50\n` +
        'NO-SUCH-PREVIEW-SKU,1,,,\n',
      'preview-me.csv',
    )

    expect(await stockOf(server.database.db, dropped)).toBe(10)
    expect(await stockOf(server.database.db, moved)).toBe(20)
    expect(await historyCount()).toBe(historyBefore)
    const [created] = await server.database.db.select().from(products).where(eq(products.sku, newSku))
    expect(created).toBeUndefined()
    const figures = await readPreview(id)
    expect(figures).toMatchObject({
      fileName: 'preview-me.csv',
      state: 'PREVIEWED',
      changing: 2,
      unchanged: 0,
      newProducts: 1,
      failing: 1,
      largeChanges: 1,
      unitsAdded: 12,
      unitsRemoved: 10,
      valueAtCost: -10,
    })
    expect(figures.rows.map(({ row, before, after, created }) => ({ row, before, after, created }))).toEqual([
      { row: 2, before: 10, after: 0, created: false },
      { row: 3, before: 20, after: 25, created: false },
      { row: 4, before: 0, after: 7, created: true },
      { row: 5, before: null, after: null, created: false },
    ])
    expect((await readPreview(id, 'LARGE')).rows).toEqual([expect.objectContaining({ row: 2, sku: droppedSku })])
    expect((await readPreview(id, 'NEW')).rows).toEqual([expect.objectContaining({ row: 4, name: 'Preview New' })])
    expect((await readPreview(id, 'FAILED')).rows[0]!.failure).toMatch(/^Row 5: /)

    const order = await placeOrder(moved, 1)
    expect(order.errors).toBeUndefined()
    expect(await stockOf(server.database.db, moved)).toBe(19)
    const { data, errors } = await apply(id)
    expect(errors).toBeUndefined()
    expect(data!.applyInventoryUpload).toMatchObject({ successCount: 2, failureCount: 2 })
    expect(data!.applyInventoryUpload.results.map((row) => row.message)).toEqual([
      `Row 3: ${PREVIEW_MESSAGES.changedSince(20, 19)}`,
      expect.stringMatching(/^Row 5: /),
    ])
    expect(await stockOf(server.database.db, dropped)).toBe(0)
    expect(await stockOf(server.database.db, moved)).toBe(19)
    expect((await adjustmentsOf(server.database.db, moved)).at(-1)).toMatchObject({
      adjustment: -1,
      quantity_after: 19,
    })
    expect(await stockOfSku(newSku)).toBe(7)
    expect(await uploadNamed('preview-me.csv')).toMatchObject({ state: 'APPLIED', canUndo: true })
    const again = await apply(id)
    expect(errorCode(again)).toBe('CONFLICT')
    expect(again.errors![0]!.message).toBe(PREVIEW_MESSAGES.notOpen)
  })

  it('writes one history row per changed row, exactly, each with an id of its own, for an apply, an upload and an undo', async () => {
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, index) => insertProduct(server.database.db, 5, index)),
    )
    const skus = await Promise.all(made.map(skuOf))
    // In turn: set a new quantity, add, take one away, and set the quantity it has (no change, no history).
    const wanted = made.map((_, index) => [index + 20, index + (index + 1), index - 1, index][index % 4]!)
    const cells = made.map((_, index) => [`${index + 20},`, `,${index + 1}`, ',-1', `${index},`][index % 4]!)
    const history = async (reason: string) =>
      (
        await server.database.db.execute<{
          id: string
          product_id: string
          adjustment: number
          quantity_after: number
        }>(
          sql`select id, product_id, adjustment, quantity_after from inventory_adjustments
            where reason = ${reason} and product_id in (${sql.join(
              made.map((product) => sql`${product.id}::uuid`),
              sql`, `,
            )}) order by product_id`,
        )
      ).rows
    const expected = (from: number[], to: number[]) =>
      made
        .map((product, index) => ({
          product_id: product.id,
          adjustment: to[index]! - from[index]!,
          quantity_after: to[index]!,
        }))
        .filter((row) => row.adjustment !== 0)
        .sort((a, b) => (a.product_id < b.product_id ? -1 : 1))
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    const checkIds = (rows: { id: string }[]) => {
      for (const row of rows) expect(row.id).toMatch(uuid)
      // One statement's rows ascend in product order (see historyIds).
      expect(rows.map((row) => row.id)).toEqual(rows.map((row) => row.id).sort())
    }
    const before = made.map((_, index) => index)

    const id = await preview(
      `sku,quantity,adjustment\n${skus.map((sku, index) => `${sku},${cells[index]}`).join('\n')}\n`,
      'exact-history.csv',
    )
    expect((await apply(id)).errors).toBeUndefined()
    const applied = await history('Bulk upload exact-history.csv')
    expect(applied.map(({ id: _, ...row }) => row)).toEqual(expected(before, wanted))
    checkIds(applied)
    for (const [index, product] of made.entries())
      expect(await stockOf(server.database.db, product)).toBe(wanted[index])

    const again = made.map((_, index) => index * 3)
    await send(`sku,quantity\n${skus.map((sku, index) => `${sku},${again[index]}`).join('\n')}\n`, 'exact-again.csv')
    const uploaded = await history('Bulk upload exact-again.csv')
    expect(uploaded.map(({ id: _, ...row }) => row)).toEqual(expected(wanted, again))
    checkIds(uploaded)
    expect(new Set([...applied, ...uploaded].map((row) => row.id)).size).toBe(applied.length + uploaded.length)

    const upload = await uploadNamed('exact-again.csv')
    expect((await undo(upload.id)).errors).toBeUndefined()
    const { rows: undone } = await server.database.db.execute<{ id: string; product_id: string; adjustment: number }>(
      sql`select id, product_id, adjustment from inventory_adjustments
        where product_id = ${made[2]!.id}::uuid order by created_at desc limit 1`,
    )
    expect(undone[0]).toMatchObject({ adjustment: wanted[2]! - again[2]! })
    expect(undone[0]!.id).toMatch(uuid)
    for (const [index, product] of made.entries())
      expect(await stockOf(server.database.db, product)).toBe(wanted[index])
  })

  it('answers every row of a preview and of its apply when asked for all of them, in row order', async () => {
    const product = await insertProduct(server.database.db, 5, 4)
    const sku = await skuOf(product)
    const newSku = `EVERY-ROW-${target}-${Date.now()}`
    const text = `sku,quantity,name,price,cost\n${sku},9,,,\nNO-SUCH-${newSku},-1,,,\n${newSku},3,Every Row,5,2\n`
    type EveryRow = { success: boolean; row: number; productId: string | null; message: string }
    const previewed = await server.upload<{
      previewInventoryUpload: { id: string; outcome: { successCount: number; results: EveryRow[] } }
    }>(
      'mutation ($file: Upload!) { previewInventoryUpload(file: $file) { id outcome { successCount results { success row productId message } } } }',
      {},
      { file: new File([text], 'every-row.csv', { type: 'text/csv' }) },
      admin,
    )
    const { id, outcome } = previewed.data!.previewInventoryUpload
    expect(outcome.successCount).toBe(2)
    expect(outcome.results.map(({ success, row, message }) => ({ success, row, message }))).toEqual([
      { success: true, row: 2, message: 'Row 2: stock set to 9 (was 4)' },
      { success: false, row: 3, message: expect.stringMatching(/^Row 3: /) },
      { success: true, row: 4, message: 'Row 4: product created with stock 3' },
    ])
    expect(outcome.results[0]!.productId).toBe(product.id)
    expect(outcome.results[2]!.productId).toBeNull()

    const applied = await server.gql<{ applyInventoryUpload: { successCount: number; results: EveryRow[] } }>(
      'mutation ($id: ID!) { applyInventoryUpload(id: $id) { successCount results { success row productId message } } }',
      { id },
      admin,
    )
    expect(applied.errors).toBeUndefined()
    const { results } = applied.data!.applyInventoryUpload
    expect(results.map(({ success, row, message }) => ({ success, row, message }))).toEqual(
      outcome.results.map(({ success, row, message }) => ({ success, row, message })),
    )
    expect(results[0]!.productId).toBe(product.id)
    expect(results[2]!.productId).toMatch(/^[0-9a-f-]{36}$/)
    expect(await stockOfSku(newSku)).toBe(3)
  })

  it('discards a preview, and refuses to apply a discarded or expired one', async () => {
    const product = await insertProduct(server.database.db, 5, 4)
    const sku = await skuOf(product)
    const discarded = await preview(`sku,quantity\n${sku},40\n`, 'discard-me.csv')
    expect((await run(DiscardInventoryUploadDocument, { id: discarded }, admin)).errors).toBeUndefined()
    expect(await uploadNamed('discard-me.csv')).toMatchObject({ state: 'DISCARDED', canUndo: false })
    expect(errorCode(await apply(discarded))).toBe('CONFLICT')

    const expired = await preview(`sku,quantity\n${sku},41\n`, 'expire-me.csv')
    await server.database.db.execute(
      sql`update inventory_uploads set finished_at = now() - interval '61 minutes' where id = ${expired}`,
    )
    expect(await uploadNamed('expire-me.csv')).toMatchObject({ state: 'EXPIRED' })
    expect(errorCode(await apply(expired))).toBe('CONFLICT')
    expect(await stockOf(server.database.db, product)).toBe(4)
  })
})
