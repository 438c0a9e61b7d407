import {
  ApplyInventoryUploadDocument,
  BulkInsertInventoryDocument,
  CancelInventoryUploadDocument,
  InventoryUploadReportDocument,
} from '@/gql/graphql'
import { products, stock } from '@/server/db/schema'
import { operationRunner } from './operations'
import type { TestServer } from './test-server'

/** Uploads a CSV through bulkInsertInventory (applied at once) as `token`'s user. */
export const uploadCsv = (server: TestServer, token: string, text: string, name: string) =>
  server.upload(
    String(BulkInsertInventoryDocument),
    { uploadId: null },
    { file: new File([text], name, { type: 'text/csv' }) },
    token,
  )

/** Previews a CSV through previewInventoryUpload as `token`'s user; the preview's id. */
export async function previewCsv(server: TestServer, token: string, text: string, name: string): Promise<string> {
  const answer = await server.upload<{ previewInventoryUpload: { id: string } }>(
    'mutation ($file: Upload!) { previewInventoryUpload(file: $file) { id } }',
    {},
    { file: new File([text], name, { type: 'text/csv' }) },
    token,
  )
  return answer.data!.previewInventoryUpload.id
}

/** `count` products of the test's own, SKUs `${prefix}-000` on in order, each with 5 in stock; their SKUs. */
export async function insertStockedSkus(server: TestServer, prefix: string, count: number): Promise<string[]> {
  const skus = Array.from({ length: count }, (_, index) => `${prefix}-${String(index).padStart(3, '0')}`)
  const inserted = await server.database.db
    .insert(products)
    .values(skus.map((sku) => ({ sku, name: `Item ${sku}`, price: 3 })))
    .returning({ id: products.id })
  await server.database.db.insert(stock).values(inserted.map(({ id }) => ({ productId: id, quantity: 5 })))
  return skus
}

/** An upload's report lines after the header (read as one page). */
export async function reportLines(server: TestServer, token: string, id: string): Promise<string[]> {
  const { data } = await operationRunner(server)(InventoryUploadReportDocument, { id }, token)
  return data!.inventoryUploadReport.csv.trimEnd().split('\r\n').slice(1)
}

/**
 * A gate for a test server's preview applies (its `beforeApplyBatch`): the first batch of each apply starts, every
 * other waits until the gate opens, so that a test can cancel an apply at a batch boundary whatever the machine's pace.
 */
export function applyBatchGate() {
  let open = () => {}
  let opened = Promise.resolve()
  let started = 0
  return {
    beforeApplyBatch: async () => {
      started += 1
      if (started > 1) await opened
    },
    /** Closes the gate behind the next apply's first batch. */
    close() {
      started = 0
      opened = new Promise((resolve) => (open = resolve))
    },
    open: () => open(),
  }
}

/**
 * Applies a preview and cancels the apply once its first batch is committed (its first row then reads applied in the
 * report, the others still pending), the later batches held at `gate` till the cancel is in: the server must apply a
 * few rows a batch. The apply's answer and the cancel's.
 */
export async function applyThenCancel(
  server: TestServer,
  token: string,
  id: string,
  gate: ReturnType<typeof applyBatchGate>,
) {
  const run = operationRunner(server)
  gate.close()
  const applying = run(ApplyInventoryUploadDocument, { id }, token)
  while (!(await reportLines(server, token, id)).some((line) => line.includes(',applied,'))) {
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  const cancel = await run(CancelInventoryUploadDocument, { id }, token)
  gate.open()
  return { apply: await applying, cancel }
}
