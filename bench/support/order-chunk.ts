/**
 * One chunk of the generated order history: orders FIRST_ID + [from, to] with their lines, and those orders' rows of
 * the daily rollups, written straight from the chunk's staging tables (the rollup tables have no keys while loading).
 * A chunk ends at a UTC day's end, so no two chunks write the same day's rollup rows, and chunks load two at a time
 * but for the customer days, which follow each other in order (a day's gap reaches back to the chunk before).
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '@/server/db/client'

export interface OrderHistory {
  orders: number
  customers: number
  products: number
  /** The generation's clock: the newest order is 10 minutes before it. */
  at: Date
}

const HISTORY_DAYS = 730
/** Generated order ids start above the demo orders'. */
const FIRST_ID = 1_000_000

const hash = (value: SQL, seed: number) => sql`abs(hashint8extended(${value}, ${seed}))`
const generatedAt = (history: OrderHistory) => sql`${history.at.toISOString()}::timestamptz`
/** Order g's time: the history's orders evenly spread over HISTORY_DAYS. */
const orderTime = (history: OrderHistory, g: SQL) =>
  sql`${generatedAt(history)} - (${history.orders}::bigint - ${g})
        * (interval '1 day' * ${HISTORY_DAYS}::int / ${history.orders}::bigint) - interval '10 minutes'`

/** The last order of the chunk from `from` up to about `to`: the last one before the day of order to + 1 began. */
export async function chunkEnd(db: Db, history: OrderHistory, from: number, to: number): Promise<number> {
  if (to >= history.orders) return history.orders
  const window = 2 * Math.ceil(history.orders / HISTORY_DAYS) + 2
  const low = Math.max(from, to + 1 - window)
  const { rows } = await db.execute<{ first: string }>(sql`
    select min(g) as first from generate_series(${low}::bigint, ${to + 1}::bigint) as g
    where sales_day(${orderTime(history, sql`g`)}) = sales_day(${orderTime(history, sql`${to + 1}::bigint`)})`)
  const first = Number(rows[0]!.first)
  if (first <= low) throw new Error(`a chunk of orders ${from} to ${to} does not hold a whole day's orders`)
  return first - 1
}

export interface OrderChunk {
  index: number
  from: number
  to: number
}

const staging = (chunk: OrderChunk, name: string) => sql.identifier(`bench_chunk_${name}_${chunk.index}`)

/**
 * Orders FIRST_ID + [from, to], their lines, and their rows of every rollup but the customer days, whose figures it
 * leaves in bench_chunk_days_<index> for insertChunkCustomerDays. Totals are figured from the lines as the server does.
 */
export async function insertOrderChunk(db: Db, history: OrderHistory, chunk: OrderChunk): Promise<void> {
  const { customers, products } = history
  const [lines, orders] = [staging(chunk, 'lines'), staging(chunk, 'orders')]
  // Product n = 1 + floor(products × u²) for u = h / 10⁶, in integers (the same numbers as numeric power(), faster).
  const pick = hash(sql`g * 8 + k`, 1)
  await db.execute(sql`
    create unlogged table ${lines} as
      select g, p.id as product_id, p.name, p.sku, p.price, (1 + ${hash(sql`g * 8 + k`, 3)} % 3)::int as quantity
      from generate_series(${chunk.from}::bigint, ${chunk.to}::bigint) as g
      cross join lateral generate_series(1, (1 + ${hash(sql`g`, 0)} % 4)::int) as k
      join bench_products as p
        on p.n = 1 + (${products}::bigint * (${pick} % 1000000) * (${pick} % 1000000) / 1000000000000)::int`)
  await db.execute(sql`
    create unlogged table ${orders} as
    select s.g, c.id as customer_id, c.name as customer_name, c.email as customer_email,
           case when s.t > ${generatedAt(history)} - interval '3 days'
                  then (array['PENDING', 'PROCESSING', 'SHIPPED'])[1 + s.g % 3]
                when s.g % 100 < 4 then 'CANCELLED' when s.g % 100 < 8 then 'RETURNED'
                when s.g % 100 < 10 then 'SHIPPED'
                when s.delivery = 'PICKUP' then 'PICKED_UP' else 'DELIVERED' end as status,
           s.delivery as delivery_method, case when s.g % 10 < 7 then 'CREDIT_CARD' else 'CASH' end as payment_method,
           s.t as order_time, sales_day(s.t) as day, s.subtotal, s.shipping, round(s.subtotal * 0.06625, 2) as tax,
           s.subtotal + round(s.subtotal * 0.06625, 2) + s.shipping as total_amount
    from (
      select g, subtotal, delivery, case when delivery = 'PICKUP' then 0 else 4.99 end as shipping,
             ${orderTime(history, sql`g`)} as t
      from (
        select g, sum(price * quantity) as subtotal,
               (array['DELIVERY', 'DELIVERY', 'LOCAL_DELIVERY', 'PICKUP'])[1 + g % 4] as delivery
        from ${lines} group by g
      ) as totals
    ) as s
    join bench_customers as c on c.n = 1 + ${hash(sql`s.g`, 2)} % ${customers}::int`)
  await db.execute(sql`
    insert into orders (id, customer_id, customer_name, customer_email, status, delivery_method, payment_method,
                        order_time, subtotal, shipping_amount, tax, tax_rate, total_amount, created_at, updated_at)
    overriding system value
    select ${FIRST_ID} + g, customer_id, customer_name, customer_email, status, delivery_method, payment_method,
           order_time, subtotal, shipping, tax, 6.625, total_amount, order_time, order_time
    from ${orders}`)
  await db.execute(sql`
    insert into order_items (order_id, product_id, name, sku, price, quantity)
    select ${FIRST_ID} + g, product_id, name, sku, price, quantity from ${lines}`)
  // The rollups' rows as the *_recomputed views figure them (migrations 0007, 0008, 0018, 0028).
  await db.execute(sql`
    insert into order_day_sales
    select day, status, count(*)::int, (sum(total_amount) * 100)::bigint from ${orders} group by 1, 2`)
  await db.execute(sql`
    insert into order_hour_sales
    select sales_hour(order_time), status, count(*)::int, (sum(total_amount) * 100)::bigint from ${orders} group by 1, 2`)
  await db.execute(sql`
    insert into order_day_counts
    select day, status, payment_method, delivery_method, count(*)::int from ${orders} group by 1, 2, 3, 4`)
  await db.execute(sql`
    insert into product_day_sales
    select o.day, o.status, l.product_id, sum(l.quantity)::bigint, (sum(l.price * l.quantity) * 100)::bigint
    from ${lines} as l join ${orders} as o on o.g = l.g
    group by 1, 2, 3`)
  await db.execute(sql`
    create unlogged table ${staging(chunk, 'days')} as
    select customer_id, day, count(*)::int as orders, min(order_time) as first_at from ${orders} group by 1, 2`)
  await db.execute(sql`drop table ${lines}, ${orders}`)
}

/**
 * The chunk's customer days, each with its gap since the customer's previous order day (in this chunk or, for
 * their first day in it, bench_customer_last), and their gaps counted per day; then each customer's last day.
 */
export async function insertChunkCustomerDays(db: Db, chunk: OrderChunk): Promise<void> {
  const days = staging(chunk, 'days')
  await db.execute(sql`
    with inserted as (
      insert into customer_days (customer_id, day, orders, gap, first_at)
      select d.customer_id, d.day, d.orders,
             customer_gap(d.day, coalesce(lag(d.day) over (partition by d.customer_id order by d.day), last.day)),
             d.first_at
      from ${days} as d left join bench_customer_last as last on last.customer_id = d.customer_id
      returning customer_id, day, gap
    ),
    gaps as (insert into customer_day_gaps select day, gap, count(*)::int from inserted group by 1, 2)
    insert into bench_customer_last as last
    select customer_id, max(day) from inserted group by 1
    on conflict (customer_id) do update set day = excluded.day`)
  await db.execute(sql`drop table ${days}`)
}
