import { sql, type SQL } from 'drizzle-orm'
import type { Tx } from '@/server/db/client'
import { STOCK_MAX } from '@/shared/inventory-limits'

/** One wanted change: set the stock to `set`, or add `add` units (negative takes them away). */
export interface StockEntry {
  productId: string
  set?: number
  add?: number
}

/** A product's stock before and after an entry; `after` is what was wanted, outside 0…STOCK_MAX when refused. */
export interface StockOutcome {
  productId: string
  name: string
  before: number
  after: number
  /** The inventory history row written, when the stock changed. */
  adjustment: { id: string; createdAt: Date } | null
}

/** Rows of (product_id uuid, set_to int, add_by int), the shape every statement below reads its entries in. */
export type EntrySource = SQL

/** Entries as one JSON parameter: any number of rows in one statement, the same on PostgreSQL and PGlite. */
export function entryList(entries: readonly StockEntry[], liveOnly = false): EntrySource {
  const json = JSON.stringify(
    entries.map((entry) => ({ product_id: entry.productId, set_to: entry.set, add_by: entry.add })),
  )
  return sql`
    select w.product_id, w.set_to, w.add_by
    from jsonb_to_recordset(${json}::jsonb) as w(product_id uuid, set_to int, add_by int)
    join products p on p.id = w.product_id ${liveOnly ? sql`where p.archived_at is null` : sql``}`
}

/**
 * A stock row of 0 for each entry's product that has none, in product id order: the entries whose product has one are
 * left out first (one anti-join), rather than each tried and turned away by the conflict.
 */
const insertMissingStock = (source: EntrySource) => sql`
  insert into stock (product_id, quantity)
  select product_id, 0 from (${source}) e
  where not exists (select 1 from stock s where s.product_id = e.product_id)
  order by product_id
  on conflict do nothing`

/**
 * The entries' stock rows (product_id, quantity) FOR UPDATE, in product id order: each locked as it is found by the
 * stock's key, in the order of the entries' sorted ids (the planner would read the whole stock table for a large
 * batch, and lock in its order only after sorting).
 */
export const stockRowsForUpdate = (source: EntrySource) => sql`
  select s.product_id, s.quantity
  from (select distinct product_id from (${source}) e order by product_id) e
  cross join lateral (select s.product_id, s.quantity from stock s where s.product_id = e.product_id for update) s`

/** stockRowsForUpdate, counted. */
const lockStock = (source: EntrySource) => sql`select count(*) from (${stockRowsForUpdate(source)}) locked`

/**
 * The three steps of locking entries in the global lock order (see stock-ledger.ts): their products (FOR KEY SHARE,
 * so that none is deleted before its history row is written), a stock row for each product that lacks one, then the
 * stock rows. Entries split by product id ranges go through each step range by range, in id order.
 */
const LOCK_STEPS: readonly ((source: EntrySource) => SQL)[] = [
  (source) => sql`
    select count(*) from (
      select p.id from products p where p.id in (select product_id from (${source}) e) order by p.id for key share
    ) locked`,
  insertMissingStock,
  lockStock,
]

/** Locks the entries' rows in the global lock order (see LOCK_STEPS). */
export async function lockStockRows(tx: Tx, source: EntrySource): Promise<void> {
  for (const step of LOCK_STEPS) await tx.execute(step(source))
}

/** How many stock rows a lockStock statement locked. */
async function lockedCount(tx: Tx, statement: SQL): Promise<number> {
  const { rows } = await tx.execute<{ count: string | number }>(statement)
  return Number(rows[0]!.count)
}

/**
 * LOCK_STEPS for many entries (`count`, each of its own product) in sources that hold ascending product id ranges:
 * their stock rows FOR UPDATE in id order, range by range, and only when fewer were locked than there are entries
 * (every product gets its stock row with it, so none should lack one) the missing ones inserted (inserting takes their
 * products FOR KEY SHARE) and locked. Their products are not locked as well: the one delete of a product
 * (eraseExpiredProducts) cascades to its stock row, so a locked stock row holds that delete off as a locked product
 * would, and a transaction that waits on no product lock keeps the order. Locking 100,000 products took as long again
 * as locking their stock, and looking for missing stock rows before locking took as long as the lock.
 */
export async function lockStockRanges(tx: Tx, sources: readonly EntrySource[], count: number): Promise<void> {
  let locked = 0
  for (const source of sources) locked += await lockedCount(tx, lockStock(source))
  if (locked === count) return
  await lockMissingStock(tx, sources)
}

/** The stock rows some entries' products lack, inserted and locked (see lockStockRanges). */
export async function lockMissingStock(tx: Tx, sources: readonly EntrySource[]): Promise<void> {
  for (const source of sources) await tx.execute(insertMissingStock(source))
  for (const source of sources) await tx.execute(lockStock(source))
}

/**
 * The stock an entry asks for, from the product's `current` stock: `set_to` when it sets one, else `current` moved by
 * `add_by` (as bigint, so that a sum past the column's range is seen, not an overflow). The one rule the stock write
 * and an upload's preview both use.
 */
export const wantedStock = (entry: { setTo: SQL; addBy: SQL; current: SQL }) =>
  sql`coalesce(${entry.setTo}::bigint, ${entry.current}::bigint + ${entry.addBy})`

/** Whether a wanted stock may be written: within 0…STOCK_MAX; any other refuses its entry. */
export const writableStock = (after: SQL) => sql`(${after} between 0 and ${STOCK_MAX})`

/**
 * The history ids of one statement's rows, ascending in product id order: a prefix of gen_random_uuid drawn once for
 * the statement (its 74 random bits, version and variant) and the row's number in the last 12 hex digits. Written in
 * that order, each row goes next to the one before in both of the history's indexes rather than to a random page of
 * each (and one random draw instead of one per row): at 100,000 rows the history insert took half the time.
 */
const historyIds = sql`(
  (select left(gen_random_uuid()::text, 23)) || '-' || lpad(to_hex(row_number() over (order by product_id)), 12, '0')
)::uuid`

/**
 * One statement that applies every entry relative to the stock as it is now (the rows are locked, so this statement's
 * snapshot holds their current values) and writes one history row per change; then runs `outcome`, which reads the
 * entries as `wanted w` (product_id, before, after). An entry that would leave stock outside 0…STOCK_MAX, or as it
 * is, changes nothing.
 */
export const stockWriteStatement = (source: EntrySource, reason: string, actorId: string | null, outcome: SQL) =>
  stockWriteFrom(
    sql`
      select e.product_id, s.quantity as before, ${wantedStock({ setTo: sql`e.set_to`, addBy: sql`e.add_by`, current: sql`s.quantity` })} as after
      from (${source}) e join stock s on s.product_id = e.product_id`,
    reason,
    actorId,
    outcome,
  )

/**
 * stockWriteStatement from `wanted`, rows of (product_id, before, after) whose `before` is the product's locked stock
 * now: a caller that knows it need not read the stock for it.
 */
export function stockWriteFrom(wanted: SQL, reason: string, actorId: string | null, outcome: SQL): SQL {
  return sql`
    with wanted as (${wanted}),
    changed as (
      update stock s set quantity = w.after::int, version = s.version + 1, updated_at = now()
      from wanted w
      where s.product_id = w.product_id and ${writableStock(sql`w.after`)} and w.after <> w.before
      returning s.product_id, s.quantity, w.before
    ),
    recorded as (
      insert into inventory_adjustments (id, product_id, adjustment, quantity_after, reason, created_by_id)
      select ${historyIds}, product_id, quantity - before, quantity, ${reason}, ${actorId}::uuid
      from changed order by product_id
      returning id, product_id, created_at
    )
    ${outcome}`
}

/** Applies every entry in one statement (see stockWriteStatement); returns each entry's outcome. */
export async function writeStock(
  tx: Tx,
  source: EntrySource,
  reason: string,
  actorId: string | null,
): Promise<StockOutcome[]> {
  const { rows } = await tx.execute<{
    product_id: string
    name: string
    before: number
    after: number
    adjustment_id: string | null
    created_at: Date | string | null
  }>(
    stockWriteStatement(
      source,
      reason,
      actorId,
      sql`
        select w.product_id, p.name, w.before, w.after::float8 as after, r.id as adjustment_id, r.created_at
        from wanted w
        join products p on p.id = w.product_id
        left join recorded r on r.product_id = w.product_id`,
    ),
  )
  return rows.map((row) => ({
    productId: row.product_id,
    name: row.name,
    before: row.before,
    after: row.after,
    adjustment: row.adjustment_id ? { id: row.adjustment_id, createdAt: new Date(row.created_at!) } : null,
  }))
}
