import { desc, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '@/server/db/client'
import { inventoryUploads, users, type InventoryUploadState } from '@/server/db/schema'
import { keptRowPending } from '@/server/repositories/kept-row-pending'
import { PREVIEW_KEPT_MINUTES } from '@/shared/inventory-upload'

/** Whether the upload's rows were kept (see inventory_upload_rows): uploads from before that have none. */
const hasKeptRows = sql<boolean>`exists (select 1 from inventory_upload_rows r where r.upload_id = ${inventoryUploads.id})`

/** Whether a kept row `r` of the upload in the statement is not applied yet (see keptRowPending). */
const rowPending = keptRowPending(sql`${inventoryUploads.appliedRows}`)

/** Whether the upload applied any of its kept rows: the rows an undo would set back. */
const hasAppliedRows = sql<boolean>`exists (
  select 1 from inventory_upload_rows r
  where r.upload_id = ${inventoryUploads.id} and r.failure is null and not ${rowPending})`

/** The name of whoever undid the upload, as it is now. */
const undoneBy = sql<string | null>`(
  select trim(u.first_name || ' ' || u.last_name) from users u where u.id = ${inventoryUploads.undoneById})`

/** A RUNNING upload whose process has not touched its heartbeat for this long died with it. */
const UPLOAD_STALE_AFTER_SECONDS = 30

/** A preview not applied within this long reads as EXPIRED and can no longer be applied. */
const previewExpired = sql`${inventoryUploads.state} = 'PREVIEWED'
  and ${inventoryUploads.finishedAt} < now() - ${PREVIEW_KEPT_MINUTES} * interval '1 minute'`

export async function startUploadRecord(
  db: Db,
  values: { uploadedById: string; fileName: string; sizeBytes: number },
): Promise<string> {
  const [row] = await db.insert(inventoryUploads).values(values).returning({ id: inventoryUploads.id })
  return row!.id
}

/** Updates a running upload (heartbeat, row count); a finished or interrupted one stays as it is. */
export async function touchUploadRecord(db: Db, id: string, values: { totalRows?: number } = {}): Promise<void> {
  await db
    .update(inventoryUploads)
    .set({ ...values, heartbeatAt: sql`now()` })
    .where(sql`${inventoryUploads.id} = ${id} and ${inventoryUploads.state} = 'RUNNING'`)
}

export async function finishUploadRecord(
  db: Db,
  id: string,
  values: {
    state: Exclude<InventoryUploadState, 'RUNNING' | 'UNDONE'>
    totalRows?: number
    successCount?: number
    failureCount?: number
    message?: string
  },
): Promise<void> {
  await db
    .update(inventoryUploads)
    .set({ ...values, finishedAt: sql`now()`, heartbeatAt: sql`now()` })
    .where(eq(inventoryUploads.id, id))
}

/**
 * Uploads newest first, up to `limit` of them after the upload `after` (keyset on when they started, then id), from
 * the newest when `after` is null. One still RUNNING whose heartbeat is older than UPLOAD_STALE_AFTER_SECONDS reads as
 * INTERRUPTED: its process died (killed, crashed, restarted) and its open transaction rolled back with it. This needs
 * no clean-up at start-up, so it holds with any number of server processes, each heartbeating its own uploads.
 */
export async function uploadsPage(db: Db, after: string | null, limit: number) {
  const stale = sql`${inventoryUploads.state} = 'RUNNING'
    and ${inventoryUploads.heartbeatAt} < now() - ${UPLOAD_STALE_AFTER_SECONDS} * interval '1 second'`
  const rows = await db
    .select({
      upload: inventoryUploads,
      interrupted: sql<boolean>`${stale}`,
      expired: sql<boolean>`${previewExpired}`,
      hasRows: hasKeptRows,
      hasApplied: hasAppliedRows,
      undoneBy,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(inventoryUploads)
    .leftJoin(users, eq(users.id, inventoryUploads.uploadedById))
    .where(
      after === null
        ? undefined
        : sql`(${inventoryUploads.startedAt}, ${inventoryUploads.id}) <
            (select a.started_at, a.id from inventory_uploads a where a.id = ${after}::uuid)`,
    )
    .orderBy(desc(inventoryUploads.startedAt), desc(inventoryUploads.id))
    .limit(limit)
  return rows.map(({ upload, interrupted, expired, hasRows, hasApplied, undoneBy, firstName, lastName }) => ({
    ...upload,
    hasRows,
    hasApplied,
    undoneBy,
    state: interrupted ? ('INTERRUPTED' as const) : expired ? ('EXPIRED' as const) : upload.state,
    finishedAt: interrupted ? upload.heartbeatAt : upload.finishedAt,
    uploadedBy: firstName === null ? null : `${firstName} ${lastName}`.trim(),
  }))
}

/** An upload's record locked for an undo (FOR UPDATE), with whether it applied kept rows; null when there is none. */
export async function claimUploadForUndo(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      state: inventoryUploads.state,
      fileName: inventoryUploads.fileName,
      hasApplied: hasAppliedRows,
    })
    .from(inventoryUploads)
    .where(eq(inventoryUploads.id, id))
    .for('update')
  return row ?? null
}

export async function markUploadUndone(tx: Tx, id: string, actorId: string): Promise<void> {
  await tx
    .update(inventoryUploads)
    .set({ state: 'UNDONE', undoneAt: sql`now()`, undoneById: actorId })
    .where(eq(inventoryUploads.id, id))
}

export async function uploadExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: inventoryUploads.id }).from(inventoryUploads).where(eq(inventoryUploads.id, id))
  return row !== undefined
}

/**
 * Claims a preview for its apply: an open one (PREVIEWED, not expired) becomes RUNNING with a fresh heartbeat, so that
 * no one else applies or discards it meanwhile. Its file name, or null when there is no open preview by that id.
 */
export async function claimOpenPreview(db: Db, id: string, state: 'RUNNING' | 'DISCARDED'): Promise<string | null> {
  const [row] = await db
    .update(inventoryUploads)
    .set({ state, heartbeatAt: sql`now()`, ...(state === 'DISCARDED' ? { finishedAt: sql`now()` } : {}) })
    .where(sql`${inventoryUploads.id} = ${id} and ${inventoryUploads.state} = 'PREVIEWED' and not (${previewExpired})`)
    .returning({ fileName: inventoryUploads.fileName })
  return row?.fileName ?? null
}

/**
 * Records a batch of an apply, in its transaction: its rows applied and refused added to the counts, its row range
 * (after `range.after` up to `range.last`) to the applied rows, and a heartbeat. Batches side by side take turns here,
 * on the record's row lock, as they commit. Whether someone asked to cancel the apply meanwhile (see requestCancel).
 */
export async function recordBatch(
  tx: Tx,
  id: string,
  batch: { successCount: number; failureCount: number; range: { after: number; last: number } },
): Promise<boolean> {
  const [row] = await tx
    .update(inventoryUploads)
    .set({
      // Counted from the first batch on (the preview's figure was the rows it would apply); refused rows add to its.
      successCount: sql`case when isempty(${inventoryUploads.appliedRows}) then 0 else ${inventoryUploads.successCount} end + ${batch.successCount}`,
      failureCount: sql`${inventoryUploads.failureCount} + ${batch.failureCount}`,
      appliedRows: sql`${inventoryUploads.appliedRows} + int4multirange(int4range(${batch.range.after}::int, ${batch.range.last}::int, '(]'))`,
      heartbeatAt: sql`now()`,
    })
    .where(eq(inventoryUploads.id, id))
    .returning({ cancelled: sql<boolean>`${inventoryUploads.cancelRequestedAt} is not null` })
  return row?.cancelled ?? false
}

/**
 * Asks a running apply to stop after the batch it is in (an apply has pending rows; a file being read has none kept
 * yet). False when no apply of that id is running.
 */
export async function requestCancel(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(inventoryUploads)
    .set({ cancelRequestedAt: sql`now()` })
    .where(
      sql`${inventoryUploads.id} = ${id} and ${inventoryUploads.state} = 'RUNNING' and exists (
        select 1 from inventory_upload_rows r
        where r.upload_id = ${inventoryUploads.id} and ${rowPending})`,
    )
    .returning({ id: inventoryUploads.id })
  return rows.length > 0
}

/**
 * Opens again a preview whose apply failed before it changed anything: only its state goes back, so that its expiry
 * still counts from when it was previewed.
 */
export async function reopenPreview(db: Db, id: string): Promise<void> {
  await db
    .update(inventoryUploads)
    .set({ state: 'PREVIEWED', heartbeatAt: sql`now()` })
    .where(eq(inventoryUploads.id, id))
}

/** Forgets the rows of previews that expired, or were discarded, without being applied. */
export async function forgetExpiredPreviews(db: Db): Promise<void> {
  await db.execute(sql`
    delete from inventory_upload_rows where upload_id in (
      select id from inventory_uploads where ${previewExpired} or state = 'DISCARDED')`)
}

/** A preview's record with when it expires; null when there is none by that id. */
export async function findUploadRecord(db: Db, id: string) {
  const [row] = await db
    .select({
      upload: inventoryUploads,
      expired: sql<boolean>`${previewExpired}`,
      expiresAt: sql<string>`${inventoryUploads.finishedAt} + ${PREVIEW_KEPT_MINUTES} * interval '1 minute'`,
    })
    .from(inventoryUploads)
    .where(eq(inventoryUploads.id, id))
  return row ?? null
}
