import { desc, lt, sql, type SQL } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { customerDayGaps, customerDays, orderDaySales, orders, productDaySales } from '@/server/db/schema'
import type { OrderModel } from '@/server/repositories/order-repository'
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

const DAY_MS = 86_400_000
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`
const isoDay = (date: Date) => date.toISOString().slice(0, 10)
const bringsRevenue = (status: SQL) =>
  sql`${status} not in (${sql.join(
    NO_REVENUE_STATUSES.map((value) => sql`${value}`),
    sql`, `,
  )})`
type Count = string | number | bigint

/**
 * A window starting at a UTC midnight, as its whole days [firstDay, endDay) read from the daily rollups, and the
 * rest of its last day [partialStart, end) read from the raw orders (one day's rows at most).
 */
function splitWindow(window: TimeWindow) {
  const partialStart = new Date(Math.floor(window.end.getTime() / DAY_MS) * DAY_MS)
  return {
    firstDay: sql`${isoDay(window.start)}::date`,
    endDay: sql`${isoDay(partialStart)}::date`,
    partialStart: at(partialStart),
    end: at(window.end),
  }
}

/** (day, status, orders, cents) rows that sum to the window's orders: rollup days, then the partial day's orders. */
function salesRows(window: TimeWindow): SQL {
  const split = splitWindow(window)
  return sql`
    select day, status, orders, revenue_cents as cents from ${orderDaySales}
    where day >= ${split.firstDay} and day < ${split.endDay}
    union all
    select sales_day(order_time), status, 1, (total_amount * 100)::bigint from ${orders}
    where order_time >= ${split.partialStart} and order_time < ${split.end}`
}

/**
 * Distinct customers who ordered in the window: those of its whole days from the gap histogram (a customer-day
 * counts when the customer's previous order day falls before the window), plus those whose first order of the
 * partial day came before its end and who had not ordered since the window began: two index ranges.
 */
function customersIn(window: TimeWindow): SQL {
  const split = splitWindow(window)
  return sql`(
    (select coalesce(sum(customers), 0) from ${customerDayGaps}
     where day >= ${split.firstDay} and day < ${split.endDay} and gap > day - ${split.firstDay})
    + (select count(*) from ${customerDays}
       where day = ${split.endDay} and first_at < ${split.end} and gap > ${split.endDay} - ${split.firstDay}))`
}

/** Revenue, order count and distinct customers of two windows, from the daily rollups (see splitWindow). */
export async function orderFigures(
  db: Db,
  current: TimeWindow,
  previous: TimeWindow,
): Promise<{ current: OrderFigures; previous: OrderFigures }> {
  const { rows } = await db.execute<
    Record<'revenue' | 'orders' | 'customers' | 'previous_revenue' | 'previous_orders' | 'previous_customers', Count>
  >(sql`
    select
      coalesce(sum(cents) filter (where in_current and ${bringsRevenue(sql`status`)}), 0) as revenue,
      coalesce(sum(orders) filter (where in_current), 0) as orders,
      ${customersIn(current)} as customers,
      coalesce(sum(cents) filter (where not in_current and ${bringsRevenue(sql`status`)}), 0) as previous_revenue,
      coalesce(sum(orders) filter (where not in_current), 0) as previous_orders,
      ${customersIn(previous)} as previous_customers
    from (
      select true as in_current, * from (${salesRows(current)}) as sales
      union all
      select false, * from (${salesRows(previous)}) as sales
    ) as periods`)
  const row = rows[0]!
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

/** Revenue and orders of every UTC day of the window (which starts at a UTC midnight), zero-filled. */
export async function figuresByDay(db: Db, window: TimeWindow): Promise<DayFigures[]> {
  const { rows } = await db.execute<{ date: string; revenue: Count; orders: Count }>(sql`
    select to_char(days.day, 'YYYY-MM-DD') as date,
           coalesce(sold.revenue, 0) as revenue,
           coalesce(sold.orders, 0) as orders
    from generate_series(${isoDay(window.start)}::date, ${isoDay(window.end)}::date, interval '1 day') as days(day)
    left join (
      select day, sum(cents) filter (where ${bringsRevenue(sql`status`)}) as revenue, sum(orders) as orders
      from (${salesRows(window)}) as sales
      group by day
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

/** The products whose lines brought the most revenue in the window's revenue-counting orders (see splitWindow). */
export async function topProducts(db: Db, window: TimeWindow, limit: number): Promise<TopProductFigures[]> {
  const split = splitWindow(window)
  const { rows } = await db.execute<{
    product_id: string
    name: string
    sku: string | null
    units: Count
    revenue: Count
  }>(sql`
    select top.product_id, products.name, products.sku, top.units, top.revenue
    from (
      select product_id, sum(units) as units, sum(cents) as revenue
      from (
        select product_id, status, units, revenue_cents as cents from ${productDaySales}
        where day >= ${split.firstDay} and day < ${split.endDay}
        union all
        select items.product_id, ${orders.status}, items.quantity, (items.price * items.quantity * 100)::bigint
        from order_items as items
        join ${orders} on ${orders.id} = items.order_id
        where ${orders.orderTime} >= ${split.partialStart} and ${orders.orderTime} < ${split.end}
      ) as sold
      where ${bringsRevenue(sql`status`)}
      group by product_id
      order by revenue desc, product_id
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

/** The latest orders placed before the instant. */
export async function latestOrders(db: Db, before: Date, limit: number): Promise<OrderModel[]> {
  return db
    .select()
    .from(orders)
    .where(lt(orders.orderTime, before))
    .orderBy(desc(orders.orderTime), desc(orders.id))
    .limit(limit)
}
