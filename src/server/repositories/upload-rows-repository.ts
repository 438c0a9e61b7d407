import { sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '@/server/db/client'
import { pendingIn } from '@/server/repositories/kept-row-pending'
import { lockStockRows, stockWriteStatement, type EntrySource } from '@/server/repositories/stock-ledger-repository'

/** A kept row of an upload (see inventory_upload_rows): the stock it found and left, or why it was refused. */
export type KeptUploadRow = {
  row: number
  sku: string | null
  before: number | null
  after: number | null
  adjustment: number | null
  created: boolean
  failure: string | null
  /** Not applied: its apply was cancelled, failed or interrupted before it (or the upload is a preview). */
  pending: boolean
}

/** A row an undo left as it is: its product is gone or archived, or its stock moved since the upload. */
export type SkippedUndoRow = {
  row: number
  sku: string | null
  /** The product's stock now; null when the product is gone or archived. */
  current: number | null
  after: number
}

/** The upload's rows that changed stock, with their product as it is now (live products only). */
const changedRows = (uploadId: string) => sql`
  select r.row_no, r.sku, r.product_id, r.before, r.after, s.quantity as current
  from inventory_upload_rows r
  left join products p on p.id = r.product_id and p.archived_at is null
  left join stock s on s.product_id = p.id
  where r.upload_id = ${uploadId}::uuid and r.failure is null and not ${pendingIn(uploadId)} and r.before <> r.after`

/** Locks the stock of every product the upload changed, in the global lock order. */
export async function lockUploadStock(tx: Tx, uploadId: string): Promise<void> {
  const everyProduct: EntrySource = sql`
    select c.product_id, null::int as set_to, null::int as add_by from (${changedRows(uploadId)}) c
    where c.current is not null`
  await lockStockRows(tx, everyProduct)
}

/** The rows an undo cannot restore (see SkippedUndoRow), the first `limit` in row order, and how many in all. */
export async function skippedUndoRows(
  tx: Tx,
  uploadId: string,
  limit: number,
): Promise<{ rows: SkippedUndoRow[]; total: number }> {
  const skipped = sql`select * from (${changedRows(uploadId)}) c where c.current is distinct from c.after`
  const [{ rows }, { rows: count }] = await Promise.all([
    tx.execute<SkippedUndoRow>(sql`
      select row_no as row, sku, current, after from (${skipped}) s order by row_no limit ${limit}`),
    tx.execute<{ total: number }>(sql`select count(*)::int as total from (${skipped}) s`),
  ])
  return { rows, total: count[0]!.total }
}

/**
 * Sets each product the upload changed back to the stock it found, where the stock is still what the upload left;
 * writes a history row per change. Returns how many products were restored.
 */
export async function restoreUploadStock(tx: Tx, uploadId: string, reason: string, actorId: string): Promise<number> {
  const restorable: EntrySource = sql`
    select c.product_id, c.before as set_to, null::int as add_by from (${changedRows(uploadId)}) c
    where c.current = c.after`
  const { rows } = await tx.execute<{ restored: number }>(
    stockWriteStatement(restorable, reason, actorId, sql`select count(*)::int as restored from recorded`),
  )
  return rows[0]!.restored
}

/** Up to `limit` kept rows of an upload after row `afterRow`, in row order. */
export async function keptUploadRows(
  db: Db,
  uploadId: string,
  afterRow: number,
  limit: number,
): Promise<KeptUploadRow[]> {
  const { rows } = await db.execute<KeptUploadRow>(sql`
    select row_no as row, sku, before, after, adjustment, created, failure, ${pendingIn(uploadId)} as pending
    from inventory_upload_rows r
    where upload_id = ${uploadId}::uuid and row_no > ${afterRow}
    order by row_no limit ${limit}`)
  return rows
}

/** A row of a preview as the screen lists it: what it would do to its product's stock, or why it would fail. */
export type PreviewRow = {
  row: number
  sku: string | null
  productId: string | null
  name: string | null
  before: number | null
  after: number | null
  created: boolean
  failure: string | null
  large: boolean
}

export type PreviewRowKind = 'ALL' | 'CHANGE' | 'UNCHANGED' | 'NEW' | 'FAILED' | 'LARGE'

/** A moved stock that stands out: down to 0, or by more than `share` of what it was. */
const large = (share: number) => sql`(
  r.failure is null and not r.created and r.before <> r.after
  and (r.after = 0 or abs(r.after - r.before) > r.before * ${share}::float8))`

const KIND_CONDITIONS: Record<Exclude<PreviewRowKind, 'LARGE'>, SQL> = {
  ALL: sql`true`,
  CHANGE: sql`r.failure is null and not r.created and r.before <> r.after`,
  UNCHANGED: sql`r.failure is null and not r.created and r.before = r.after`,
  NEW: sql`r.failure is null and r.created`,
  FAILED: sql`r.failure is not null`,
}

const kindCondition = (kind: PreviewRowKind, share: number) => (kind === 'LARGE' ? large(share) : KIND_CONDITIONS[kind])

/** What a preview would do, counted over all its rows: rows by kind, units added and removed, value at cost. */
export async function previewSummary(db: Db, uploadId: string, share: number) {
  const { rows } = await db.execute<{
    changing: number
    unchanged: number
    new_products: number
    failing: number
    large_changes: number
    units_added: number
    units_removed: number
    value_at_cost: string
  }>(sql`
    select
      count(*) filter (where ${KIND_CONDITIONS.CHANGE})::int as changing,
      count(*) filter (where ${KIND_CONDITIONS.UNCHANGED})::int as unchanged,
      count(*) filter (where ${KIND_CONDITIONS.NEW})::int as new_products,
      count(*) filter (where ${KIND_CONDITIONS.FAILED})::int as failing,
      count(*) filter (where ${large(share)})::int as large_changes,
      coalesce(sum(r.after - r.before) filter (where r.failure is null and r.after > r.before), 0)::float8 as units_added,
      coalesce(sum(r.before - r.after) filter (where r.failure is null and r.after < r.before), 0)::float8 as units_removed,
      coalesce(sum((r.after - r.before) * p.cost) filter (where r.failure is null and not r.created), 0)::text
        as value_at_cost
    from inventory_upload_rows r left join products p on p.id = r.product_id
    where r.upload_id = ${uploadId}::uuid`)
  return rows[0]!
}

/** Up to `limit` rows of a preview of one kind after row `afterRow`, in row order, with their product's name. */
export async function previewRows(
  db: Db,
  uploadId: string,
  query: { kind: PreviewRowKind; share: number; afterRow: number; limit: number },
): Promise<PreviewRow[]> {
  const { rows } = await db.execute<PreviewRow>(sql`
    select r.row_no as row, r.sku, r.product_id as "productId", coalesce(p.name, r.product ->> 'name') as name,
      r.before, r.after, r.created, r.failure, ${large(query.share)} as large
    from inventory_upload_rows r left join products p on p.id = r.product_id
    where r.upload_id = ${uploadId}::uuid and r.row_no > ${query.afterRow} and ${kindCondition(query.kind, query.share)}
    order by r.row_no limit ${query.limit}`)
  return rows
}
