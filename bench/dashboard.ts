/**
 * The dashboard query over 1,000,000 orders on PostgreSQL.
 *
 *   npm run bench:dashboard                      # fresh database storefront_bench_dashboard on the local server
 *   BENCH_REUSE=1 npm run bench:dashboard        # measure again without regenerating (when the database is there)
 *
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres) names the server;
 * BENCH_ORDERS (1000000) and BENCH_RUNS (30) size the run. The orders are generated set-based (generate_series):
 * 20,000 customers, 10,000 products, orders spread evenly over the last 730 days with 1 to 4 lines each, 6 % of
 * them cancelled or returned. Each figure is the full GraphQL request (sign-in token checked, every dashboard
 * field resolved) through the real app in process, warm, as median and 95th percentile over BENCH_RUNS runs.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { buildApp } from '@/server/app'
import { BULK_DATABASE_TIMEOUTS, migrate, openDatabase, type Db } from '@/server/db/client'
import { seedDemoData } from '@/server/db/seed'

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DATABASE = 'storefront_bench_dashboard'
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 30)
const REUSE = process.env.BENCH_REUSE === '1'
const CUSTOMERS = 20_000
const PRODUCTS = 10_000
const HISTORY_DAYS = 730

async function adminQuery(text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: ADMIN_URL })
  await client.connect()
  try {
    return await client.query(text)
  } finally {
    await client.end()
  }
}

async function step(label: string, work: () => Promise<unknown>): Promise<void> {
  const started = performance.now()
  await work()
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

/** Customers, products, then orders with totals figured from their lines, all in set-based statements. */
async function generate(db: Db): Promise<void> {
  await step(`${CUSTOMERS.toLocaleString('en-US')} customers`, () =>
    db.execute(sql`
      insert into users (email, first_name, last_name)
      select 'customer' || n || '@bench.example', 'Customer', 'Number ' || n
      from generate_series(1, ${CUSTOMERS}::int) as n`),
  )
  await step(`${PRODUCTS.toLocaleString('en-US')} products`, () =>
    db.execute(sql`
      insert into products (name, sku, price, created_at)
      select 'Bench product ' || n, 'BENCH-' || n, (5 + (n * 37) % 500 + 0.99)::numeric(12, 2),
             now() - interval '800 days'
      from generate_series(1, ${PRODUCTS}::int) as n`),
  )
  await db.execute(sql`
    create unlogged table bench_products as
      select row_number() over (order by sku)::int as n, id, name, price from products where sku like 'BENCH-%'`)
  await db.execute(sql`
    create unlogged table bench_customers as
      select row_number() over (order by email)::int as n, id, first_name || ' ' || last_name as name, email
      from users where email like '%@bench.example'`)
  await db.execute(sql`alter table bench_products add primary key (n)`)
  await db.execute(sql`alter table bench_customers add primary key (n)`)
  await step('order lines (staging)', () =>
    db.execute(sql`
      create unlogged table bench_lines as
        select g, p.id as product_id, p.name, p.price, 1 + (g + k) % 3 as quantity
        from generate_series(1, ${ORDERS}::int) as g
        cross join lateral generate_series(1, 1 + g % 4) as k
        join bench_products as p on p.n = 1 + ((g::bigint * 7919 + k * 104729) % ${PRODUCTS}::int)`),
  )
  await step(`${ORDERS.toLocaleString('en-US')} orders`, () =>
    db.execute(sql`
      insert into orders (id, customer_id, customer_name, customer_email, status, delivery_method, payment_method,
                          order_time, subtotal, shipping_amount, tax, tax_rate, total_amount, created_at, updated_at)
      overriding system value
      select 1000000 + s.g, c.id, c.name, c.email,
             case when s.g % 100 < 4 then 'CANCELLED' when s.g % 100 < 6 then 'RETURNED'
                  when s.g % 100 < 10 then 'PENDING' when s.g % 100 < 14 then 'PROCESSING'
                  when s.g % 100 < 20 then 'SHIPPED' else 'DELIVERED' end,
             'DELIVERY', 'CREDIT_CARD', s.t, s.subtotal, 4.99, round(s.subtotal * 0.06625, 2), 6.625,
             s.subtotal + round(s.subtotal * 0.06625, 2) + 4.99, s.t, s.t
      from (
        select g, sum(price * quantity) as subtotal,
               now() - (${ORDERS}::int - g) * (interval '1 day' * ${HISTORY_DAYS}::int / ${ORDERS}::int)
                 - interval '1 hour' as t
        from bench_lines group by g
      ) as s
      join bench_customers as c on c.n = 1 + (s.g::bigint * 31) % ${CUSTOMERS}::int`),
  )
  await step('order lines', () =>
    db.execute(sql`
      insert into order_items (order_id, product_id, name, price, quantity)
      select 1000000 + g, product_id, name, price, quantity from bench_lines`),
  )
  await db.execute(sql`drop table bench_lines, bench_products, bench_customers`)
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

async function main(): Promise<void> {
  const exists = (await adminQuery(`select 1 from pg_database where datname = '${DATABASE}'`)).rowCount === 1
  const fresh = !(REUSE && exists)
  if (fresh) {
    await adminQuery(`drop database if exists ${DATABASE} with (force)`)
    await adminQuery(`create database ${DATABASE}`)
  }
  const url = new URL(ADMIN_URL)
  url.pathname = `/${DATABASE}`
  const database = await openDatabase({ url: url.toString(), timeouts: BULK_DATABASE_TIMEOUTS })
  await migrate(database)
  if (fresh) {
    console.log(`Generating ${ORDERS.toLocaleString('en-US')} orders in ${DATABASE}:`)
    await step('demo accounts', () => seedDemoData(database.db, { size: 'small' }))
    await generate(database.db)
    await step('vacuum analyze', () => database.db.execute(sql`vacuum analyze`))
  }
  const { rows } = await database.db.execute<{ orders: number; lines: number }>(
    sql`select (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as lines`,
  )
  console.log(
    `Database: ${rows[0]!.orders.toLocaleString('en-US')} orders, ${rows[0]!.lines.toLocaleString('en-US')} lines`,
  )

  const uploadsDir = await mkdtemp(join(tmpdir(), 'bench-uploads-'))
  const app = await buildApp({ db: database.db, jwtSecret: 'bench-signing-key-long-enough-for-hs256-hmac', uploadsDir })
  const call = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify({ query, variables }),
    })
    const body = response.json<{ data?: Record<string, unknown>; errors?: { message: string }[] }>()
    if (body.errors) throw new Error(body.errors[0]!.message)
    return body.data!
  }
  const signIn = await call('mutation ($token: LoginInput!) { login(token: $token) { token } }', {
    token: { email: 'dev@example.com', password: 'demo-password-1' },
  })
  const token = (signIn.login as { token: string }).token
  const query = `query ($days: Int) { dashboard(days: $days) {
    periodStart totalRevenue { value changePercent } totalOrders { value changePercent }
    totalCustomers { value changePercent } totalProducts { value changePercent }
    recentOrders { id totalAmount } topProducts { productId name revenue } revenueByDay { date revenue orders } } }`

  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')
  console.log(`\nDashboard query, ${RUNS} warm runs each (${cpus().length} cores, load average ${load}):`)
  for (const days of [7, 30, 90]) {
    for (let i = 0; i < 3; i += 1) await call(query, { days }, token)
    const times: number[] = []
    let result: Record<string, unknown> = {}
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now()
      result = await call(query, { days }, token)
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const figures = result.dashboard as { totalOrders: { value: number }; totalRevenue: { value: number } }
    console.log(
      `  ${String(days).padStart(2)} days: median ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms` +
        ` (${figures.totalOrders.value.toLocaleString('en-US')} orders, revenue ${figures.totalRevenue.value.toLocaleString('en-US')})`,
    )
  }
  await app.close()
  await database.close()
  await rm(uploadsDir, { recursive: true, force: true })
}

await main()
