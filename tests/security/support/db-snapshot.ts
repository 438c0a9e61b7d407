import { sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'

export type DatabaseSnapshot = Record<string, string>

/** The tables of the public schema (information_schema.tables' BASE TABLE: plain and partitioned ones), from the catalog. */
const publicTables = sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`

/** The row of the union that carries the transaction snapshot the hashes were read under. */
const SEEN_AT = ' seen at'

/**
 * Row count and an md5 of every row, per table of the public schema but those `left out`, computed by the database
 * itself; under the key ' seen at', the transaction snapshot (pg_current_snapshot) the statement read them under.
 */
async function databaseSnapshot(db: Db, leftOut: readonly string[] = []): Promise<DatabaseSnapshot> {
  const all = await db.execute<{ name: string }>(publicTables)
  const tables = all.rows.filter(({ name }) => !leftOut.includes(name))
  const perTable = tables.map(
    ({ name }) =>
      sql`select ${name} as name, count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as state
          from ${sql.identifier(name)} t`,
  )
  const seenAt = sql`select ${SEEN_AT} as name, pg_current_snapshot()::text as state`
  const result = await db.execute<{ name: string; state: string }>(sql.join([seenAt, ...perTable], sql` union all `))
  return Object.fromEntries(result.rows.map((row) => [row.name, row.state]))
}

/**
 * The database's transaction snapshot (pg_current_snapshot): every row a transaction writes (DDL included) needs a
 * transaction id, and the ending of a transaction that took one moves it on (its xmax, or its list of running ids).
 * Reads take no id and leave it as it is. Two equal readings prove that no table changed in between.
 */
export async function transactionsEnded(db: Db): Promise<string> {
  const now = await db.execute<{ state: string }>(sql`select pg_current_snapshot()::text as state`)
  return now.rows[0]!.state
}

/** `databaseSnapshot`, read again only when a transaction has ended since the last one (see `transactionsEnded`). */
export function snapshotsOf(db: Db, leftOut: readonly string[] = []): () => Promise<DatabaseSnapshot> {
  let last: DatabaseSnapshot | undefined
  return async () => {
    if (last && (await transactionsEnded(db)) === last[SEEN_AT]) return last
    last = await databaseSnapshot(db, leftOut)
    return last
  }
}

/** Tables whose state differs between two snapshots. */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...names].filter((name) => name !== SEEN_AT && before[name] !== after[name])
}
