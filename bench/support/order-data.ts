/**
 * The large order history the dashboard, orders and load benchmarks share: a PostgreSQL database (bench_orders by
 * default) kept between runs and generated only when it is missing or was made for other sizes.
 *
 *   BENCH_ORDERS (10,000,000), BENCH_PRODUCTS (1,000,000), BENCH_CUSTOMERS (200,000) size it;
 *   BENCH_DATABASE_URL (or TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres) names the server,
 *   BENCH_ORDERS_DATABASE (bench_orders) the database. Drop the database to make it again.
 *
 * Set-based throughout (generate_series, values from hashes of the row number, so a size always gives the same
 * data): the demo accounts, the bulk catalogue, the customers, then the orders in statements of CHUNK orders with
 * 1 to 4 lines each (2.5 on average) over the last 730 days, products drawn with a skew towards the first ones.
 * While loading, the order tables' triggers (foreign keys, rollups) are off and their secondary indexes dropped;
 * the indexes are built once at the end and the rollups backfilled by rebuild_order_rollups().
 */
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { BULK_DATABASE_TIMEOUTS, migrate, openDatabase, type Database, type Db } from '@/server/db/client'
import { seedDemoData } from '@/server/db/seed'
import { dropSecondaryIndexes, seedBulkCatalogue } from '@/server/db/seed-bulk-catalogue'
import { step } from './measure'

export const BENCH_SIZE = {
  orders: Number(process.env.BENCH_ORDERS ?? 10_000_000),
  products: Number(process.env.BENCH_PRODUCTS ?? 1_000_000),
  customers: Number(process.env.BENCH_CUSTOMERS ?? 200_000),
}
const SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DATABASE = process.env.BENCH_ORDERS_DATABASE ?? 'bench_orders'
const HISTORY_DAYS = 730
const CHUNK = 500_000
/** Generated order ids start above the demo orders'. */
const FIRST_ID = 1_000_000

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
  await step(`${customers.toLocaleString('en-US')} customers`, () =>
    db.execute(sql`
      insert into users (email, first_name, last_name)
      select 'customer' || n || '@bench.example', 'Customer', 'Number ' || n
      from generate_series(1, ${customers}::int) as n`),
  )
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
}

/** Orders FIRST_ID + [from, to] and their lines; totals figured from the lines as the server figures them. */
async function insertOrderChunk(db: Db, from: number, to: number, productCount: number): Promise<void> {
  const { orders, customers } = BENCH_SIZE
  const hash = (value: ReturnType<typeof sql>, seed: number) => sql`abs(hashint8extended(${value}, ${seed}))`
  await db.execute(sql`
    create unlogged table bench_chunk_lines as
      select g, p.id as product_id, p.name, p.sku, p.price, (1 + ${hash(sql`g * 8 + k`, 3)} % 3)::int as quantity
      from generate_series(${from}::bigint, ${to}::bigint) as g
      cross join lateral generate_series(1, (1 + ${hash(sql`g`, 0)} % 4)::int) as k
      join bench_products as p
        on p.n = 1 + floor(${productCount}::int * power((${hash(sql`g * 8 + k`, 1)} % 1000000) / 1000000.0, 2))::int`)
  await db.execute(sql`
    insert into orders (id, customer_id, customer_name, customer_email, status, delivery_method, payment_method,
                        order_time, subtotal, shipping_amount, tax, tax_rate, total_amount, created_at, updated_at)
    overriding system value
    select ${FIRST_ID} + s.g, c.id, c.name, c.email,
           case when s.t > now() - interval '3 days' then (array['PENDING', 'PROCESSING', 'SHIPPED'])[1 + s.g % 3]
                when s.g % 100 < 4 then 'CANCELLED' when s.g % 100 < 8 then 'RETURNED'
                when s.g % 100 < 10 then 'SHIPPED'
                when s.delivery = 'PICKUP' then 'PICKED_UP' else 'DELIVERED' end,
           s.delivery, case when s.g % 10 < 7 then 'CREDIT_CARD' else 'CASH' end, s.t,
           s.subtotal, s.shipping, round(s.subtotal * 0.06625, 2), 6.625,
           s.subtotal + round(s.subtotal * 0.06625, 2) + s.shipping, s.t, s.t
    from (
      select g, subtotal, delivery, case when delivery = 'PICKUP' then 0 else 4.99 end as shipping,
             now() - (${orders}::bigint - g) * (interval '1 day' * ${HISTORY_DAYS}::int / ${orders}::bigint)
               - interval '10 minutes' as t
      from (
        select g, sum(price * quantity) as subtotal,
               (array['DELIVERY', 'DELIVERY', 'LOCAL_DELIVERY', 'PICKUP'])[1 + g % 4] as delivery
        from bench_chunk_lines group by g
      ) as totals
    ) as s
    join bench_customers as c on c.n = 1 + ${hash(sql`s.g`, 2)} % ${customers}::int`)
  await db.execute(sql`
    insert into order_items (order_id, product_id, name, sku, price, quantity)
    select ${FIRST_ID} + g, product_id, name, sku, price, quantity from bench_chunk_lines`)
  await db.execute(sql`drop table bench_chunk_lines`)
}

async function generateOrders(db: Db): Promise<void> {
  const { orders } = BENCH_SIZE
  await db.execute(sql`alter table orders disable trigger all`)
  await db.execute(sql`alter table order_items disable trigger all`)
  const indexes = await dropSecondaryIndexes(db, ['orders', 'order_items'])
  await db.execute(sql`alter table order_items drop constraint order_items_pkey`)
  const { rows } = await db.execute<{ count: number }>(sql`select count(*)::int as count from bench_products`)
  const productCount = rows[0]!.count
  await step(`${orders.toLocaleString('en-US')} orders with their lines`, async () => {
    for (let from = 1; from <= orders; from += CHUNK) {
      const to = Math.min(orders, from + CHUNK - 1)
      const started = Date.now()
      await insertOrderChunk(db, from, to, productCount)
      console.log(`    ${to.toLocaleString('en-US')} orders (${((Date.now() - started) / 1000).toFixed(0)} s)`)
    }
  })
  await step('indexes', async () => {
    await db.execute(sql`alter table order_items add primary key (id)`)
    for (const definition of indexes) await db.execute(sql.raw(definition))
  })
  await db.execute(sql`alter table orders enable trigger all`)
  await db.execute(sql`alter table order_items enable trigger all`)
  await db.execute(sql`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`)
  await step('rollups backfill (rebuild_order_rollups)', () => db.execute(sql`select rebuild_order_rollups()`))
  await db.execute(sql`drop table bench_products, bench_customers`)
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
  // Big sorts and hashes in memory while generating only: the benchmarks run with the server's own settings.
  await adminQuery(`alter database ${DATABASE} set work_mem = '256MB'`)
  await adminQuery(`alter database ${DATABASE} set maintenance_work_mem = '512MB'`)
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
    await step('vacuum analyze', () => db.execute(sql`vacuum analyze`))
  })
  await database.close()
  await adminQuery(`alter database ${DATABASE} reset all`)
  await adminQuery(`comment on database ${DATABASE} is '${sizeLabel}'`)
  return open()
}
