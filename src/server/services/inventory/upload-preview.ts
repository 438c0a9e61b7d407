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
 * Rows a preview's apply commits at a time: a cancel takes effect within a batch or two (a few seconds), a million rows
 * take 20 commits, and 100,000 rows are two batches, written side by side (UPLOAD_APPLY_LANES).
 */
export const UPLOAD_APPLY_BATCH_ROWS = 50_000

/**
 * Batches a preview's apply runs side by side on PostgreSQL: two keep both cores of a small server busy (the stock
 * writes are the database's CPU work); PGlite has one connection, and runs them one by one.
 */
export const UPLOAD_APPLY_LANES = 2

/**
 * Applies a preview as it was shown, a batch of `applyBatchRows` rows at a time, each batch in a transaction of its own
 * and up to `applyLanes` batches side by side (each on a connection, and a core, of its own): its rows are staged again
 * from what the preview kept, new products created, and once the stock is locked every row whose product is no longer
 * as the preview found it (its stock moved, or someone created the product) is skipped and reported, never
 * overwritten; the others are applied as an upload is, and the kept rows say which. Batches start in row order; once
 * one commits after someone cancelled the apply (cancelInventoryUpload) no other starts, the ones running finish, and
 * the record reads CANCELLED with the rows not reached still pending (not applied). Otherwise the record becomes the
 * upload's (APPLIED, or FAILED when nothing applied); on an error before any batch committed it is an open preview
 * again, after one FAILED with what it applied.
 */
export async function applyPreview(
  services: {
    db: Db
    log: FastifyBaseLogger
    uploadProgress: UploadProgressHub
    applyBatchRows: number
    applyLanes: number
    beforeApplyBatch?: () => Promise<void>
  },
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
        let shown = 0
        const step = (stage: string, percent: number) => {
          shown = Math.max(shown, percent)
          progress.report({ stage, percent: shown, processedRows: doneRows, processedBytes: 0, totalRows })
        }
        const cancelled = await inLanes(batches, services.applyLanes, async (range) => {
          await services.beforeApplyBatch?.()
          const share = (percent: number) => Math.round(((doneRows + (range.rows * percent) / 100) / totalRows) * 99)
          const done = await longTransaction(db, (tx) =>
            applyBatch(tx, { id, range, actor, reason, step: (stage, percent) => step(stage, share(percent)) }),
          )
          results.merge(done.batch)
          committed += 1
          doneRows += range.rows
          // PGlite answers in microtasks: without a turn of the event loop no request (a cancel) is read till the end.
          await setImmediatePromise()
          return done.cancelled
        })
        if (cancelled && doneRows < totalRows) {
          step('Cancelled', 100)
          return { ...uploadOutcome(results, 'apply', totalRows - doneRows), loadApplied }
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
 * Runs `work` for each item in order, up to `lanes` at a time, until one says to stop (true) or fails: no item starts
 * after that, the running ones finish. Whether one said to stop; the first failure, once all have finished.
 */
async function inLanes<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<boolean>): Promise<boolean> {
  let next = 0
  let stopped = false
  let failed = false
  const lane = async () => {
    while (!stopped && !failed && next < items.length) {
      const item = items[next++]!
      try {
        if (await work(item)) stopped = true
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  const settled = await Promise.allSettled(Array.from({ length: Math.max(1, lanes) }, lane))
  const failure = settled.find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
  return stopped
}

/**
 * One batch of a preview's apply, in its transaction: staged, applied (see applyStaged), its outcomes written onto the
 * kept rows and into the record (see recordBatch). Its rows' results, and whether someone asked to cancel meanwhile.
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
    successCount: batch.successCount,
    failureCount: batch.failureCount,
    range: job.range,
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
