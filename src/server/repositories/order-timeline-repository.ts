import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { orderEvents, orders, type OrderEventRow } from '@/server/db/schema'
import { groupedBy } from '@/server/repositories/grouped-by'

/** The events older than event `id` in the timeline's order (newest first, ties by id), `id`'s time read once. */
function olderThan(id: string) {
  const time = sql`(select ${orderEvents.createdAt} from ${orderEvents} where ${orderEvents.id} = ${id})`
  return sql`(${orderEvents.createdAt}, ${orderEvents.id}) < (${time}, ${id}::uuid)`
}

/**
 * The next `limit` events of each order's timeline, newest first: those older than event `afterId`, or the newest when
 * it is undefined. One query for all the orders, each reading only its page from the (order_id, created_at, id) index.
 */
export async function orderTimelinePagesOf(
  db: Db,
  ids: readonly number[],
  afterId: string | undefined,
  limit: number,
): Promise<Map<number, OrderEventRow[]>> {
  const page = db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orders.id), afterId === undefined ? undefined : olderThan(afterId)))
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id))
    .limit(limit)
    .as('page')
  const rows = ids.length
    ? await db
        .select()
        .from(orders)
        .crossJoinLateral(page)
        .where(inArray(orders.id, [...ids]))
        .orderBy(desc(page.createdAt), desc(page.id))
    : []
  return groupedBy(
    ids,
    rows.map((row) => row.page),
    (event) => event.orderId,
  )
}
