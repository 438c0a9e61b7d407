import type { Db } from '@/server/db/client'
import type { InventoryUploadState } from '@/server/db/schema'
import { longTransaction } from '@/server/db/transaction'
import { conflict, notFound } from '@/server/errors'
import { claimUploadForUndo, markUploadUndone, uploadExists } from '@/server/repositories/inventory-upload-repository'
import {
  keptUploadRows,
  type KeptUploadRow,
  lockUploadStock,
  restoreUploadStock,
  skippedUndoRows,
  type SkippedUndoRow,
} from '@/server/repositories/upload-rows-repository'
import type { Viewer } from '@/server/auth/viewer'
import { uploadIdArgument } from '@/server/services/inventory/upload-id'
import { appliedRowMessage } from '@/server/services/inventory/upload-results'
import { csvLines } from '@/shared/csv'
import { UNDO_MESSAGES, UPLOAD_MESSAGES, UPLOAD_NOT_FOUND } from '@/shared/inventory-upload'
import { boundedCount } from '@/shared/paging'

/** States of an upload that applied rows: all of them, those before it was cancelled, or before it failed part-way. */
const UNDOABLE_STATES: ReadonlySet<InventoryUploadState> = new Set(['APPLIED', 'CANCELLED', 'FAILED'])

/** Whether an upload can be undone: it applied some of its kept rows and is not undone yet. */
export const isUndoable = (upload: { state: InventoryUploadState; hasApplied: boolean }) =>
  upload.hasApplied && UNDOABLE_STATES.has(upload.state)

/** Rows an undo's answer lists of those it left as they were; the count covers them all. */
const SKIPPED_LISTED = 100

/** Why an undo left a row as it was, for the person who asked for it. */
function skippedReason({ current, after }: SkippedUndoRow): string {
  return current === null ? UNDO_MESSAGES.productGone : UNDO_MESSAGES.stockMoved(current, after)
}

/**
 * Undoes an applied upload: every product it changed whose stock is still what the upload left goes back to the stock
 * the upload found, with a history row naming the undo; the others are left as they are and listed. An upload is
 * undone once; its record then reads UNDONE with who undid it and when.
 */
export async function undoUpload(db: Db, viewer: Viewer, uploadId: unknown) {
  const id = uploadIdArgument(uploadId)
  return longTransaction(db, async (tx) => {
    const upload = await claimUploadForUndo(tx, id)
    if (!upload) throw notFound(UPLOAD_NOT_FOUND)
    if (upload.state === 'UNDONE') throw conflict(UNDO_MESSAGES.alreadyUndone)
    if (!isUndoable(upload)) throw conflict(UNDO_MESSAGES.notUndoable)
    await lockUploadStock(tx, id)
    const skipped = await skippedUndoRows(tx, id, SKIPPED_LISTED)
    const reason = `Undo of bulk upload ${upload.fileName}`.slice(0, 200)
    const restoredCount = await restoreUploadStock(tx, id, reason, viewer.user.id)
    await markUploadUndone(tx, id, viewer.user.id)
    return {
      uploadId: id,
      restoredCount,
      message: UNDO_MESSAGES.done(restoredCount, skipped.total),
      skippedCount: skipped.total,
      skipped: skipped.rows.map((row) => ({ row: row.row, sku: row.sku, reason: skippedReason(row) })),
    }
  })
}

/** A kept row's result and message in the report: failed, not applied (its apply stopped first), or applied. */
function reportResult(row: KeptUploadRow): [string, string] {
  if (row.failure !== null) return ['failed', row.failure]
  if (row.pending) return ['not applied', UPLOAD_MESSAGES.notApplied(row.row)]
  return ['applied', appliedRowMessage({ ...row, before: row.before!, after: row.after! })]
}

/** Report rows a page holds at most, and by default: a million-row report is read 20 pages apart. */
const REPORT_PAGE_MAX = 50_000

const REPORT_HEADER = ['row', 'sku', 'result', 'message'] as const

/**
 * A page of an upload's kept rows as CSV (row, sku, result, message), in row order: the header on the first page
 * (after 0), then up to `first` rows after row `after`, and the row to read on from, null past the last one. Only one
 * page is ever held, so a report of a million rows costs the server no more than one of 50,000.
 */
export async function uploadReport(
  db: Db,
  uploadId: unknown,
  page: { after: number | null | undefined; first: number | null | undefined },
): Promise<{ csv: string; next: number | null }> {
  const id = uploadIdArgument(uploadId)
  if (!(await uploadExists(db, id))) throw notFound(UPLOAD_NOT_FOUND)
  const after = Math.max(0, Math.trunc(page.after ?? 0))
  const first = boundedCount(page.first, REPORT_PAGE_MAX, REPORT_PAGE_MAX)
  const rows = await keptUploadRows(db, id, after, first + 1)
  const lines = rows.slice(0, first).map((row) => [row.row, row.sku ?? '', ...reportResult(row)])
  return {
    csv: csvLines(after === 0 ? [REPORT_HEADER, ...lines] : lines),
    next: rows.length > first ? rows[first - 1]!.row : null,
  }
}
