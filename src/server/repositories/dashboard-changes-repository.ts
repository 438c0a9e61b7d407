import { sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '@/server/db/client'
import { dashboardChanges, orders, products } from '@/server/db/schema'

/**
 * How many statements have written what the dashboard shows, so far as this read sees (migration 0036): the same
 * count means no such write has committed in between.
 */
export async function dashboardChangeCount(db: Db): Promise<string> {
  const { rows } = await db.execute<{ changes: string }>(
    sql`select coalesce(sum(${dashboardChanges.changes}), 0)::text as changes from ${dashboardChanges}`,
  )
  return rows[0]!.changes
}

/**
 * The first instant at or after `instant` (or after `instant - shift`, moved on by `shift`) at which an order was
 * placed, or a product created or archived: the instants where the figures of a window ending at `instant` (and of
 * the one ending `shift` earlier) can next change with the clock alone. Null when there is none. Index ends only.
 */
export async function nextTimedChange(db: Db, instant: Date, shift: number): Promise<Date | null> {
  const earlier = new Date(instant.getTime() - shift)
  const firstFrom = (table: PgTable, column: PgColumn) => sql`
    (select min(${column}) from ${table} where ${column} >= ${instant.toISOString()}::timestamptz),
    (select min(${column}) from ${table} where ${column} >= ${earlier.toISOString()}::timestamptz)
      + ${`${shift} milliseconds`}::interval`
  const { rows } = await db.execute<{ next: string | Date | null }>(sql`
    select least(${firstFrom(orders, orders.orderTime)}, ${firstFrom(products, products.createdAt)},
                 ${firstFrom(products, products.archivedAt)}) as next`)
  const next = rows[0]!.next
  return next === null ? null : new Date(next)
}

/** Moves the rows of ended connections into one, the sum unchanged (the upkeep's, so the table stays small). */
export async function foldDashboardChanges(db: Db): Promise<void> {
  await db.execute(sql`select fold_dashboard_changes()`)
}
