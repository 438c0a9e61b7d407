/**
 * The dashboard query over the benchmark order history (bench/support/order-data.ts: 10,000,000 orders by default,
 * generated once into bench_orders and kept for reruns).
 *
 *   npm run bench:dashboard                 # BENCH_ORDERS, BENCH_PRODUCTS, BENCH_CUSTOMERS size the data, BENCH_RUNS (30)
 *
 * Each case is the full GraphQL request (sign-in token checked, every dashboard field resolved) through the real app
 * in process, warm, as p50 and p95 over BENCH_RUNS runs. Beside it, in the same run, the raw-SQL reference: the
 * period's revenue and order count summed straight from the order rows (what the dashboard read before the rollups).
 * Last, the cost of moving the per-period product totals at the UTC day change.
 */
import { sql } from 'drizzle-orm'
import { dashboardWindows } from '@/server/services/dashboard/dashboard'
import { signedInApp } from './support/app-client'
import { machine, ms, timeRuns } from './support/measure'
import { BENCH_SIZE, openBenchOrders } from './support/order-data'

const RUNS = Number(process.env.BENCH_RUNS ?? 30)
const QUERY = `query ($days: Int) { dashboard(days: $days) {
  periodStart totalRevenue { value changePercent } totalOrders { value changePercent }
  totalCustomers { value changePercent } totalProducts { value changePercent }
  recentOrders { id totalAmount } topProducts { productId name revenue } revenueByDay { date revenue orders } } }`

const database = await openBenchOrders()
const { db } = database
const { rows } = await db.execute<{ orders: number; lines: number }>(
  sql`select (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as lines`,
)
console.log(
  `Database: ${rows[0]!.orders.toLocaleString('en-US')} orders, ${rows[0]!.lines.toLocaleString('en-US')} lines, ` +
    `${BENCH_SIZE.products.toLocaleString('en-US')} products`,
)
const app = await signedInApp(db)
console.log(`\nDashboard, ${RUNS} warm runs per case (${machine()}):`)
console.log('| Period | p50 | p95 | raw-SQL reference p50 / p95 | Orders in period | Load average |')
console.log('| --- | --- | --- | --- | --- | --- |')
for (const days of [7, 30, 90]) {
  let result: Record<string, unknown> = {}
  const figures = await timeRuns(RUNS, async () => {
    result = await app.call(QUERY, { days })
  })
  const { current, previous } = dashboardWindows(new Date(), days)
  const reference = await timeRuns(Math.min(RUNS, 10), () =>
    db.execute(sql`
      select (sum(total_amount) filter (where status not in ('CANCELLED', 'RETURNED'))), count(*)
      from orders
      where (order_time >= ${current.start.toISOString()}::timestamptz and order_time < ${current.end.toISOString()}::timestamptz)
         or (order_time >= ${previous.start.toISOString()}::timestamptz and order_time < ${previous.end.toISOString()}::timestamptz)`),
  )
  const orders = (result.dashboard as { totalOrders: { value: number } }).totalOrders.value
  console.log(
    `| ${days} days | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(reference.p50)} / ${ms(reference.p95)} | ` +
      `${orders.toLocaleString('en-US')} | ${machine().split('average ')[1]} |`,
  )
}
// The first read of a UTC day moves the per-period product totals one day on (roll_period_product_sales): timed here
// as one day back and forward again, which leaves the table as it was.
const today = sql`${new Date().toISOString().slice(0, 10)}::date`
const roll = await timeRuns(Math.min(RUNS, 10), async () => {
  await db.execute(sql`select roll_period_product_sales(${today} - 1)`)
  await db.execute(sql`select roll_period_product_sales(${today})`)
})
console.log(
  `\nMoving the period windows one day back and forward (two rolls): p50 ${ms(roll.p50)}, p95 ${ms(roll.p95)} (${machine()})`,
)
// The rolls update the rows of every product sold on the days entering or leaving a window: without autovacuum (off
// on the shared benchmark server) their dead versions would slow every later run (14 million after three at 10M).
await db.execute(sql`vacuum analyze period_product_sales`)
await app.close()
await database.close()
