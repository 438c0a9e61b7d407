import type { Db } from '@/server/db/client'
import { transaction } from '@/server/db/transaction'
import { conflict, notFound } from '@/server/errors'
import { claimUploadForUndo, markUploadUndone, uploadExists } from '@/server/repositories/inventory-upload-repository'
import { allowLongStatements } from '@/server/repositories/stock-upload-repository'
import {
  keptUploadRows,
  lockUploadStock,
  restoreUploadStock,
  skippedUndoRows,
  type SkippedUndoRow,
} from '@/server/repositories/upload-rows-repository'
import type { Viewer } from '@/server/auth/viewer'
import { uploadIdArgument } from '@/server/services/inventory/upload-id'
import { appliedRowMessage } from '@/server/services/inventory/upload-results'
import { toCsv } from '@/shared/csv'
import { UNDO_MESSAGES, UPLOAD_NOT_FOUND } from '@/shared/inventory-upload'

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
  return transaction(db, async (tx) => {
    const upload = await claimUploadForUndo(tx, id)
    if (!upload) throw notFound(UPLOAD_NOT_FOUND)
    if (upload.state === 'UNDONE') throw conflict(UNDO_MESSAGES.alreadyUndone)
    if (upload.state !== 'APPLIED' || !upload.hasRows) throw conflict(UNDO_MESSAGES.notUndoable)
    await allowLongStatements(tx)
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

/** Kept rows read per statement while a report is written. */
const REPORT_CHUNK = 50_000

/** Every kept row of an upload as CSV (row, sku, result, message), in row order; only the header when none was kept. */
export async function uploadReport(db: Db, uploadId: unknown): Promise<string> {
  const id = uploadIdArgument(uploadId)
  if (!(await uploadExists(db, id))) throw notFound(UPLOAD_NOT_FOUND)
  const lines: (readonly unknown[])[] = []
  for (let after = 0, chunk = await keptUploadRows(db, id, after, REPORT_CHUNK); chunk.length;) {
    for (const row of chunk) {
      const applied = row.failure === null
      const message = applied ? appliedRowMessage({ ...row, before: row.before!, after: row.after! }) : row.failure
      lines.push([row.row, row.sku ?? '', applied ? 'applied' : 'failed', message])
    }
    after = chunk.at(-1)!.row
    chunk = await keptUploadRows(db, id, after, REPORT_CHUNK)
  }
  return toCsv(['row', 'sku', 'result', 'message'], lines)
}
