import { sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'

/**
 * The daily rollups the generated orders fill chunk by chunk (order-chunk.ts), each with the columns that add up
 * when two sets of orders share a key. customer_days has none: the demo orders' customers place no generated order.
 */
const ADDED_COLUMNS: Record<string, string[]> = {
  order_day_sales: ['orders', 'revenue_cents'],
  order_hour_sales: ['orders', 'revenue_cents'],
  order_day_counts: ['orders'],
  product_day_sales: ['units', 'revenue_cents'],
  customer_days: [],
  customer_day_gaps: ['customers'],
}
export const ROLLUP_TABLES = Object.keys(ADDED_COLUMNS)

const asideTable = (table: string) => sql.identifier(`bench_demo_${table}`)

/** Moves the demo orders' rollup rows (their triggers wrote them) out of the way of the keyless bulk load. */
export async function setDemoRollupsAside(db: Db): Promise<void> {
  for (const table of ROLLUP_TABLES) {
    await db.execute(sql`create unlogged table ${asideTable(table)} as select * from ${sql.identifier(table)}`)
  }
  await db.execute(sql.raw(`truncate ${ROLLUP_TABLES.join(', ')}`))
}

/** Adds the demo orders' rollup rows back onto the generated ones (the keys must exist again). */
export async function mergeDemoRollups(db: Db): Promise<void> {
  for (const [table, columns] of Object.entries(ADDED_COLUMNS)) {
    const { rows } = await db.execute<{ name: string }>(sql`
      select conname as name from pg_constraint where contype = 'p' and conrelid = ${table}::regclass`)
    const onConflict = columns.length
      ? sql`on conflict on constraint ${sql.identifier(rows[0]!.name)} do update set ${sql.join(
          columns.map(
            (column) =>
              sql`${sql.identifier(column)} = s.${sql.identifier(column)} + excluded.${sql.identifier(column)}`,
          ),
          sql`, `,
        )}`
      : sql``
    await db.execute(sql`insert into ${sql.identifier(table)} as s select * from ${asideTable(table)} ${onConflict}`)
    await db.execute(sql`drop table ${asideTable(table)}`)
  }
}
