import { setImmediate as setImmediatePromise } from 'node:timers/promises'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod/mini'
import type { Db, Tx } from '@/server/db/client'
import { longTransaction } from '@/server/db/transaction'
import { conflict, notFound } from '@/server/errors'
import { parseArgument } from '@/server/parse-input'
import {
  claimOpenPreview,
  findUploadRecord,
  forgetExpiredPreviews,
  recordBatch,
  requestCancel,
} from '@/server/repositories/inventory-upload-repository'
import {
  analyzeStaged,
  createStagingTable,
  keepBatchFailures,
  pendingBatches,
  previewFailures,
  lockPreviewedStock,
  restagePreview,
  type RowRange,
} from '@/server/repositories/stock-upload-repository'
import { previewRows, previewSummary, type PreviewRowKind } from '@/server/repositories/upload-rows-repository'
import type { Viewer } from '@/server/auth/viewer'
import {
  applyStaged,
  keepingRecord,
  keptRowsLoader,
  uploadActor,
  uploadOutcome,
  type UploadActor,
} from '@/server/services/inventory/inventory-upload'
import type { StagedStockLock } from '@/server/services/inventory/stock-ledger'
import { uploadIdArgument } from '@/server/services/inventory/upload-id'
import { uploadProgressReporter, type UploadProgressHub } from '@/server/services/inventory/upload-progress'
import { UploadResults } from '@/server/services/inventory/upload-results'
import { inUploadSlot } from '@/server/services/inventory/upload-slots'
import { recordId } from '@/shared/input-bounds'
import { boundedCount } from '@/shared/paging'
import { LARGE_CHANGE_SHARE, PREVIEW_MESSAGES, UPLOAD_NOT_FOUND } from '@/shared/inventory-upload'
import { numericToAmount } from '@/shared/money'

/**
 * Rows a preview's apply commits at a time: a cancel takes effect within one batch (a few seconds), and a million rows
 * take 10 commits, each batch reading the stock and products tables once.
 */
export const UPLOAD_APPLY_BATCH_ROWS = 100_000

/**
 * Applies a preview as it was shown, a batch of `applyBatchRows` rows at a time, each batch in a transaction of its own:
 * its rows are staged again from what the preview kept, new products created, and once the stock is locked every row
 * whose product is no longer as the preview found it (its stock moved, or someone created the product) is skipped and
 * reported, never overwritten; the others are applied as an upload is, and the kept rows say which. After each batch
 * commits the apply stops if someone cancelled it (cancelInventoryUpload): the record reads CANCELLED and the rows not
 * reached stay pending (not applied). Otherwise the record becomes the upload's (APPLIED, or FAILED when nothing
 * applied); on an error before any batch committed it is an open preview again, after one FAILED with what it applied.
 */
export async function applyPreview(
  services: { db: Db; log: FastifyBaseLogger; uploadProgress: UploadProgressHub; applyBatchRows: number },
  viewer: Viewer,
  previewId: unknown,
  progressId: string | null | undefined,
) {
  const { db } = services
  const id = uploadIdArgument(previewId)
  const progress = uploadProgressReporter(services.uploadProgress, {
    uploadId: parseArgument('uploadId', z.nullish(recordId('Upload id')), progressId),
    userId: viewer.user.id,
    totalBytes: 0,
  })
  try {
    return await inUploadSlot(async () => {
      const fileName = await claimOpenPreview(db, id, 'RUNNING')
      if (fileName === null) throw conflict(PREVIEW_MESSAGES.notOpen)
      const actor = uploadActor(viewer)
      const reason = `Bulk upload ${fileName}`.slice(0, 200)
      let committed = 0
      const states = { done: 'APPLIED', onError: () => (committed > 0 ? 'FAILED' : 'PREVIEWED') } as const
      const outcome = await keepingRecord(services, id, states, async () => {
        const results = new UploadResults()
        const loadApplied = keptRowsLoader(db, id, results, false)
        for (const row of await previewFailures(db, id)) results.failWith(row.row, row.sku, row.failure)
        const batches = await pendingBatches(db, id, services.applyBatchRows)
        const totalRows = batches.reduce((sum, batch) => sum + batch.rows, 0)
        let doneRows = 0
        const step = (stage: string, percent: number) =>
          progress.report({ stage, percent, processedRows: doneRows, processedBytes: 0, totalRows })
        for (const range of batches) {
          const share = (percent: number) => Math.round(((doneRows + (range.rows * percent) / 100) / totalRows) * 99)
          const { batch, cancelled } = await longTransaction(db, (tx) =>
            applyBatch(
              tx,
              { id, range, actor, reason, step: (stage, percent) => step(stage, share(percent)) },
              results,
            ),
          )
          results.merge(batch)
          committed += 1
          doneRows += range.rows
          // PGlite answers in microtasks: without a turn of the event loop no request (a cancel) is read till the end.
          await setImmediatePromise()
          if (cancelled && doneRows < totalRows) {
            step('Cancelled', 100)
            return { ...uploadOutcome(results, 'apply', totalRows - doneRows), loadApplied }
          }
        }
        step('Done', 100)
        return { ...uploadOutcome(results, 'apply'), loadApplied }
      })
      return { ...outcome, recordId: id }
    })
  } finally {
    progress.finish()
  }
}

/**
 * One batch of a preview's apply, in its transaction: staged, applied (see applyStaged), its outcomes written onto the
 * kept rows and the record's counts, with `before` the rows of the batches committed before it. Its rows' results,
 * and whether someone asked to cancel meanwhile.
 */
async function applyBatch(
  tx: Tx,
  job: {
    id: string
    range: RowRange
    actor: UploadActor
    reason: string
    step: (stage: string, percent: number) => void
  },
  before: UploadResults,
) {
  const batch = new UploadResults()
  await createStagingTable(tx)
  await restagePreview(tx, job.id, job.range)
  await analyzeStaged(tx)
  const lock: StagedStockLock = async (sources, count) => {
    for (const row of await lockPreviewedStock(tx, sources, count)) {
      batch.fail(row.row, row.sku, PREVIEW_MESSAGES.changedSince(row.before, row.current))
    }
  }
  await applyStaged(tx, { ...job, results: batch, lock, preview: { id: job.id, range: job.range } })
  await keepBatchFailures(tx, job.id, batch.failed())
  const cancelled = await recordBatch(tx, job.id, {
    successCount: before.successCount + batch.successCount,
    failureCount: before.failureCount + batch.failureCount,
    appliedThrough: job.range.last,
  })
  return { batch, cancelled }
}

/** Asks a running apply to stop at its next batch boundary; refused when no apply of that id is running. */
export async function cancelApply(db: Db, uploadId: unknown) {
  const id = uploadIdArgument(uploadId)
  if (!(await requestCancel(db, id))) throw conflict(PREVIEW_MESSAGES.notRunning)
  return id
}

/** Discards an open preview: nothing was applied, and its rows are forgotten. */
export async function discardPreview(db: Db, previewId: unknown) {
  const id = uploadIdArgument(previewId)
  if ((await claimOpenPreview(db, id, 'DISCARDED')) === null) throw conflict(PREVIEW_MESSAGES.notOpen)
  await forgetExpiredPreviews(db)
  return id
}

/** A preview's figures and, asked for a kind at a time, its rows. */
export async function readPreview(db: Db, previewId: unknown, share: number | null | undefined) {
  const id = uploadIdArgument(previewId)
  const record = await findUploadRecord(db, id)
  if (!record) throw notFound(UPLOAD_NOT_FOUND)
  const largeShare = share ?? LARGE_CHANGE_SHARE
  const summary = await previewSummary(db, id, largeShare)
  return {
    id,
    fileName: record.upload.fileName,
    state: record.expired ? ('EXPIRED' as const) : record.upload.state,
    totalRows: record.upload.totalRows,
    expiresAt: record.expiresAt,
    changing: summary.changing,
    unchanged: summary.unchanged,
    newProducts: summary.new_products,
    failing: summary.failing,
    largeChanges: summary.large_changes,
    unitsAdded: summary.units_added,
    unitsRemoved: summary.units_removed,
    valueAtCost: numericToAmount(summary.value_at_cost),
    rows: (kind: PreviewRowKind, afterRow: number, first: number | null | undefined) =>
      previewRows(db, id, { kind, share: largeShare, afterRow, limit: boundedCount(first, 50, 100) }),
  }
}
