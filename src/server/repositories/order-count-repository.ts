import { and, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { orderDayCounts, orders } from '@/server/db/schema'
import { cappedCount } from '@/server/repositories/capped-count'
import { methodConditions, orderConditions, timeRange } from '@/server/repositories/order-conditions'
import type { OrderCriteria } from '@/server/repositories/order-conditions'
import { utcDay } from '@/shared/utc-day'

const DAY_MS = 86_400_000

export interface OrderCount {
  /** Exact when `isLowerBound` is false; otherwise the cap, and more orders match. */
  totalCount: number
  isLowerBound: boolean
}

/**
 * Whole UTC days inside the criteria's time range, [first, end) (null: open), and the partial-day pieces of the
 * range outside them, read from the orders themselves (at most a day at each end).
 */
function splitByDays({ from, to }: OrderCriteria) {
  const first = from && Math.ceil(from.getTime() / DAY_MS) * DAY_MS
  const end = to && Math.floor(to.at.getTime() / DAY_MS) * DAY_MS
  if (first !== null && end !== null && first > end) return { days: undefined, pieces: [timeRange(from, to)] }
  const pieces: SQL[][] = []
  if (from && first! > from.getTime()) pieces.push(timeRange(from, { at: new Date(first!), inclusive: false }))
  if (to && (end! < to.at.getTime() || to.inclusive)) pieces.push(timeRange(new Date(end!), to))
  return { days: { first: first === null ? null : utcDay(first), end: end === null ? null : utcDay(end) }, pieces }
}

/** The matches of a list with no search term: the rollup's rows of the whole days plus the orders of the rest. */
async function countByDays(db: Db, criteria: OrderCriteria): Promise<number> {
  const { days, pieces } = splitByDays(criteria)
  const fromDays = days
    ? db
        .select({ value: sql`coalesce(sum(${orderDayCounts.orders}), 0)` })
        .from(orderDayCounts)
        .where(
          and(
            days.first === null ? undefined : gte(orderDayCounts.day, days.first),
            days.end === null ? undefined : lt(orderDayCounts.day, days.end),
            criteria.statuses ? inArray(orderDayCounts.status, criteria.statuses) : undefined,
            criteria.paymentMethods ? inArray(orderDayCounts.paymentMethod, criteria.paymentMethods) : undefined,
            criteria.deliveryMethods ? inArray(orderDayCounts.deliveryMethod, criteria.deliveryMethods) : undefined,
          ),
        )
    : sql`0`
  const fromRows = pieces.length
    ? db
        .select({ value: sql`count(*)` })
        .from(orders)
        .where(and(...methodConditions(criteria), or(...pieces.map((piece) => and(...piece)))))
    : sql`0`
  const { rows } = await db.execute<{ value: number | string }>(
    sql`select ((${fromDays}) + (${fromRows}))::int as value`,
  )
  return Number(rows[0]!.value)
}

/**
 * How many orders match. Without a search term or customer an exact sum over the daily counts (a few rows a day,
 * however many orders); with one, the matches counted up to `cap` and flagged as a lower bound beyond it.
 */
export async function countOrders(db: Db, criteria: OrderCriteria, cap: number): Promise<OrderCount> {
  if (!criteria.search && !criteria.customerId)
    return { totalCount: await countByDays(db, criteria), isLowerBound: false }
  const matches = db
    .select({ one: sql`1` })
    .from(orders)
    .where(and(...orderConditions(criteria)))
    .limit(cap + 1)
  return cappedCount(db, matches, cap)
}
