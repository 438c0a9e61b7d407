import { sql } from 'drizzle-orm'
import type { Tx } from '@/server/db/client'

/** A stock row of an upload as staged: set `quantity` or add `adjustment`. */
export interface StagedRow {
  row: number
  sku: string
  quantity?: number
  adjustment?: number
}

export interface NewProductRow {
  sku: string
  name: string
  description: string
  price: string
  cost: string
  status: string
}

export interface StockOutcome {
  row: number
  productId: string
  before: number
  after: number
  changed: boolean
}

const CHUNK = 20_000
export const STOCK_MAX = 2_147_483_647

/** Rows per statement, as one JSON parameter: the same on PostgreSQL and PGlite, and no parameter-count limit. */
async function inChunks<T>(items: readonly T[], work: (chunk: T[], done: number) => Promise<void>) {
  for (let start = 0; start < items.length; start += CHUNK) {
    const chunk = items.slice(start, start + CHUNK)
    await work(chunk, start + chunk.length)
  }
}

/** A staging table of the upload's rows that lives until the transaction ends. */
export async function stageRows(tx: Tx, rows: readonly StagedRow[], onStaged: (count: number) => void) {
  await tx.execute(sql`
    create temp table upload_rows (
      row_no int primary key, sku text not null, quantity int, adjustment int, product_id uuid,
      before int, after bigint
    ) on commit drop`)
  await inChunks(rows, async (chunk, done) => {
    const json = JSON.stringify(chunk.map(({ row, ...rest }) => ({ row_no: row, ...rest })))
    await tx.execute(sql`
      insert into upload_rows (row_no, sku, quantity, adjustment)
      select row_no, sku, quantity, adjustment
      from jsonb_to_recordset(${json}::jsonb) as r(row_no int, sku text, quantity int, adjustment int)`)
    onStaged(done)
  })
  await tx.execute(sql`analyze upload_rows`)
}

/** The staged rows whose SKU names no product yet, and those whose product is archived. */
export async function unmatchedRows(tx: Tx): Promise<{ missing: number[]; archived: number[] }> {
  const { rows } = await tx.execute<{ row: number; archived: boolean }>(sql`
    select u.row_no as row, p.id is not null as archived
    from upload_rows u left join products p on p.sku = u.sku
    where p.id is null or p.archived_at is not null`)
  return {
    missing: rows.filter((row) => !row.archived).map((row) => row.row),
    archived: rows.filter((row) => row.archived).map((row) => row.row),
  }
}

/** Inserts the new products with empty stock; returns each one's id by SKU. */
export async function insertProducts(tx: Tx, rows: readonly NewProductRow[], actorId: string) {
  const ids = new Map<string, string>()
  await inChunks(rows, async (chunk) => {
    const { rows: inserted } = await tx.execute<{ id: string; sku: string }>(sql`
      with created as (
        insert into products (sku, name, description, price, cost, status, created_by_id)
        select sku, name, description, price::numeric, cost::numeric, status, ${actorId}::uuid
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
          as r(sku text, name text, description text, price text, cost text, status text)
        returning id, sku
      ), stocked as (insert into stock (product_id, quantity) select id, 0 from created)
      select id, sku from created`)
    for (const row of inserted) ids.set(row.sku, row.id)
  })
  return ids
}

/**
 * Applies every staged row whose SKU names a live product with one set-based UPDATE of the stock table, writing the
 * inventory history in the same statement. A quantity already in stock and an adjustment of 0 change nothing; an
 * adjustment that would take stock below zero (or past the column's limit) is skipped. Returns each row's stock
 * before and after. Each step is a join of two tables the planner has statistics for, so it stays a hash join.
 */
export async function applyStagedRows(tx: Tx, reason: string, actorId: string): Promise<StockOutcome[]> {
  await tx.execute(sql`
    update upload_rows u set product_id = p.id
    from products p where p.sku = u.sku and p.archived_at is null`)
  await tx.execute(sql`analyze upload_rows`)
  await tx.execute(sql`
    insert into stock (product_id, quantity)
    select product_id, 0 from upload_rows where product_id is not null
    on conflict do nothing`)
  // Locks in one order, so that an upload and an order moving the same products cannot deadlock.
  await tx.execute(sql`
    select count(*) from (
      select s.product_id from stock s join upload_rows u on u.product_id = s.product_id
      order by s.product_id for update of s
    ) locked`)
  await tx.execute(sql`
    update upload_rows u set before = s.quantity, after = coalesce(u.quantity::bigint, s.quantity::bigint + u.adjustment)
    from stock s where s.product_id = u.product_id`)
  await tx.execute(sql`
    with changed as (
      update stock s set quantity = u.after::int, version = s.version + 1, updated_at = now()
      from upload_rows u
      where s.product_id = u.product_id and u.after <> u.before and u.after between 0 and ${STOCK_MAX}
      returning u.product_id, u.before, u.after
    )
    insert into inventory_adjustments (product_id, adjustment, quantity_after, reason, created_by_id)
    select product_id, (after - before)::int, after::int, ${reason}, ${actorId}::uuid from changed`)
  const { rows } = await tx.execute<{ row: number; product_id: string; before: number; after: number }>(sql`
    select row_no as row, product_id, before, after::float8 as after
    from upload_rows where product_id is not null order by row_no`)
  return rows.map((row) => ({
    row: row.row,
    productId: row.product_id,
    before: row.before,
    after: row.after,
    changed: row.after !== row.before && row.after >= 0 && row.after <= STOCK_MAX,
  }))
}
