import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '@/server/db/client'

/**
 * How many rows `matches` (a query of at most cap + 1 rows) returns: exact up to `cap`, the cap and a lower-bound flag
 * beyond, so a broad search never counts all its matches.
 */
export async function cappedCount(db: Db, matches: SQL | { getSQL(): SQL }, cap: number) {
  const { rows } = await db.execute<{ value: number | string }>(
    sql`select count(*)::int as value from (${matches}) as matches`,
  )
  const counted = Number(rows[0]!.value)
  return { totalCount: Math.min(counted, cap), isLowerBound: counted > cap }
}
