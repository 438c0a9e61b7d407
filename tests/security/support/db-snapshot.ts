import { sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'

/**
 * Row count and an md5 of every row, per table of the public schema but those `left out`, computed by the database
 * itself.
 */
export async function databaseSnapshot(db: Db, leftOut: readonly string[] = []): Promise<Record<string, string>> {
  const all = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  const tables = { rows: all.rows.filter(({ name }) => !leftOut.includes(name)) }
  const perTable = tables.rows.map(
    ({ name }) =>
      sql`select ${name} as name, count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as state
          from ${sql.identifier(name)} t`,
  )
  const result = await db.execute<{ name: string; state: string }>(sql.join(perTable, sql` union all `))
  return Object.fromEntries(result.rows.map((row) => [row.name, row.state]))
}

/** Tables whose state differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...names].filter((name) => before[name] !== after[name])
}
