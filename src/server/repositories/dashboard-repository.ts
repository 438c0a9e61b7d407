import { desc, lt, sql, type SQL } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import {
  catalogueCounts,
  catalogueCreatedDays,
  customerDayGaps,
  customerDays,
  orderDaySales,
  orderHourSales,
  orders,
  periodProductSales,
  periodProductSalesAsOf,
} from '@/server/db/schema'
import type { OrderModel } from '@/server/repositories/order-repository'
import { utcDay } from '@/shared/utc-day'

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
const HOUR_MS = 3_600_000
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`
/** Orders in the cancelled and returned statuses bring no revenue (nor count towards top products): migration 0017. */
const bringsRevenue = (status: SQL) => sql`brings_revenue(${status})`
type Count = string | number | bigint
const floorTo = (date: Date, ms: number) => new Date(Math.floor(date.getTime() / ms) * ms)

/**
 * A window starting at a UTC midnight, as its whole days [firstDay, endDay) read from the daily rollups, the whole
 * hours of its last day [dayStart, hourStart) from the hourly one, and the rest [hourStart, end) from the raw orders
 * (one hour's rows at most).
 */
function splitWindow(window: TimeWindow) {
  const dayStart = floorTo(window.end, DAY_MS)
  return {
    firstDay: sql`${utcDay(window.start)}::date`,
    lastDay: utcDay(dayStart),
    endDay: sql`${utcDay(dayStart)}::date`,
    dayStart: at(dayStart),
    hourStart: at(floorTo(window.end, HOUR_MS)),
    end: at(window.end),
  }
}

/** (day, status, orders, cents) rows that sum to the window's orders: rollup days, rollup hours, then raw orders. */
function salesRows(window: TimeWindow): SQL {
  const split = splitWindow(window)
  return sql`
    select day, status, orders, revenue_cents as cents from ${orderDaySales}
    where day >= ${split.firstDay} and day < ${split.endDay}
    union all
    select ${split.endDay}, status, orders, revenue_cents from ${orderHourSales}
    where hour >= ${split.dayStart} and hour < ${split.hourStart}
    union all
    select sales_day(order_time), status, 1, (total_amount * 100)::bigint from ${orders}
    where order_time >= ${split.hourStart} and order_time < ${split.end}`
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

/**
 * Products in the catalogue (created, not yet archived) at each of the two instants: the live count kept by
 * catalogue_counts, less the live products created since the instant (the days after its day from
 * catalogue_created_days, the rest of its day from the products), plus those archived since that existed then (an
 * index range as long as the archivals since the instant).
 */
export async function productCounts(db: Db, end: Date, previousEnd: Date): Promise<[number, number]> {
  const inCatalogueAt = (instant: Date) => {
    const dayAfter = at(new Date(floorTo(instant, DAY_MS).getTime() + DAY_MS))
    return sql`(live.products
      - (select coalesce(sum(products), 0) from ${catalogueCreatedDays} where day >= ${utcDay(instant)}::date + 1)
      - (select count(*) from products
         where archived_at is null and created_at >= ${at(instant)} and created_at < ${dayAfter})
      + (select count(*) from products where archived_at >= ${at(instant)} and created_at < ${at(instant)}))::int`
  }
  const { rows } = await db.execute<{ now: number; before: number }>(sql`
    select ${inCatalogueAt(end)} as now, ${inCatalogueAt(previousEnd)} as before
    from (select coalesce(sum(${catalogueCounts.products}), 0) as products from ${catalogueCounts}) as live`)
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
    from generate_series(${utcDay(window.start)}::date, ${utcDay(window.end)}::date, interval '1 day') as days(day)
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

const ROLL_ATTEMPTS = 3

/**
 * The products whose lines brought the most revenue in the window's revenue-counting orders. The window runs from a
 * UTC midnight to an instant of its last day, and period_product_sales holds each period's total up to the end of
 * that day (its windows first moved to end on it: a few milliseconds at the day change, as the next day's windows are
 * prepared beforehand). Orders of the last day placed at or after the window's end (none, but for a clock behind or
 * an order dated ahead) are taken off: only their products can fall, so the top `limit` + (their number) of the stored
 * totals, with them, hold the top `limit` of the window (a product outside both has `limit` products ahead of it
 * whose totals do not fall). The stored day is read in the same statement: should another server have moved it
 * between the roll and the read (its clock on the other side of midnight), the read is made again.
 */
export async function topProducts(
  db: Db,
  window: TimeWindow,
  days: number,
  limit: number,
): Promise<TopProductFigures[]> {
  const split = splitWindow(window)
  for (let attempt = 1; attempt <= ROLL_ATTEMPTS; attempt++) {
    await db.execute(sql`select roll_period_product_sales(${split.endDay})`)
    const { rows } = await db.execute<{
      as_of: string
      product_id: string | null
      name: string
      sku: string | null
      units: Count
      revenue: Count
    }>(sql`
      with later as (
        select items.product_id, sum(items.quantity) as units, (sum(items.price * items.quantity) * 100)::bigint as cents
        from order_items as items
        join ${orders} on ${orders.id} = items.order_id
        where ${orders.orderTime} >= ${split.end} and ${orders.orderTime} < ${split.dayStart} + interval '1 day'
          and ${bringsRevenue(sql`${orders.status}`)}
        group by items.product_id
      )
      select to_char(as_of.day, 'YYYY-MM-DD') as as_of, top.*, products.name, products.sku
      from ${periodProductSalesAsOf} as as_of
      left join lateral (
        select candidates.product_id,
               whole.units - coalesce(later.units, 0) as units,
               whole.revenue_cents - coalesce(later.cents, 0) as revenue
        from (
          (select product_id from ${periodProductSales} where end_day = as_of.day and days = ${days}
           order by revenue_cents desc, product_id limit ${limit} + (select count(*) from later))
          union
          select product_id from later
        ) as candidates
        join lateral (
          select units, revenue_cents from ${periodProductSales}
          where end_day = as_of.day and days = ${days} and product_id = candidates.product_id
          limit 1
        ) as whole on true
        left join later on later.product_id = candidates.product_id
        where whole.units > coalesce(later.units, 0)
        order by revenue desc, candidates.product_id
        limit ${limit}
      ) as top on true
      left join products on products.id = top.product_id
      order by top.revenue desc, top.product_id`)
    if (rows[0]!.as_of !== split.lastDay) continue
    return rows.flatMap((row) =>
      row.product_id === null
        ? []
        : [
            {
              productId: row.product_id,
              name: row.name,
              sku: row.sku,
              unitsSold: Number(row.units),
              revenueCents: Number(row.revenue),
            },
          ],
    )
  }
  throw new Error(`period_product_sales kept moving away from ${split.lastDay}`)
}

/** A preparation that began this long ago and has not finished (its server stopped) is started again. */
const PREPARATION_ABANDONED_AFTER = '10 minutes'

/**
 * Off the request path: moves the per-period product totals to `today`, then prepares the next day's beside them
 * (migration 0030): marked first, copied as of one snapshot while order changes go on (they log theirs meanwhile),
 * then the logged changes the snapshot did not see are added. `copied` runs between the copy's snapshot and the copy
 * (tests change orders there). Whether it prepared them.
 */
export async function preparePeriodProductSales(
  db: Db,
  today: Date,
  copied: () => Promise<void> = async () => {},
): Promise<boolean> {
  await db.execute(sql`select roll_period_product_sales(${utcDay(today)}::date)`)
  const { rows } = await db.execute<{ day: string | null }>(
    sql`select begin_period_product_sales_preparation(${PREPARATION_ABANDONED_AFTER}::interval)::text as day`,
  )
  const day = rows[0]!.day
  if (day === null) return false
  const seen = await db.transaction(
    async (tx) => {
      const { rows: snapshot } = await tx.execute<{ seen: string }>(sql`select txid_current_snapshot()::text as seen`)
      await copied()
      await tx.execute(sql`select copy_period_product_sales(${day}::date)`)
      return snapshot[0]!.seen
    },
    { isolationLevel: 'repeatable read' },
  )
  const { rows: finished } = await db.execute<{ prepared: boolean }>(
    sql`select finish_period_product_sales_preparation(${day}::date, ${seen}::txid_snapshot) as prepared`,
  )
  return finished[0]!.prepared
}

/** When the first order was placed (the order-time index's end); null when there is none. */
export async function firstOrderTime(db: Db): Promise<Date | null> {
  const [first] = await db.select({ at: orders.orderTime }).from(orders).orderBy(orders.orderTime).limit(1)
  return first?.at ?? null
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
