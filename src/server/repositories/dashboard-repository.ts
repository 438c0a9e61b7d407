import { desc, lt, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { orders } from '@/server/db/schema'
import { withRelations, type OrderModel } from '@/server/repositories/order-repository'
import type { OrderStatus } from '@/shared/order-status'

/** Orders in these statuses bring no revenue (nor count towards top products). */
export const NO_REVENUE_STATUSES: readonly OrderStatus[] = ['CANCELLED', 'RETURNED']

/** Half-open [start, end) range of order times. */
export interface TimeWindow {
  start: Date
  end: Date
}

export interface OrderFigures {
  revenueCents: number
  orders: number
  customers: number
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`
const bringsRevenue = sql`${orders.status} not in (${sql.join(
  NO_REVENUE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`
/** Sum of order totals in whole cents, exact: numeric arithmetic in the database, never floats. */
const revenueCents = (condition: ReturnType<typeof sql>) =>
  sql`coalesce((sum(${orders.totalAmount}) filter (where ${condition}) * 100)::bigint, 0)`

/**
 * Revenue, order count and distinct customers of two windows, each from one range scan of the covering order-time
 * index (the previous window ends before the current one starts). Customers are counted by grouping (a hash
 * aggregate) rather than with count(distinct), which sorts.
 */
export async function orderFigures(
  db: Db,
  current: TimeWindow,
  previous: TimeWindow,
): Promise<{ current: OrderFigures; previous: OrderFigures }> {
  const inCurrent = sql`${orders.orderTime} >= ${at(current.start)}`
  const inPrevious = sql`${orders.orderTime} < ${at(previous.end)}`
  const inEither = sql`${orders.orderTime} >= ${at(previous.start)} and ${orders.orderTime} < ${at(current.end)}
    and (${inCurrent} or ${inPrevious})`
  type Count = string | number | bigint
  const [sales, buyers] = await Promise.all([
    db.execute<Record<'revenue' | 'orders' | 'previous_revenue' | 'previous_orders', Count>>(sql`
      select
        ${revenueCents(sql`${inCurrent} and ${bringsRevenue}`)} as revenue,
        count(*) filter (where ${inCurrent})::int as orders,
        ${revenueCents(sql`${inPrevious} and ${bringsRevenue}`)} as previous_revenue,
        count(*) filter (where ${inPrevious})::int as previous_orders
      from ${orders}
      where ${inEither}`),
    db.execute<Record<'customers' | 'previous_customers', Count>>(sql`
      select count(*) filter (where bought)::int as customers,
             count(*) filter (where bought_before)::int as previous_customers
      from (
        select bool_or(${inCurrent}) as bought, bool_or(${inPrevious}) as bought_before
        from ${orders}
        where ${inEither} and ${orders.customerId} is not null
        group by ${orders.customerId}
      ) as buyers`),
  ])
  const row = { ...sales.rows[0]!, ...buyers.rows[0]! }
  return {
    current: { revenueCents: Number(row.revenue), orders: Number(row.orders), customers: Number(row.customers) },
    previous: {
      revenueCents: Number(row.previous_revenue),
      orders: Number(row.previous_orders),
      customers: Number(row.previous_customers),
    },
  }
}

/** Products in the catalogue (created, not yet archived) at each of the two instants. */
export async function productCounts(db: Db, end: Date, previousEnd: Date): Promise<[number, number]> {
  const inCatalogueAt = (instant: Date) =>
    sql`created_at < ${at(instant)} and (archived_at is null or archived_at >= ${at(instant)})`
  const { rows } = await db.execute<{ now: number; before: number }>(sql`
    select count(*) filter (where ${inCatalogueAt(end)})::int as now,
           count(*) filter (where ${inCatalogueAt(previousEnd)})::int as before
    from products`)
  return [Number(rows[0]!.now), Number(rows[0]!.before)]
}

export interface DayFigures {
  /** YYYY-MM-DD, UTC. */
  date: string
  revenueCents: number
  orders: number
}

/** Revenue and orders of every UTC day from firstDay to lastDay (YYYY-MM-DD), zero-filled. */
export async function figuresByDay(
  db: Db,
  window: TimeWindow,
  firstDay: string,
  lastDay: string,
): Promise<DayFigures[]> {
  const { rows } = await db.execute<{ date: string; revenue: string | number | bigint; orders: number }>(sql`
    select to_char(days.day, 'YYYY-MM-DD') as date,
           coalesce(sold.revenue, 0) as revenue,
           coalesce(sold.orders, 0)::int as orders
    from generate_series(${firstDay}::date, ${lastDay}::date, interval '1 day') as days(day)
    left join (
      select (${orders.orderTime} at time zone 'UTC')::date as day,
             ${revenueCents(bringsRevenue)} as revenue,
             count(*) as orders
      from ${orders}
      where ${orders.orderTime} >= ${at(window.start)} and ${orders.orderTime} < ${at(window.end)}
      group by 1
    ) as sold on sold.day = days.day::date
    order by days.day`)
  return rows.map((row) => ({ date: row.date, revenueCents: Number(row.revenue), orders: Number(row.orders) }))
}

export interface TopProductFigures {
  productId: string
  name: string
  sku: string | null
  unitsSold: number
  revenueCents: number
}

/** The products whose lines brought the most revenue in the window's revenue-counting orders. */
export async function topProducts(db: Db, window: TimeWindow, limit: number): Promise<TopProductFigures[]> {
  const { rows } = await db.execute<{
    product_id: string
    name: string
    sku: string | null
    units: number
    revenue: string | number | bigint
  }>(sql`
    select top.product_id, products.name, products.sku, top.units::int as units, top.revenue
    from (
      select items.product_id,
             sum(items.quantity) as units,
             (sum(items.price * items.quantity) * 100)::bigint as revenue
      from order_items as items
      join ${orders} on ${orders.id} = items.order_id
      where ${orders.orderTime} >= ${at(window.start)} and ${orders.orderTime} < ${at(window.end)}
        and ${bringsRevenue}
      group by items.product_id
      order by revenue desc, items.product_id
      limit ${limit}
    ) as top
    join products on products.id = top.product_id
    order by top.revenue desc, top.product_id`)
  return rows.map((row) => ({
    productId: row.product_id,
    name: row.name,
    sku: row.sku,
    unitsSold: Number(row.units),
    revenueCents: Number(row.revenue),
  }))
}

/** The latest orders placed before the instant, with their relations. */
export async function latestOrders(db: Db, before: Date, limit: number): Promise<OrderModel[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(lt(orders.orderTime, before))
    .orderBy(desc(orders.orderTime), desc(orders.id))
    .limit(limit)
  return withRelations(db, rows)
}
