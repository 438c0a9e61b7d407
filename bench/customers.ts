/**
 * The customers list and a customer's page over 1,000,000 customers and 10,000,000 orders: the order history of
 * bench/support/order-data.ts with its own defaults (100,000 products), generated once into bench_customers and
 * kept for reruns.
 *
 *   npm run bench:customers                 # BENCH_ORDERS, BENCH_PRODUCTS, BENCH_CUSTOMERS size the data, BENCH_RUNS (20)
 *
 * Each case is the full GraphQL request through the real app in process, warm, as p50 and p95 over BENCH_RUNS runs;
 * the customer page is its two requests (the customer, and their newest orders from the orders list) one after the
 * other. Beside it, in the same run, the raw-SQL reference: the same rows read by plain SELECTs.
 */
import { sql, type SQL } from 'drizzle-orm'
import { GetCustomerDocument, GetCustomersDocument, SearchOrdersDocument } from '@/gql/graphql'
import { signedInApp } from './support/app-client'
import { machine, ms, timeRuns } from './support/measure'
import { benchData, openBenchOrders } from './support/order-data'
import { CUSTOMER_LIST_PAGE_SIZE } from '@/shared/customer-schemas'
import { ORDER_SEARCH } from '@/shared/order-search'

const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const TARGET_MS = 100
const DATA = benchData({ database: 'bench_customers', customers: 1_000_000, products: 100_000 })
const LIST = String(GetCustomersDocument)
const CUSTOMER = String(GetCustomerDocument)
const ORDERS = String(SearchOrdersDocument)

const database = await openBenchOrders(DATA)
const { db } = database
const { rows } = await db.execute<{ customers: number; orders: number; id: string; email: string }>(sql`
  select (select count(*) from customer_accounts)::int as customers, (select count(*) from orders)::int as orders,
         a.user_id as id, u.email
  from customer_accounts as a join users as u on u.id = a.user_id
  where u.email = 'customer424242@bench.example'`)
const { customers, orders, id, email } = rows[0]!
console.log(`Database: ${customers.toLocaleString('en-US')} customers, ${orders.toLocaleString('en-US')} orders`)
const fragment = email.slice(0, email.indexOf('@'))

interface CustomersCase {
  name: string
  request: () => Promise<unknown>
  /** The same rows in plain SQL. */
  reference: SQL[]
}

const app = await signedInApp(db)
const list = (filter: Record<string, unknown>) => () => app.call(LIST, { filter })
const customerList = (where: SQL) => sql`
  select u.*, a.* from users as u join customer_accounts as a on a.user_id = u.id ${where}
  order by u.first_name, u.last_name, u.id limit ${CUSTOMER_LIST_PAGE_SIZE}`
const CASES: CustomersCase[] = [
  { name: 'list, first page (by name)', request: list({}), reference: [customerList(sql``)] },
  {
    name: `search by email fragment "${fragment}"`,
    request: list({ search: fragment }),
    reference: [customerList(sql`where u.email ilike ${`%${fragment}%`}`)],
  },
  {
    name: 'customer page (customer, then their newest orders)',
    request: async () => {
      await app.call(CUSTOMER, { id })
      await app.call(ORDERS, {
        search: {
          parameters: [
            { key: ORDER_SEARCH.pageSizeKey, value: ['10'] },
            { key: ORDER_SEARCH.customerKey, value: [id] },
          ],
        },
      })
    },
    reference: [
      sql`select u.*, a.* from users as u join customer_accounts as a on a.user_id = u.id where u.id = ${id}`,
      sql`select * from customer_notes where customer_id = ${id} order by created_at desc`,
      sql`select * from orders where customer_id = ${id} order by order_time desc, id desc limit 10`,
    ],
  },
]

console.log(`\nCustomers, ${RUNS} warm runs per case (${machine()}):`)
console.log('| Case | p50 | p95 | raw-SQL reference p50 / p95 | Load average |')
console.log('| --- | --- | --- | --- | --- |')
const missed: string[] = []
for (const benchCase of CASES) {
  const figures = await timeRuns(RUNS, benchCase.request)
  const reference = await timeRuns(Math.min(RUNS, 10), async () => {
    for (const statement of benchCase.reference) await db.execute(statement)
  })
  if (figures.p95 >= TARGET_MS) missed.push(benchCase.name)
  console.log(
    `| ${benchCase.name} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(reference.p50)} / ${ms(reference.p95)} | ` +
      `${machine().split('average ')[1]} |`,
  )
}
console.log(
  missed.length ? `\nTarget p95 < ${TARGET_MS} ms missed: ${missed.join('; ')}` : `\nAll under ${TARGET_MS} ms p95`,
)
await app.close()
await database.close()
