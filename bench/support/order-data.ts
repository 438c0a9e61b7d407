/**
 * The large order history the dashboard, orders and load benchmarks share: a PostgreSQL database (bench_orders by
 * default) kept between runs and generated only when it is missing or was made for other sizes.
 *
 *   BENCH_ORDERS (10,000,000), BENCH_PRODUCTS (1,000,000), BENCH_CUSTOMERS (200,000) size it;
 *   BENCH_DATABASE_URL (or TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres) names the server,
 *   BENCH_ORDERS_DATABASE (bench_orders) the database. Drop the database to make it again.
 *
 * Set-based throughout (generate_series, values from hashes of the row number, so a size always gives the same
 * data but for the generation time and the products' random ids): the demo accounts, the bulk catalogue, the customers, then the orders in chunks of about CHUNK orders
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
import { insertPeriodProductSales, mergeDemoRollups, ROLLUP_TABLES, setDemoRollupsAside } from './rollup-load'
import { runInLanes, runInLanesThenInOrder } from './lanes'
import { step } from './measure'
import { chunkEnd, insertChunkCustomerDays, insertOrderChunk, type OrderChunk, type OrderHistory } from './order-chunk'

export const BENCH_SIZE = {
  orders: Number(process.env.BENCH_ORDERS ?? 10_000_000),
  products: Number(process.env.BENCH_PRODUCTS ?? 1_000_000),
  customers: Number(process.env.BENCH_CUSTOMERS ?? 200_000),
}
const SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DATABASE = process.env.BENCH_ORDERS_DATABASE ?? 'bench_orders'
const CHUNK = 500_000
/** Connections loading chunks, vacuuming and building indexes at once. */
const LANES = 2

/** The benchmark database's URL. */
export const benchOrdersUrl = () => Object.assign(new URL(SERVER_URL), { pathname: `/${DATABASE}` }).href

async function adminQuery(text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: SERVER_URL })
  await client.connect()
  try {
    return await client.query(text)
  } finally {
    await client.end()
  }
}

const sizeLabel = `${BENCH_SIZE.orders}/${BENCH_SIZE.products}/${BENCH_SIZE.customers}`

async function insertCustomersAndStaging(db: Db): Promise<void> {
  const { customers, products } = BENCH_SIZE
  await step(`${customers.toLocaleString('en-US')} customers`, async () => {
    const indexes = await dropSecondaryIndexes(db, ['users'])
    await db.execute(sql`
      insert into users (email, first_name, last_name)
      select 'customer' || n || '@bench.example', 'Customer', 'Number ' || n
      from generate_series(1, ${customers}::int) as n`)
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

async function generateOrders(db: Db): Promise<void> {
  await setOrderTriggers(db, 'disable')
  // Dropped, not disabled: a disabled trigger with transition tables still has every inserted row collected.
  const triggers = await dropTriggers(db, ROLLUP_TABLES)
  await setDemoRollupsAside(db)
  const builds = [
    ...(await dropSecondaryIndexes(db, ['orders'])),
    ...(await dropKeysAndIndexes(db, ['order_items', ...ROLLUP_TABLES])),
  ]
  const { rows } = await db.execute<{ count: number }>(sql`select count(*)::int as count from bench_products`)
  const history: OrderHistory = { ...BENCH_SIZE, products: rows[0]!.count, at: new Date() }
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
  await step('vacuum analyze', () => db.execute(sql`vacuum analyze`))
  await step('per-period product totals', async () => {
    await insertPeriodProductSales(db)
    await db.execute(sql`vacuum analyze period_product_sales`)
  })
}

/** The benchmark database, generated first when it is missing or holds another size (its comment holds the size). */
export async function openBenchOrders(): Promise<Database> {
  const { rows } = await adminQuery(
    `select shobj_description(oid, 'pg_database') as size from pg_database where datname = '${DATABASE}'`,
  )
  const open = async () => {
    const database = await openDatabase({ url: benchOrdersUrl(), timeouts: BULK_DATABASE_TIMEOUTS })
    await migrate(database)
    return database
  }
  if (rows[0]?.size === sizeLabel) return open()
  await adminQuery(`drop database if exists ${DATABASE} with (force)`)
  await adminQuery(`create database ${DATABASE}`)
  // Big sorts and hashes in memory and no wait for each commit's flush while generating only: the benchmarks run
  // with the server's own settings.
  await adminQuery(`alter database ${DATABASE} set work_mem = '256MB'`)
  await adminQuery(`alter database ${DATABASE} set maintenance_work_mem = '1GB'`)
  await adminQuery(`alter database ${DATABASE} set synchronous_commit = off`)
  const database = await open()
  const db = database.db
  console.log(`Generating ${sizeLabel} orders/products/customers in ${DATABASE}:`)
  await step('total', async () => {
    await step('demo accounts', () => seedDemoData(db, { size: 'small' }))
    await step(`${BENCH_SIZE.products.toLocaleString('en-US')} products`, () =>
      seedBulkCatalogue(db, BENCH_SIZE.products, new Date()),
    )
    await insertCustomersAndStaging(db)
    await generateOrders(db)
  })
  await database.close()
  await adminQuery(`alter database ${DATABASE} reset all`)
  await adminQuery(`comment on database ${DATABASE} is '${sizeLabel}'`)
  return open()
}
