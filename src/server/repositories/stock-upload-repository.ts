import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { sql, type SQL } from 'drizzle-orm'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import type { Db, Tx } from '@/server/db/client'
import { products } from '@/server/db/schema'
import { pendingIn } from '@/server/repositories/kept-row-pending'
import {
  lockMissingStock,
  stockRowsForUpdate,
  stockWriteFrom,
  stockWriteStatement,
  wantedStock,
  writableStock,
  type EntrySource,
} from '@/server/repositories/stock-ledger-repository'

/** A stock row of an upload as staged: set `quantity` or add `adjustment`, and the cells to create its product. */
export interface StagedRow {
  row: number
  sku: string
  quantity?: number
  adjustment?: number
  product?: Record<string, string>
}

export interface NewProductRow {
  sku: string
  name: string
  description: string
  price: number
  cost: number
  status: string
}

/** A staged row whose SKU names no live product: none has it, or its product is archived. */
export type UnmatchedRow = {
  row: number
  sku: string
  product: Record<string, string> | null
  archived: boolean
}

/** An applied row's outcome that left stock outside 0…STOCK_MAX, so it changed nothing. */
export type RefusedOutcome = {
  row: number
  sku: string
  productId: string
  name: string
  before: number
  after: number
}

/**
 * The applied rows' outcomes from `afterRow` on, in row order, packed per column: SKUs joined by newlines (a SKU is
 * one line), product ids as 32 hex digits each, and an adjustment of null where the row set a quantity.
 */
export interface OutcomeChunk {
  rows: number[]
  skus: string
  productIds: string
  before: number[]
  after: number[]
  adjustments: (number | null)[]
}

const CHUNK = 20_000

/**
 * Rows per statement, as one JSON parameter: the same on PostgreSQL and PGlite, and no parameter-count limit. Items
 * are taken from the iterable a chunk at a time, so a generator of a million rows is never held whole.
 */
async function inChunks<T>(items: Iterable<T>, work: (chunk: T[]) => Promise<void>) {
  let chunk: T[] = []
  for (const item of items) {
    chunk.push(item)
    if (chunk.length < CHUNK) continue
    await work(chunk)
    chunk = []
  }
  if (chunk.length) await work(chunk)
}

/**
 * A staging table for the upload's rows that lives until the transaction (a `longTransaction`) ends. A preview's rows
 * staged again for its apply also hold what the preview found (`kept_*`: the product, its stock, whether it was new).
 */
export async function createStagingTable(tx: Tx) {
  await tx.execute(sql`
    create temp table upload_rows (
      row_no int primary key, sku text not null, quantity int, adjustment int, product jsonb,
      product_id uuid, created boolean not null default false, before int, after bigint, failure text,
      kept_product_id uuid, kept_before int, kept_created boolean
    ) on commit drop`)
  await tx.execute(sql`
    create temp table upload_input (row_no int, sku text, quantity int, adjustment int, product jsonb) on commit drop`)
}

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' }

/** A field of COPY's text format: \N for null, else the text with backslash, tab and line breaks escaped. */
const copyField = (value: string | number | undefined) =>
  value === undefined ? '\\N' : String(value).replace(/[\\\t\n\r]/g, (character) => COPY_ESCAPES[character]!)

/**
 * Copies `text` (COPY's text format) into `table`: through pg-copy-streams on PostgreSQL, as a blob on PGlite (its
 * COPY FROM '/dev/blob'); either way on the transaction's own connection.
 */
async function copyInto(tx: Tx, table: string, text: string) {
  const client = (tx as unknown as { session: { client: unknown } }).session.client
  const statement = `copy ${table} from stdin`
  if (client instanceof pg.Client) {
    await pipeline(Readable.from([text]), client.query(copyFrom(statement)))
    return
  }
  const pglite = client as { query(query: string, params: unknown[], options: { blob: Blob }): Promise<unknown> }
  await pglite.query(`copy ${table} from '/dev/blob'`, [], { blob: new Blob([text]) })
}

/** Rows as the staging input's COPY text (see stageRows). */
export const stagedRowsText = (rows: readonly StagedRow[]) =>
  rows
    .map(({ row, sku, quantity, adjustment, product }) =>
      [row, sku, quantity, adjustment, product && JSON.stringify(product)].map(copyField).join('\t'),
    )
    .join('\n') + '\n'

/**
 * Adds rows, as stagedRowsText, to the staging table, each with its live product when one has the SKU: copied (COPY)
 * into the input table, then moved to the staging table with their product in one statement.
 */
export async function stageRows(tx: Tx, text: string) {
  await copyInto(tx, 'upload_input', text)
  await tx.execute(sql`
    insert into upload_rows (row_no, sku, quantity, adjustment, product, product_id)
    select r.row_no, r.sku, r.quantity, r.adjustment, r.product, p.id
    from upload_input r left join products p on p.sku = r.sku and p.archived_at is null`)
  await tx.execute(sql`truncate upload_input`)
}

/** Fresh statistics for the planner once the staging table has been filled or matched. */
export async function analyzeStaged(tx: Tx) {
  await tx.execute(sql`analyze upload_rows`)
}

/** A staged row that repeats the SKU of an earlier row (`first`). */
export type RepeatedRow = { row: number; sku: string; first: number }

/** The staged rows whose SKU an earlier row has, each with the row that has it first. */
export async function repeatedSkus(tx: Tx): Promise<RepeatedRow[]> {
  const { rows } = await tx.execute<RepeatedRow>(sql`
    select row_no as row, sku, first from (
      select row_no, sku, min(row_no) over (partition by sku) as first from upload_rows
      where sku in (select sku from upload_rows group by sku having count(*) > 1)
    ) d
    where first <> row_no
    order by row_no`)
  return rows
}

/**
 * The staged rows, other than a SKU's repeats, whose SKU names no product yet, and those whose product is archived,
 * in row order.
 */
export async function unmatchedRows(tx: Tx): Promise<UnmatchedRow[]> {
  const { rows } = await tx.execute<UnmatchedRow>(sql`
    select u.row_no as row, u.sku, u.product, p.id is not null as archived
    from (
      -- A SKU's first row by a window, not by asking each row for an earlier one: a sheet of one SKU repeated
      -- 250,000 times made that check quadratic. Only over the SKUs some row has no product for: the rows of a SKU
      -- that names a product all have it.
      select row_no, sku, product, product_id, row_no = min(row_no) over (partition by sku) as first from upload_rows
      where sku in (select sku from upload_rows where product_id is null)
    ) u left join products p on p.sku = u.sku
    where u.product_id is null and u.first
    order by u.row_no`)
  return rows
}

/** Marks staged rows refused, each with its message (as its result has it). */
export async function markStagedFailures(tx: Tx, refused: readonly { row: number; message: string }[]) {
  await inChunks(refused, async (chunk) => {
    await tx.execute(sql`
      update upload_rows u set failure = f.message
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as f(row int, message text)
      where u.row_no = f.row`)
  })
}

/** Takes the refused rows out of the staging table, before anything is applied. */
export async function removeStagedFailures(tx: Tx) {
  await tx.execute(sql`delete from upload_rows where failure is not null`)
}

/**
 * Each staged row that no check refused as its apply would find it: the stock now (0 for a product it would create)
 * and the stock it asks for, as `before` and `after` (see wantedStock).
 */
const stagedWanted = sql`
  select u.row_no, u.sku, u.quantity, u.adjustment, u.product, u.product_id, u.failure, p.name,
    coalesce(s.quantity, 0) as before,
    ${wantedStock({ setTo: sql`u.quantity`, addBy: sql`u.adjustment`, current: sql`coalesce(s.quantity, 0)` })} as after
  from upload_rows u left join stock s on s.product_id = u.product_id left join products p on p.id = u.product_id`

/**
 * The staged rows not refused yet whose wanted stock may not be written (see writableStock), in row order: what
 * refusedOutcomes will say of them once applied. `name` is null for a product the row would create.
 */
export async function unwritableRows(
  tx: Tx,
): Promise<(Omit<RefusedOutcome, 'productId' | 'name'> & { name: string | null })[]> {
  const { rows } = await tx.execute<Omit<RefusedOutcome, 'productId' | 'name'> & { name: string | null }>(sql`
    select row_no as row, sku, name, before, after::float8 as after from (${stagedWanted}) w
    where failure is null and not ${writableStock(sql`after`)}
    order by row_no`)
  return rows
}

/**
 * Keeps a preview's staged rows, in one statement from the staging table: what each asks, and what it would do (the
 * stock it finds and leaves, whether it creates its product) or why it was refused; all pending until the apply.
 * Returns how many would apply.
 */
export async function keepPreviewRows(tx: Tx, uploadId: string): Promise<number> {
  const { rows } = await tx.execute<{ applied: number }>(sql`
    with kept as (
      insert into inventory_upload_rows
        (upload_id, row_no, sku, quantity, adjustment, product, product_id, before, after, created, failure, pending)
      select ${uploadId}::uuid, row_no, sku, quantity, adjustment, product,
        case when failure is null then product_id end, case when failure is null then before end,
        case when failure is null then after::int end, failure is null and product_id is null, failure, true
      from (${stagedWanted}) w
      returning failure
    )
    select (count(*) filter (where failure is null))::int as applied from kept`)
  return rows[0]!.applied
}

/** Inserts the new products with empty stock; returns each one's id by SKU. */
export async function insertProducts(tx: Tx, rows: readonly NewProductRow[], actorId: string) {
  const ids = new Map<string, string>()
  await inChunks(rows, async (chunk) => {
    // The amounts as their columns' text, written by the money column type's rule.
    const texts = chunk.map((row) => ({
      ...row,
      price: products.price.mapToDriverValue(row.price),
      cost: products.cost.mapToDriverValue(row.cost),
    }))
    const { rows: inserted } = await tx.execute<{ id: string; sku: string }>(sql`
      with created as (
        insert into products (sku, name, description, price, cost, status, created_by_id)
        select sku, name, description, price::numeric, cost::numeric, status, ${actorId}::uuid
        from jsonb_to_recordset(${JSON.stringify(texts)}::jsonb)
          as r(sku text, name text, description text, price text, cost text, status text)
        returning id, sku
      ), stocked as (insert into stock (product_id, quantity) select id, 0 from created)
      select id, sku from created`)
    for (const row of inserted) ids.set(row.sku, row.id)
  })
  return ids
}

/** Gives the staged rows of the products created since they were staged their product. */
export async function matchCreatedProducts(tx: Tx) {
  await tx.execute(sql`
    update upload_rows u set product_id = p.id, created = true
    from products p where u.product_id is null and p.sku = u.sku and p.archived_at is null`)
}

/**
 * Entries per applying statement: a batch of a preview's apply (UPLOAD_APPLY_BATCH_ROWS) in one, each statement well
 * within a long transaction's time limit also on a busy machine (100,000 took 35 s with the load average at 11).
 */
const APPLY_RANGE = 100_000

/**
 * The staged rows as stock ledger entries (a quantity sets the stock, an adjustment adds to it; with `kept_before`, the
 * stock a preview's row found, see writePreviewedStock), in sources of ascending product id ranges of up to
 * APPLY_RANGE entries, so that locking them range by range keeps the global order; and how many entries there are.
 * The staging table has its statistics (analyzeStaged) from when it was filled.
 */
export async function stagedEntryRanges(tx: Tx): Promise<{ sources: EntrySource[]; count: number }> {
  const matched = sql`
    select product_id, quantity as set_to, adjustment as add_by, kept_before from upload_rows where product_id is not null`
  const { rows: counted } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from (${matched}) m`)
  const { n } = counted[0]!
  if (n <= APPLY_RANGE) return { sources: n === 0 ? [] : [matched], count: n }
  // Each range reads its rows by product id (one range reads them all, and needs no index).
  await tx.execute(sql`create index on upload_rows (product_id)`)
  const { rows } = await tx.execute<{ product_id: string }>(sql`
    select product_id from (
      select product_id, row_number() over (order by product_id) as n, count(*) over () as total
      from upload_rows where product_id is not null
    ) ranked
    where n % ${APPLY_RANGE} = 0 or n = total
    order by product_id`)
  const sources = rows.map(({ product_id: last }, index) => {
    const after = index > 0 ? sql`and product_id > ${rows[index - 1]!.product_id}::uuid` : sql``
    return sql`select * from (${matched}) m where product_id <= ${last}::uuid ${after}`
  })
  return { sources, count: n }
}

/**
 * Applies staged entries (see stockWriteStatement) and keeps each row's stock before and the stock it asked for in
 * the staging table, for the results, rather than sending a row per entry back.
 */
export async function writeStagedStock(tx: Tx, entries: EntrySource, reason: string, actorId: string) {
  await tx.execute(
    stockWriteStatement(
      entries,
      reason,
      actorId,
      sql`
        update upload_rows u set before = w.before, after = w.after
        from wanted w where u.product_id = w.product_id`,
    ),
  )
}

/**
 * Applies a batch of a preview's staged entries (see stockWriteFrom). Each row's stock is as the preview found it
 * (`kept_before`: lockPreviewedStock took out the others once the stock was locked), so the statement reads no
 * stock for it, and an applied row did what its kept row says: only the kept rows whose product is not the one the
 * preview found (a product the batch created) are written, in the same statement; the batch's record marks the rest
 * applied (see keptRowPending). A refused row's outcome goes to the staging table (for refusedOutcomes). Returns how
 * many rows were applied.
 */
export async function writePreviewedStock(
  tx: Tx,
  entries: EntrySource,
  job: { previewId: string; range: RowRange; reason: string; actorId: string },
): Promise<number> {
  const { rows } = await tx.execute<{ applied: number }>(
    stockWriteFrom(
      sql`
        select e.product_id, e.kept_before as before,
          ${wantedStock({ setTo: sql`e.set_to`, addBy: sql`e.add_by`, current: sql`e.kept_before` })} as after
        from (${entries}) e`,
      job.reason,
      job.actorId,
      sql`,
        refused as (
          update upload_rows u set before = w.before, after = w.after
          from wanted w where u.product_id = w.product_id and not ${writableStock(sql`w.after`)}
        ),
        relinked as (
          update inventory_upload_rows r set product_id = u.product_id, created = u.created
          -- OFFSET 0 keeps the few staged rows found first, rather than each kept row of the batch probed for one.
          from (select * from upload_rows where product_id is distinct from kept_product_id offset 0) u
          where r.upload_id = ${job.previewId}::uuid and ${inRange(job.range)} and r.row_no = u.row_no
        )
        select (count(*) filter (where ${writableStock(sql`w.after`)}))::int as applied from wanted w`,
    ),
  )
  return rows[0]!.applied
}

const applied = writableStock(sql`after`)

/**
 * Keeps the upload's applied rows (the stock each found and left) and its refused rows (why) for its report and its
 * undo: the applied ones straight from the staging table in one statement, the refused ones as given.
 */
export async function keepUploadRows(
  tx: Tx,
  uploadId: string,
  refused: readonly { row: number; sku: string | null; message: string }[],
) {
  await tx.execute(sql`
    insert into inventory_upload_rows (upload_id, row_no, sku, product_id, before, after, adjustment, created)
    select ${uploadId}::uuid, row_no, sku, product_id, before, after::int, adjustment, created
    from upload_rows where product_id is not null and ${applied}`)
  await keepRefusedRows(tx, uploadId, refused)
}

/** Keeps refused rows of an upload with their message. */
export async function keepRefusedRows(
  tx: Tx,
  uploadId: string,
  refused: readonly { row: number; sku: string | null; message: string }[],
) {
  await inChunks(refused, async (chunk) => {
    await tx.execute(sql`
      insert into inventory_upload_rows (upload_id, row_no, sku, failure)
      select ${uploadId}::uuid, r.row, r.sku, r.message
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r(row int, sku text, message text)`)
  })
}

/**
 * Up to `limit` rows of `source` (row_no, sku, product_id, before, after, adjustment) after `afterRow`, packed (see
 * OutcomeChunk); null past the last one. A row without a product id (one its preview would create) has 32 zeros.
 */
async function packedOutcomes(db: Db | Tx, source: SQL, afterRow: number, limit: number): Promise<OutcomeChunk | null> {
  const { rows } = await db.execute<{
    rows: number[] | null
    skus: string
    product_ids: string
    before: number[]
    after: number[]
    adjustments: (number | null)[]
  }>(sql`
    select array_agg(row_no order by row_no) as rows, string_agg(sku, E'\n' order by row_no) as skus,
      string_agg(coalesce(replace(product_id::text, '-', ''), repeat('0', 32)), '' order by row_no) as product_ids,
      array_agg(before order by row_no) as before, array_agg(after::int order by row_no) as after,
      array_agg(adjustment order by row_no) as adjustments
    from (
      select * from (${source}) s where row_no > ${afterRow} order by row_no limit ${limit}
    ) chunk`)
  const [chunk] = rows
  if (!chunk?.rows) return null
  const { product_ids: productIds, ...rest } = chunk
  return { ...rest, rows: chunk.rows, productIds }
}

/** Up to `limit` applied staged rows after `afterRow`, packed (see packedOutcomes). */
export const appliedOutcomes = (tx: Tx, afterRow: number, limit: number) =>
  packedOutcomes(
    tx,
    sql`select row_no, sku, product_id, before, after, adjustment from upload_rows where ${applied}`,
    afterRow,
    limit,
  )

/**
 * Up to `limit` kept rows of an upload after `afterRow`, packed (see packedOutcomes): the rows a preview would apply
 * (`pending`), or those its apply applied.
 */
export const keptOutcomes = (db: Db, uploadId: string, pending: boolean, afterRow: number, limit: number) =>
  packedOutcomes(
    db,
    sql`
      select row_no, sku, product_id, before, after, adjustment from inventory_upload_rows r
      where upload_id = ${uploadId}::uuid and failure is null and ${pendingIn(uploadId)} = ${pending}`,
    afterRow,
    limit,
  )

/** The applied rows whose wanted stock was out of range, with their product's name, in row order. */
export async function refusedOutcomes(tx: Tx): Promise<RefusedOutcome[]> {
  const { rows } = await tx.execute<RefusedOutcome>(sql`
    select u.row_no as row, u.sku, u.product_id as "productId", p.name, u.before, u.after::float8 as after
    from upload_rows u join products p on p.id = u.product_id
    where u.product_id is not null and not ${writableStock(sql`u.after`)}
    order by u.row_no`)
  return rows
}

/** The rows a preview refused, with their message, in row order. */
export async function previewFailures(db: Db, uploadId: string) {
  const { rows } = await db.execute<{ row: number; sku: string | null; failure: string }>(sql`
    select row_no as row, sku, failure from inventory_upload_rows
    where upload_id = ${uploadId}::uuid and failure is not null order by row_no`)
  return rows
}

/** A batch of a preview's apply: its `rows` pending rows after row `after` up to row `last`. */
export interface RowRange {
  after: number
  last: number
  rows: number
}

/**
 * Splits a preview's pending rows (those it did not refuse, not applied yet) into batches of up to `size` rows, in row
 * order; each batch is applied and committed on its own.
 */
export async function pendingBatches(db: Db, uploadId: string, size: number): Promise<RowRange[]> {
  const { rows } = await db.execute<{ last: number; n: number }>(sql`
    select row_no as last, n::int from (
      select row_no, row_number() over (order by row_no) as n, count(*) over () as total
      from inventory_upload_rows r where upload_id = ${uploadId}::uuid and ${pendingIn(uploadId)} and failure is null
    ) ranked
    where n % ${size} = 0 or n = total
    order by row_no`)
  return rows.map(({ last, n }, index) => {
    const previous = rows[index - 1]
    return { after: previous?.last ?? 0, last, rows: n - (previous?.n ?? 0) }
  })
}

/**
 * The kept rows `r` of a batch's range: stated in every join of a batch with its kept rows, so that the join reads
 * the batch's rows by the primary key rather than all of a million-row upload's once per batch.
 */
const inRange = (range: RowRange) => sql`r.row_no > ${range.after} and r.row_no <= ${range.last}`

/** Stages a batch of a preview's pending rows again, each with its live product as it is now and what the preview found. */
export async function restagePreview(tx: Tx, uploadId: string, range: RowRange) {
  await tx.execute(sql`
    insert into upload_rows
      (row_no, sku, quantity, adjustment, product, product_id, kept_product_id, kept_before, kept_created)
    select r.row_no, r.sku, r.quantity, r.adjustment, r.product, p.id, r.product_id, r.before, r.created
    from inventory_upload_rows r
    -- Each row's product by the SKU index (OFFSET 0 keeps it a lookup per row): the planner would hash the batch and
    -- read the whole products table instead, twice as long for 50,000 rows of a million products.
    left join lateral (
      select p.id from products p where p.sku = r.sku and p.archived_at is null offset 0
    ) p on true
    where r.upload_id = ${uploadId}::uuid and ${pendingIn(uploadId)} and r.failure is null and ${inRange(range)}`)
}

/**
 * Writes why an applied batch's refused rows were refused onto the preview's kept rows, in the batch's transaction;
 * they are no longer pending (the applied ones were written by writePreviewedStock).
 */
export async function keepBatchFailures(
  tx: Tx,
  uploadId: string,
  refused: readonly { row: number; message: string }[],
) {
  await inChunks(refused, async (chunk) => {
    await tx.execute(sql`
      update inventory_upload_rows r set failure = f.message, before = null, after = null, pending = false
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as f(row int, message text)
      where r.upload_id = ${uploadId}::uuid and r.row_no = f.row`)
  })
}

/** A staged row whose product changed since the preview: its stock moved, or someone else created it. */
export type ChangedSincePreview = { row: number; sku: string; before: number | null; current: number | null }

/**
 * The staged rows of `source` (one of stagedEntryRanges) whose product is not as the preview found it: a stock that
 * is not what the row kept (a product without a stock row has 0, as the preview read it), or a product the preview
 * would have created that someone else has created since. `stock` holds the products' stock rows.
 */
const changedSincePreview = (source: EntrySource, stock: SQL) => sql`
  select u.row_no, u.sku, u.kept_before as before, coalesce(s.quantity, 0) as found
  from upload_rows u left join ${stock} s on s.product_id = u.product_id
  where u.product_id in (select product_id from (${source}) e)
    and (case when u.kept_created then not u.created else coalesce(s.quantity, 0) <> u.kept_before end)`

/**
 * Locks the stock of a preview's staged rows in the global order (see lockStockRanges), and in the same statement
 * takes out and returns the rows whose product is no longer as the preview found it (its stock as locked, the latest).
 * When fewer stock rows were locked than there are `count` entries, the missing ones are inserted and locked, and the
 * rows checked again.
 */
export async function lockPreviewedStock(
  tx: Tx,
  sources: readonly EntrySource[],
  count: number,
): Promise<ChangedSincePreview[]> {
  const changed: ChangedSincePreview[] = []
  let locked = 0
  for (const source of sources) {
    const { rows } = await tx.execute<{ locked: number; changed: ChangedSincePreview[] }>(sql`
      with locked as materialized (${stockRowsForUpdate(source)}),
      changed as materialized (${changedSincePreview(source, sql`locked`)}),
      removed as (delete from upload_rows u using changed c where u.row_no = c.row_no)
      select (select count(*)::int from locked) as locked, coalesce((
        select json_agg(json_build_object('row', row_no, 'sku', sku, 'before', before, 'current', found) order by row_no)
        from changed
      ), '[]') as changed`)
    locked += rows[0]!.locked
    changed.push(...rows[0]!.changed)
  }
  if (locked === count) return changed
  await lockMissingStock(tx, sources)
  for (const source of sources) {
    const { rows } = await tx.execute<ChangedSincePreview>(sql`
      with changed as materialized (${changedSincePreview(source, sql`stock`)})
      delete from upload_rows u using changed c where u.row_no = c.row_no
      returning c.row_no as row, c.sku, c.before, c.found as current`)
    changed.push(...rows)
  }
  return changed.sort((a, b) => a.row - b.row)
}
