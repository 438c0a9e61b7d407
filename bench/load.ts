/**
 * Many staff at once, against one server process and then two, on PostgreSQL (the benchmark order history of
 * bench/support/order-data.ts, generated once into bench_orders) and Redis. Run by hand:
 *
 *   npm run bench:load        # BENCH_CLIENTS (100), BENCH_SECONDS (60), REDIS_URL (redis://127.0.0.1:6379)
 *
 * Each server is `src/server/main.ts` in its own Node.js process; with two, the clients take turns between them
 * (round robin on the client side, as a load balancer would). Every client works without think time through a
 * realistic mix: search products, open a product, list orders, open an order, edit an order's notes, advance an
 * order's status, adjust stock, the dashboard, the users list. Prints throughput, p50/p95/p99 and errors, with the
 * load average and a raw-SQL reference (the newest orders page as one SELECT) timed in the same run.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import {
  AdjustInventoryDocument,
  GetDashboardDocument,
  GetOrderByIdDocument,
  GetProductByIdDocument,
  GetUsersDocument,
  SearchOrdersDocument,
  SearchProductsDocument,
  UpdateOrderDocument,
  UpdateOrderStatusDocument,
} from '@/gql/graphql'
import type { Db } from '@/server/db/client'
import { statusChain, type DeliveryMethod, type OrderStatus } from '@/shared/order-status'
import { BENCH_JWT_SECRET, BENCH_SIGN_IN } from './support/app-client'
import { machine, ms, percentile, timeRuns } from './support/measure'
import { benchOrdersUrl, openBenchOrders } from './support/order-data'

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4851)

interface Answer {
  data?: Record<string, Record<string, unknown>>
  errors?: { message: string }[]
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(join('node_modules', '.bin', 'tsx'), ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: benchOrdersUrl(),
      REDIS_URL,
      JWT_SECRET: BENCH_JWT_SECRET,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'never',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let i = 0; i < 120; i += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    }).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return child
    await sleep(500)
  }
  child.kill()
  throw new Error(`server on port ${port} did not start`)
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

interface WorkOrder {
  id: number
  version: number
  status: OrderStatus
  deliveryMethod: DeliveryMethod
}

/** What the clients work on: product ids and words, orders still in progress (a disjoint share per client). */
async function workload(db: Db) {
  const products = await db.execute<{ id: string; word: string }>(
    sql`select id, split_part(name, ' ', 1) as word from products tablesample system (1) limit 200`,
  )
  const orders = await db.execute<{
    id: number
    version: number
    status: OrderStatus
    delivery_method: DeliveryMethod
  }>(
    sql`select id, version, status, delivery_method from orders where status in ('PENDING', 'PROCESSING')
        order by id desc limit ${CLIENTS * 40}`,
  )
  const work: WorkOrder[] = orders.rows.map((row) => ({
    id: Number(row.id),
    version: Number(row.version),
    status: row.status,
    deliveryMethod: row.delivery_method,
  }))
  return {
    products: products.rows,
    ordersOf: (client: number) => work.filter((_, i) => i % CLIENTS === client),
  }
}

async function runLoad(urls: string[], token: string, work: Awaited<ReturnType<typeof workload>>) {
  const latencies: number[] = []
  const failures = new Map<string, number>()
  const fail = (reason: string) => failures.set(reason, (failures.get(reason) ?? 0) + 1)
  let sent = 0
  const post = async (document: unknown, variables: Record<string, unknown>): Promise<Answer> => {
    const url = urls[sent++ % urls.length]!
    const started = performance.now()
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: String(document), variables }),
      })
      const answer = (await response.json()) as Answer
      if (!response.ok || answer.errors?.length) fail(answer.errors?.[0]?.message ?? `HTTP ${response.status}`)
      return answer
    } catch (error) {
      fail(String(error))
      return {}
    } finally {
      latencies.push(performance.now() - started)
    }
  }
  const until = performance.now() + SECONDS * 1000
  const client = async (index: number) => {
    const orders = work.ordersOf(index)
    for (let turn = index; performance.now() < until; turn += 1) {
      const product = work.products[turn % work.products.length]!
      const order = orders[0]
      const step = turn % 9
      if (step === 0)
        await post(SearchProductsDocument, { search: { parameters: [{ key: 'Search', value: [product.word] }] } })
      else if (step === 1) await post(GetProductByIdDocument, { id: product.id })
      else if (step === 2) await post(SearchOrdersDocument, { search: { parameters: [] } })
      else if (step === 3 && order) await post(GetOrderByIdDocument, { orderId: String(order.id) })
      else if (step === 4 && order) {
        const answer = await post(UpdateOrderDocument, {
          orderId: String(order.id),
          order: { version: order.version, shippingNotes: `Load test ${turn}` },
        })
        order.version = Number(answer.data?.updateOrder?.version ?? order.version)
      } else if (step === 5 && order) {
        const chain = statusChain(order.deliveryMethod)
        const next = chain[chain.indexOf(order.status) + 1]!
        const answer = await post(UpdateOrderStatusDocument, {
          orderId: String(order.id),
          orderStatus: next,
          version: order.version,
        })
        order.version = Number(answer.data?.updateOrderStatus?.version ?? order.version)
        order.status = next
        // Only orders still pending or processing are edited: the next one takes over.
        if (!['PENDING', 'PROCESSING'].includes(next)) orders.shift()
      } else if (step === 6) {
        await post(AdjustInventoryDocument, {
          input: { productId: product.id, adjustment: 1, reason: 'Load test delivery' },
        })
      } else if (step === 7) await post(GetDashboardDocument, { days: 30 })
      else await post(GetUsersDocument, { filter: { limit: 20 } })
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    throughput: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: [...failures.values()].reduce((sum, count) => sum + count, 0),
    failures,
  }
}

const database = await openBenchOrders()
const { rows } = await database.db.execute<{ orders: number }>(sql`select count(*)::int as orders from orders`)
const dataDir = await mkdtemp(join(tmpdir(), 'bench-load-'))
console.log(`Database: ${rows[0]!.orders.toLocaleString('en-US')} orders; ${CLIENTS} clients for ${SECONDS} s each run`)
console.log('| Processes | Requests | Throughput | p50 | p95 | p99 | Errors | raw-SQL reference p50 | Load average |')
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |')
for (const processes of [1, 2]) {
  const servers: ChildProcess[] = []
  try {
    for (let i = 0; i < processes; i += 1) servers.push(await startServer(FIRST_PORT + i, join(dataDir, String(i))))
    const urls = servers.map((_, i) => `http://127.0.0.1:${FIRST_PORT + i}/graphql`)
    const login = await fetch(urls[0]!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($token: LoginInput!) { login(token: $token) { token } }',
        variables: { token: BENCH_SIGN_IN },
      }),
    })
    const token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token
    const work = await workload(database.db)
    const loadBefore = machine().split('average ')[1]
    const result = await runLoad(urls, token, work)
    const reference = await timeRuns(10, () =>
      database.db.execute(sql`select * from orders order by order_time desc, id desc limit 20`),
    )
    console.log(
      `| ${processes} | ${result.requests.toLocaleString('en-US')} | ${result.throughput.toFixed(0)} req/s | ` +
        `${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${result.errors} | ${ms(reference.p50)} | ` +
        `${loadBefore} → ${machine().split('average ')[1]} |`,
    )
    for (const [reason, count] of result.failures) console.log(`    ${count} × ${reason}`)
  } finally {
    for (const server of servers) await stopServer(server)
  }
}
await database.close()
await rm(dataDir, { recursive: true, force: true })
