import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod/mini'
import type { Db } from '@/server/db/client'
import { transaction } from '@/server/db/transaction'
import { conflict, notFound } from '@/server/errors'
import { parseArgument } from '@/server/parse-input'
import {
  claimOpenPreview,
  findUploadRecord,
  forgetExpiredPreviews,
} from '@/server/repositories/inventory-upload-repository'
import {
  analyzeStaged,
  createStagingTable,
  forgetUploadRows,
  keepUploadRows,
  previewFailures,
  removeChangedSincePreview,
  restagePreview,
} from '@/server/repositories/stock-upload-repository'
import { previewRows, previewSummary, type PreviewRowKind } from '@/server/repositories/upload-rows-repository'
import type { Viewer } from '@/server/auth/viewer'
import { applyStaged, keepingRecord, uploadActor, uploadOutcome } from '@/server/services/inventory/inventory-upload'
import { uploadIdArgument } from '@/server/services/inventory/upload-id'
import { uploadProgressReporter, type UploadProgressHub } from '@/server/services/inventory/upload-progress'
import { UploadResults } from '@/server/services/inventory/upload-results'
import { inUploadSlot } from '@/server/services/inventory/upload-slots'
import { recordId } from '@/shared/input-bounds'
import { boundedCount } from '@/shared/paging'
import { LARGE_CHANGE_SHARE, PREVIEW_MESSAGES, UPLOAD_NOT_FOUND } from '@/shared/inventory-upload'
import { numericToAmount } from '@/shared/money'

/**
 * Applies a preview as it was shown: its rows are staged again from what it kept, new products created, and once the
 * stock is locked every row whose product is no longer as the preview found it (its stock moved, or someone created
 * the product) is skipped and reported, never overwritten; the others are applied as an upload is. The preview's
 * record becomes the upload's (APPLIED, or FAILED when nothing applied); on an error it stays an open preview.
 */
export async function applyPreview(
  services: { db: Db; log: FastifyBaseLogger; uploadProgress: UploadProgressHub },
  viewer: Viewer,
  previewId: unknown,
  progressId: string | null | undefined,
) {
  const id = uploadIdArgument(previewId)
  const progress = uploadProgressReporter(services.uploadProgress, {
    uploadId: parseArgument('uploadId', z.nullish(recordId('Upload id')), progressId),
    userId: viewer.user.id,
    totalBytes: 0,
  })
  try {
    return await inUploadSlot(async () => {
      const fileName = await claimOpenPreview(services.db, id, 'RUNNING')
      if (fileName === null) throw conflict(PREVIEW_MESSAGES.notOpen)
      const actor = uploadActor(viewer)
      const reason = `Bulk upload ${fileName}`.slice(0, 200)
      const step = (stage: string, percent: number) =>
        progress.report({ stage, percent, processedRows: 0, processedBytes: 0, totalRows: null })
      const states = { done: 'APPLIED', onError: 'PREVIEWED' } as const
      const outcome = await keepingRecord(services, id, states, async () => {
        const results = await transaction(services.db, async (tx) => {
          const results = new UploadResults()
          for (const row of await previewFailures(tx, id)) results.failWith(row.row, row.sku, row.failure)
          await createStagingTable(tx)
          await restagePreview(tx, id)
          await analyzeStaged(tx)
          const whenLocked = async () => {
            for (const row of await removeChangedSincePreview(tx, id)) {
              results.fail(row.row, row.sku, PREVIEW_MESSAGES.changedSince(row.before, row.current))
            }
          }
          await applyStaged(tx, { actor, results, reason, step, whenLocked })
          await forgetUploadRows(tx, id)
          await keepUploadRows(tx, id, results.failed())
          return results
        })
        step('Done', 100)
        return uploadOutcome(results, 'apply')
      })
      return { ...outcome, recordId: id }
    })
  } finally {
    progress.finish()
  }
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
