/**
 * The orders list and an opened order over the benchmark order history (bench/support/order-data.ts: 10,000,000
 * orders by default, generated once into bench_orders and kept for reruns).
 *
 *   npm run bench:orders                    # BENCH_ORDERS, BENCH_PRODUCTS, BENCH_CUSTOMERS size the data, BENCH_RUNS (20)
 *
 * Each case is the full GraphQL request through the real app in process (searchOrders: the page and its total
 * count), warm, as p50 and p95 over BENCH_RUNS runs. Beside it, in the same run, the raw-SQL reference: the page
 * alone, as one plain SELECT with the same order, filter, limit and offset.
 */
import { sql, type SQL } from 'drizzle-orm'
import { GetOrderByIdDocument, SearchOrdersDocument } from '@/gql/graphql'
import { listCursor } from '@/server/services/shared/list-cursor'
import { signedInApp } from './support/app-client'
import { machine, ms, timeRuns } from './support/measure'
import { openBenchOrders } from './support/order-data'

const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const DEEP_SKIP = 100_000
const SEARCH = String(SearchOrdersDocument)
const ORDER = String(GetOrderByIdDocument)

interface OrdersCase {
  name: string
  parameters: Record<string, string[]>
  /** The page alone in plain SQL. */
  reference: SQL
}

const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)
const newest = sql`order by order_time desc, id desc`
const page = (where: SQL, order: SQL, skip = 0) => sql`select * from orders ${where} ${order} limit 20 offset ${skip}`
const none = sql``
const CASES: OrdersCase[] = [
  { name: 'newest page', parameters: {}, reference: page(none, newest) },
  {
    name: 'oldest first',
    parameters: { SortBy: ['date'], SortOrder: ['asc'] },
    reference: page(none, sql`order by order_time, id`),
  },
  {
    name: 'by total, highest first',
    parameters: { SortBy: ['total'] },
    reference: page(none, sql`order by total_amount desc, order_time desc, id desc`),
  },
  {
    name: 'by total, lowest first',
    parameters: { SortBy: ['total'], SortOrder: ['asc'] },
    reference: page(none, sql`order by total_amount, order_time, id`),
  },
  {
    name: 'by status',
    parameters: { SortBy: ['status'], SortOrder: ['asc'] },
    reference: page(none, sql`order by status, order_time, id`),
  },
  {
    name: 'by customer A–Z',
    parameters: { SortBy: ['customer'], SortOrder: ['asc'] },
    reference: page(none, sql`order by lower(customer_name), order_time, id`),
  },
  {
    name: 'status Pending',
    parameters: { Status: ['PENDING'] },
    reference: page(sql`where status = 'PENDING'`, newest),
  },
  {
    name: 'status Delivered, last 30 days',
    parameters: { Status: ['DELIVERED'], From: [monthAgo] },
    reference: page(sql`where status = 'DELIVERED' and order_time >= ${monthAgo}::date`, newest),
  },
  {
    name: 'customer name search',
    parameters: { Search: ['Number 4242'] },
    reference: page(sql`where customer_name ilike '%Number 4242%'`, newest),
  },
  {
    name: 'payment Cash',
    parameters: { PaymentMethod: ['CASH'] },
    reference: page(sql`where payment_method = 'CASH'`, newest),
  },
  {
    name: 'delivery Pickup',
    parameters: { DeliveryMethod: ['PICKUP'] },
    reference: page(sql`where delivery_method = 'PICKUP'`, newest),
  },
  {
    name: `deep page (skip ${DEEP_SKIP.toLocaleString('en-US')})`,
    parameters: { Skip: [String(DEEP_SKIP)] },
    reference: page(none, newest, DEEP_SKIP),
  },
]

const database = await openBenchOrders()
const { db } = database
// The same deep page by keyset: After the last order of the page before, as the list's Next button sends it.
const { rows: before } = await db.execute<{ id: number }>(
  sql`select id from orders order by order_time desc, id desc limit 1 offset ${DEEP_SKIP - 1}`,
)
const lastSkipped = Number(before[0]!.id)
CASES.push({
  name: `deep page by keyset (After the ${DEEP_SKIP.toLocaleString('en-US')}th)`,
  parameters: { After: [listCursor('order', lastSkipped)] },
  reference: sql`select * from orders
                 where (order_time, id) < ((select order_time from orders where id = ${lastSkipped}), ${lastSkipped})
                 ${newest} limit 20`,
})
const { rows } = await db.execute<{ orders: number; id: number }>(
  sql`select count(*)::int as orders, (select id from orders order by id desc limit 1 offset 5000) as id from orders`,
)
console.log(`Database: ${rows[0]!.orders.toLocaleString('en-US')} orders`)
const app = await signedInApp(db)
console.log(`\nOrders, ${RUNS} warm runs per case (${machine()}):`)
console.log('| Case | Matches | p50 | p95 | raw-SQL page p50 / p95 | Load average |')
console.log('| --- | --- | --- | --- | --- | --- |')
const row = (name: string, matches: string, app: { p50: number; p95: number }, raw: { p50: number; p95: number }) =>
  console.log(
    `| ${name} | ${matches} | ${ms(app.p50)} | ${ms(app.p95)} | ${ms(raw.p50)} / ${ms(raw.p95)} | ` +
      `${machine().split('average ')[1]} |`,
  )
for (const benchCase of CASES) {
  const parameters = Object.entries(benchCase.parameters).map(([key, value]) => ({ key, value }))
  let total = 0
  const figures = await timeRuns(RUNS, async () => {
    const data = await app.call(SEARCH, { search: { parameters } })
    total = (data.searchOrders as { pagination: { totalCount: number } }).pagination.totalCount
  })
  const reference = await timeRuns(Math.min(RUNS, 10), () => db.execute(benchCase.reference))
  row(benchCase.name, total.toLocaleString('en-US'), figures, reference)
}
const orderId = String(rows[0]!.id)
const opened = await timeRuns(RUNS, () => app.call(ORDER, { orderId }))
const openedReference = await timeRuns(10, () => db.execute(sql`select * from orders where id = ${Number(orderId)}`))
row('orderById (lines, addresses, payments, events)', '1', opened, openedReference)
await app.close()
await database.close()
