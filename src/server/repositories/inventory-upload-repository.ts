import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { inventoryUploads, users, type InventoryUploadState } from '@/server/db/schema'

/** A RUNNING upload whose process has not touched its heartbeat for this long died with it. */
const UPLOAD_STALE_AFTER_SECONDS = 30

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
    state: Exclude<InventoryUploadState, 'RUNNING'>
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
 * The newest uploads. One still RUNNING whose heartbeat is older than UPLOAD_STALE_AFTER_SECONDS reads as
 * INTERRUPTED: its process died (killed, crashed, restarted) and its transaction rolled back with it. This needs no
 * clean-up at start-up, so it holds with any number of server processes, each heartbeating its own uploads.
 */
export async function recentUploads(db: Db, limit: number) {
  const stale = sql`${inventoryUploads.state} = 'RUNNING'
    and ${inventoryUploads.heartbeatAt} < now() - ${UPLOAD_STALE_AFTER_SECONDS} * interval '1 second'`
  const rows = await db
    .select({
      upload: inventoryUploads,
      interrupted: sql<boolean>`${stale}`,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(inventoryUploads)
    .leftJoin(users, eq(users.id, inventoryUploads.uploadedById))
    .orderBy(desc(inventoryUploads.startedAt), desc(inventoryUploads.id))
    .limit(limit)
  return rows.map(({ upload, interrupted, firstName, lastName }) => ({
    ...upload,
    state: interrupted ? ('INTERRUPTED' as const) : upload.state,
    finishedAt: interrupted ? upload.heartbeatAt : upload.finishedAt,
    uploadedBy: firstName === null ? null : `${firstName} ${lastName}`.trim(),
  }))
}
