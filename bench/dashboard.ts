/**
 * The dashboard query over the benchmark order history (bench/support/order-data.ts: 10,000,000 orders by default,
 * generated once into bench_orders and kept for reruns).
 *
 *   npm run bench:dashboard                 # BENCH_ORDERS, BENCH_PRODUCTS, BENCH_CUSTOMERS size the data, BENCH_RUNS (30)
 *
 * Each case is the full GraphQL request (sign-in token checked, every dashboard field resolved) through the real app
 * in process, warm, as p50 and p95 over BENCH_RUNS runs: as read again and again (the figures kept while nothing
 * changes, dashboard-cache.ts), and each right after an order write (an UPDATE of no row, which counts as a change), so
 * computed afresh. Beside it, in the same run, the raw-SQL reference: the period's revenue and order count summed
 * straight from the order rows (what the dashboard read before the rollups).
 * Last, the first request of a new UTC day, and the cost of preparing its per-period product totals beforehand.
 */
import { sql } from 'drizzle-orm'
import { preparePeriodProductSales } from '@/server/repositories/dashboard-repository'
import { dashboardWindows } from '@/server/services/dashboard/dashboard'
import { utcDay } from '@/shared/utc-day'
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
console.log(
  '| Period | p50 | p95 | after an order write p50 / p95 | raw-SQL reference p50 / p95 | Orders in period | Load average |',
)
console.log('| --- | --- | --- | --- | --- | --- | --- |')
for (const days of [7, 30, 90]) {
  let result: Record<string, unknown> = {}
  const read = async () => {
    result = await app.call(QUERY, { days })
  }
  const figures = await timeRuns(RUNS, read)
  const afterWrite = await timeRuns(RUNS, read, () => db.execute(sql`update orders set status = status where false`))
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
    `| ${days} days | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(afterWrite.p50)} / ${ms(afterWrite.p95)} | ` +
      `${ms(reference.p50)} / ${ms(reference.p95)} | ` +
      `${orders.toLocaleString('en-US')} | ${machine().split('average ')[1]} |`,
  )
}
// The first read of a new UTC day, on a clock of the app's own: the windows ending today were prepared off the request
// path the day before (preparePeriodProductSales, the server's upkeep), so the read only moves the stored day on.
// Set up as yesterday with today prepared, warmed by reads at 23:59, then the first read at 00:00:01, timed; and
// the preparation itself.
// The coming midnight: tokens signed on the app clock are checked against the real one too, so the clock stays ahead.
const midnight = Math.ceil(Date.now() / 86_400_000) * 86_400_000
let clock = new Date(midnight - 10_000)
const dayChangeApp = await signedInApp(db, () => clock)
const dayChange: number[] = []
const preparation: number[] = []
for (let run = 0; run < Math.min(RUNS, 3); run++) {
  clock = new Date(midnight - 10_000)
  // Yesterday's windows derived (as a server whose clock is behind would), then today's prepared beside them.
  await db.execute(sql`select roll_period_product_sales(${utcDay(clock)}::date)`)
  const started = performance.now()
  await preparePeriodProductSales(db, clock)
  preparation.push(performance.now() - started)
  // Prepared a day before the read: long enough for autovacuum (off on the shared benchmark server) to have cleared
  // the rows the preparation replaced, and for the day's reads to have warmed the cache.
  await db.execute(sql`vacuum analyze period_product_sales`)
  for (let warm = 0; warm < 5; warm++) for (const days of [7, 30, 90]) await dayChangeApp.call(QUERY, { days })
  clock = new Date(midnight + 1000)
  const first = performance.now()
  await dayChangeApp.call(QUERY, { days: 7 })
  dayChange.push(performance.now() - first)
}
const sorted = (list: number[]) => [...list].sort((a, b) => a - b)
console.log(
  `\nFirst request of a new UTC day (7 days, windows prepared the day before), ${dayChange.length} runs: ` +
    `max ${ms(sorted(dayChange).at(-1)!)}, p50 ${ms(sorted(dayChange)[dayChange.length >> 1]!)} (${machine()})`,
)
console.log(
  `Preparing the next day's windows (off the request path, beside order changes): ` +
    `p50 ${ms(sorted(preparation)[preparation.length >> 1]!)}, max ${ms(sorted(preparation).at(-1)!)}`,
)
await dayChangeApp.close()
await preparePeriodProductSales(db, new Date())
// The rolls update the rows of every product sold on the days entering or leaving a window: without autovacuum (off
// on the shared benchmark server) their dead versions would slow every later run (14 million after three at 10M).
await db.execute(sql`vacuum analyze period_product_sales`)
await app.close()
await database.close()
