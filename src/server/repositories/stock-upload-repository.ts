import { sql } from 'drizzle-orm'
import type { Tx } from '@/server/db/client'
import type { EntrySource } from '@/server/repositories/stock-ledger-repository'

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

const CHUNK = 20_000

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
      row_no int primary key, sku text not null, quantity int, adjustment int, product_id uuid
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
 * Fills in each staged row's live product (the rows that name one are the upload's stock entries); returns the row
 * number of each product.
 */
export async function matchStagedRows(tx: Tx): Promise<Map<string, number>> {
  const { rows } = await tx.execute<{ row: number; product_id: string }>(sql`
    update upload_rows u set product_id = p.id
    from products p where p.sku = u.sku and p.archived_at is null
    returning u.row_no as row, u.product_id`)
  await tx.execute(sql`analyze upload_rows`)
  return new Map(rows.map((row) => [row.product_id, row.row]))
}

/** The staged rows as stock ledger entries: a quantity sets the stock, an adjustment adds to it. */
export const STAGED_ENTRIES: EntrySource = sql`
  select product_id, quantity as set_to, adjustment as add_by from upload_rows where product_id is not null`
