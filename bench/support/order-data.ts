/**
 * The large order history the dashboard, orders and load benchmarks share: a PostgreSQL database (bench_orders by
 * default) kept between runs and generated only when it is missing or was made for other sizes.
 *
 *   BENCH_ORDERS (10,000,000), BENCH_PRODUCTS (1,000,000), BENCH_CUSTOMERS (200,000) size it;
 *   BENCH_DATABASE_URL (or TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres) names the server,
 *   BENCH_ORDERS_DATABASE (bench_orders) the database. Drop the database to make it again. A benchmark may pass
 *   other defaults (bench:customers: 1,000,000 customers in bench_customers); the variables still override them.
 *
 * Set-based throughout (generate_series, values from hashes of the row number, so a size always gives the same
 * data but for the generation time and the products' random ids): the demo accounts, the bulk catalogue, the customers
 * (holding the customer role, each with a phone number), then the orders in chunks of about CHUNK orders
 * ending at a UTC day's end (order-chunk.ts), with 1 to 4 lines each (2.5 on average) over the last 730 days,
 * products drawn with a skew towards the first ones. Each chunk also writes its orders' rows of the daily rollups,
 * as rebuild_order_rollups() would figure them. While loading, the order and rollup tables' triggers are off and
 * their keys (but the orders' own) and indexes dropped; they are vacuumed, then the indexes built two at a time.
 */
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { BULK_DATABASE_TIMEOUTS, migrate, openDatabase, type Database, type Db } from '@/server/db/client'
import { seedDemoData } from '@/server/db/seed'
import { dropSecondaryIndexes, seedBulkCatalogue } from '@/server/db/seed-bulk-catalogue'
import { dropKeysAndIndexes, dropTriggers } from './bulk-keys'
import { mergeDemoRollups, ROLLUP_TABLES, setDemoRollupsAside } from './rollup-load'
import { runInLanes, runInLanesThenInOrder } from './lanes'
import { PermissionLevel } from '@/shared/permissions'
import { step } from './measure'
import { chunkEnd, insertChunkCustomerDays, insertOrderChunk, type OrderChunk, type OrderHistory } from './order-chunk'

export interface BenchData {
  database: string
  orders: number
  products: number
  customers: number
}

/** The benchmark data: the defaults, or a benchmark's own, each overridden by its environment variable. */
export const benchData = (defaults: Partial<BenchData> = {}): BenchData => ({
  database: process.env.BENCH_ORDERS_DATABASE ?? defaults.database ?? 'bench_orders',
  orders: Number(process.env.BENCH_ORDERS ?? defaults.orders ?? 10_000_000),
  products: Number(process.env.BENCH_PRODUCTS ?? defaults.products ?? 1_000_000),
  customers: Number(process.env.BENCH_CUSTOMERS ?? defaults.customers ?? 200_000),
})
export const BENCH_SIZE = benchData()
const SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const CHUNK = 500_000
/** Connections loading chunks, vacuuming and building indexes at once. */
const LANES = 2

/** The benchmark database's URL. */
export const benchOrdersUrl = (data = BENCH_SIZE) =>
  Object.assign(new URL(SERVER_URL), { pathname: `/${data.database}` }).href

/** One statement on the benchmark server's maintenance database (creating or dropping a benchmark database). */
export async function adminQuery(text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: SERVER_URL })
  await client.connect()
  try {
    return await client.query(text)
  } finally {
    await client.end()
  }
}

const sizeLabel = (data: BenchData) => `${data.orders}/${data.products}/${data.customers}`

async function insertCustomersAndStaging(db: Db, data: BenchData): Promise<void> {
  const { customers, products } = data
  await step(`${customers.toLocaleString('en-US')} customers`, async () => {
    const indexes = await dropSecondaryIndexes(db, ['users', 'user_roles'])
    await db.execute(sql`
      insert into users (email, first_name, last_name, phone_number)
      select 'customer' || n || '@bench.example', 'Customer', 'Number ' || n,
             '(555) ' || lpad((n / 10000 % 1000)::text, 3, '0') || '-' || lpad((n % 10000)::text, 4, '0')
      from generate_series(1, ${customers}::int) as n`)
    // Their accounts (customer_accounts) are written once their orders exist (insertCustomerAccounts).
    await db.execute(sql`alter table user_roles disable trigger customer_accounts_roles`)
    await db.execute(sql`
      insert into user_roles (user_id, role_id, permission_level)
      select u.id, r.id, ${PermissionLevel.Delete}::smallint from users as u, roles as r
      where u.email like '%@bench.example' and lower(r.name) = 'customer'`)
    await db.execute(sql`alter table user_roles enable trigger customer_accounts_roles`)
    await runStatements(db, indexes)
  })
  await db.execute(sql`
    create unlogged table bench_products as
      select row_number() over (order by id)::int as n, id, name, sku, price from products where archived_at is null
      limit ${products}::int`)
  await db.execute(sql`
    create unlogged table bench_customers as
      select row_number() over (order by email)::int as n, id, first_name || ' ' || last_name as name, email
      from users where email like '%@bench.example'`)
  await db.execute(sql`alter table bench_products add primary key (n)`)
  await db.execute(sql`alter table bench_customers add primary key (n)`)
  // Each customer's last order day so far, updated by every chunk: room on each page keeps the updates in place.
  await db.execute(sql`
    create unlogged table bench_customer_last (customer_id uuid primary key, day date not null)
    with (fillfactor = 50)`)
}

const runStatements = (db: Db, statements: readonly string[]) =>
  runInLanes(statements.length, LANES, (index) => db.execute(sql.raw(statements[index]!)))

async function setOrderTriggers(db: Db, state: 'enable' | 'disable'): Promise<void> {
  for (const table of ['orders', 'order_items']) {
    await db.execute(sql`alter table ${sql.identifier(table)} ${sql.raw(state)} trigger all`)
  }
}

/** The chunks of about CHUNK orders, each ending at a day's end. */
async function orderChunks(db: Db, history: OrderHistory): Promise<OrderChunk[]> {
  const chunks: OrderChunk[] = []
  for (let from = 1; from <= history.orders;) {
    const to = await chunkEnd(db, history, from, from + CHUNK - 1)
    chunks.push({ index: chunks.length, from, to })
    from = to + 1
  }
  return chunks
}

/** The generated customers' accounts with their lifetime figures, in one pass over the orders. */
async function insertCustomerAccounts(db: Db): Promise<void> {
  await db.execute(sql`
    insert into customer_accounts (user_id, orders, revenue_orders, spent_cents, first_order_at, last_order_at)
    select u.id, coalesce(f.orders, 0), coalesce(f.revenue_orders, 0), coalesce(f.spent_cents, 0), f.first_order_at,
           f.last_order_at
    from users as u left join customer_order_figures as f on f.customer_id = u.id
    where u.email like '%@bench.example'`)
}

async function generateOrders(db: Db, data: BenchData): Promise<void> {
  await setOrderTriggers(db, 'disable')
  // Dropped, not disabled: a disabled trigger with transition tables still has every inserted row collected.
  const triggers = await dropTriggers(db, ROLLUP_TABLES)
  await setDemoRollupsAside(db)
  const builds = [
    ...(await dropSecondaryIndexes(db, ['orders'])),
    ...(await dropKeysAndIndexes(db, ['order_items', ...ROLLUP_TABLES])),
  ]
  const { rows } = await db.execute<{ count: number }>(sql`select count(*)::int as count from bench_products`)
  const history: OrderHistory = { ...data, products: rows[0]!.count, at: new Date() }
  const chunks = await orderChunks(db, history)
  await step(`${history.orders.toLocaleString('en-US')} orders with their lines and rollups`, () =>
    runInLanesThenInOrder(
      chunks.length,
      LANES,
      (index) => insertOrderChunk(db, history, chunks[index]!),
      async (index) => {
        await insertChunkCustomerDays(db, chunks[index]!)
        console.log(`    ${chunks[index]!.to.toLocaleString('en-US')} orders`)
      },
    ),
  )
  // Vacuumed before the indexes exist: one pass sets the pages' hint bits and visibility, which the index builds'
  // scans would otherwise each meet unset.
  await step('vacuum of the loaded tables', () =>
    runStatements(
      db,
      ['orders', 'order_items', ...ROLLUP_TABLES].map((table) => `vacuum ${table}`),
    ),
  )
  // The trigram index first: the longest build.
  const ordered = [...builds].sort((a, b) => Number(b.includes(' gin ')) - Number(a.includes(' gin ')))
  await step('indexes and keys', () => runStatements(db, ordered))
  await mergeDemoRollups(db)
  await runStatements(db, triggers)
  await setOrderTriggers(db, 'enable')
  await db.execute(sql`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`)
  await db.execute(sql`drop table bench_products, bench_customers, bench_customer_last`)
  await step('customer accounts', () => insertCustomerAccounts(db))
  await step('vacuum analyze', () => db.execute(sql`vacuum analyze`))
  await step('per-period product totals', async () => {
    await db.execute(sql`select rebuild_period_product_sales()`)
    await db.execute(sql`vacuum analyze period_product_sales`)
  })
}

/** The benchmark database, generated first when it is missing or holds another size (its comment holds the size). */
export async function openBenchOrders(data = BENCH_SIZE): Promise<Database> {
  const name = data.database
  const { rows } = await adminQuery(
    `select shobj_description(oid, 'pg_database') as size from pg_database where datname = '${name}'`,
  )
  const open = async () => {
    const database = await openDatabase({ url: benchOrdersUrl(data), timeouts: BULK_DATABASE_TIMEOUTS })
    await migrate(database)
    return database
  }
  if (rows[0]?.size === sizeLabel(data)) return open()
  await adminQuery(`drop database if exists ${name} with (force)`)
  await adminQuery(`create database ${name}`)
  // Big sorts and hashes in memory and no wait for each commit's flush while generating only: the benchmarks run
  // with the server's own settings.
  await adminQuery(`alter database ${name} set work_mem = '256MB'`)
  await adminQuery(`alter database ${name} set maintenance_work_mem = '1GB'`)
  await adminQuery(`alter database ${name} set synchronous_commit = off`)
  const database = await open()
  const db = database.db
  console.log(`Generating ${sizeLabel(data)} orders/products/customers in ${name}:`)
  await step('total', async () => {
    await step('demo accounts', () => seedDemoData(db, { size: 'small' }))
    await step(`${data.products.toLocaleString('en-US')} products`, () =>
      seedBulkCatalogue(db, data.products, new Date()),
    )
    await insertCustomersAndStaging(db, data)
    await generateOrders(db, data)
  })
  await database.close()
  await adminQuery(`alter database ${name} reset all`)
  await adminQuery(`comment on database ${name} is '${sizeLabel(data)}'`)
  return open()
}
