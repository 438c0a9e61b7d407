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
 * load average and a raw-SQL reference (the newest orders page as one SELECT) timed in the same run. After the
 * one-process run it measures what each kind of request costs in CPU, the server's and PostgreSQL's (BENCH_COST_REQUESTS
 * of each, 200), which bounds the throughput two cores can give.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
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
const SERVER_APPLICATION_NAME = 'bench-load-server'

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
      // node-postgres names the server's connections with it: their CPU time is the server's share of the database's.
      PGAPPNAME: SERVER_APPLICATION_NAME,
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
    orders: work,
    ordersOf: (client: number) => work.filter((_, i) => i % CLIENTS === client),
  }
}

type Post = (document: unknown, variables: Record<string, unknown>) => Promise<Answer>

interface Turn {
  post: Post
  product: { id: string; word: string }
  /** The client's orders still pending or processing, the one it works on first. */
  orders: WorkOrder[]
  turn: number
}

/** The mix, one kind of request per step; a client takes them in turn. */
const MIX: { kind: string; send(turn: Turn): Promise<unknown> }[] = [
  {
    kind: 'search products (a word)',
    send: ({ post, product }) =>
      post(SearchProductsDocument, { search: { parameters: [{ key: 'Search', value: [product.word] }] } }),
  },
  { kind: 'open a product', send: ({ post, product }) => post(GetProductByIdDocument, { id: product.id }) },
  { kind: 'list orders', send: ({ post }) => post(SearchOrdersDocument, { search: { parameters: [] } }) },
  {
    kind: 'open an order',
    send: async ({ post, orders }) => orders[0] && post(GetOrderByIdDocument, { orderId: String(orders[0].id) }),
  },
  {
    kind: "edit an order's notes",
    send: async ({ post, orders, turn }) => {
      const order = orders[0]
      if (!order) return
      const answer = await post(UpdateOrderDocument, {
        orderId: String(order.id),
        order: { version: order.version, shippingNotes: `Load test ${turn}` },
      })
      order.version = Number(answer.data?.updateOrder?.version ?? order.version)
    },
  },
  {
    kind: "advance an order's status",
    send: async ({ post, orders }) => {
      const order = orders[0]
      if (!order) return
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
    },
  },
  {
    kind: 'receive one unit of stock',
    send: ({ post, product }) =>
      post(AdjustInventoryDocument, { input: { productId: product.id, adjustment: 1, reason: 'Load test delivery' } }),
  },
  { kind: '30-day dashboard', send: ({ post }) => post(GetDashboardDocument, { days: 30 }) },
  { kind: 'users list', send: ({ post }) => post(GetUsersDocument, { filter: { limit: 20 } }) },
]

function poster(urls: string[], token: string) {
  const latencies: number[] = []
  const failures = new Map<string, number>()
  const fail = (reason: string) => failures.set(reason, (failures.get(reason) ?? 0) + 1)
  let sent = 0
  const post: Post = async (document, variables) => {
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
  return { post, latencies, failures }
}

async function runLoad(urls: string[], token: string, work: Awaited<ReturnType<typeof workload>>) {
  const { post, latencies, failures } = poster(urls, token)
  const until = performance.now() + SECONDS * 1000
  const client = async (index: number) => {
    const orders = work.ordersOf(index)
    for (let turn = index; performance.now() < until; turn += 1) {
      const product = work.products[turn % work.products.length]!
      await MIX[turn % MIX.length]!.send({ post, product, orders, turn })
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

const CLOCK_TICKS_PER_MS = 100 / 1000

/** CPU time (user and system) a process has used so far, in ms; 0 once it has ended. */
function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_MS
  } catch {
    return 0
  }
}

/** The process and every process it started (tsx runs the server in a child of its own). */
function processTree(pid: number): number[] {
  const children = (() => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
    } catch {
      return []
    }
  })()
  return [pid, ...children.flatMap(processTree)]
}

/** The PostgreSQL backends serving the benchmark's servers. */
async function serverBackends(db: Db): Promise<number[]> {
  const { rows } = await db.execute<{ pid: number }>(
    sql`select pid from pg_stat_activity where application_name = ${SERVER_APPLICATION_NAME}`,
  )
  return rows.map((row) => Number(row.pid))
}

const REQUESTS_PER_KIND = Number(process.env.BENCH_COST_REQUESTS ?? 200)

/**
 * What each kind of request costs the machine: one client sends REQUESTS_PER_KIND of a kind in a row to one server,
 * and the CPU time the server process and its PostgreSQL backends used meanwhile is divided among them. Two cores
 * give at most 2,000 ms of CPU a second, so the mix's mean cost per request bounds the throughput any number of clients
 * can reach; beside it, the raw SQL of a term search (its page by name and its capped count) for the same words.
 */
async function costPerKind(server: ChildProcess, url: string, token: string, db: Db) {
  const work = await workload(db)
  const { post, latencies, failures } = poster([url], token)
  const rows: { kind: string; p50: number; serverMs: number; databaseMs: number }[] = []
  for (const [index, entry] of MIX.entries()) {
    latencies.length = 0
    // Each request on an order of its own, as staff spread over orders (not one order edited hundreds of times).
    const orderOf = (turn: number) => [work.orders[(index * (REQUESTS_PER_KIND + 3) + turn) % work.orders.length]!]
    for (let turn = 0; turn < 3; turn += 1)
      await entry.send({ post, product: work.products[turn]!, orders: orderOf(REQUESTS_PER_KIND + turn), turn })
    const backends = await serverBackends(db)
    const before = new Map([...processTree(server.pid!), ...backends].map((pid) => [pid, cpuMsOf(pid)]))
    latencies.length = 0
    for (let turn = 0; turn < REQUESTS_PER_KIND; turn += 1) {
      const product = work.products[(turn * MIX.length + index) % work.products.length]!
      await entry.send({ post, product, orders: orderOf(turn), turn })
    }
    const used = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuMsOf(pid) - (before.get(pid) ?? 0), 0)
    const serverMs = used(processTree(server.pid!)) / latencies.length
    const databaseMs = used(await serverBackends(db)) / latencies.length
    latencies.sort((a, b) => a - b)
    rows.push({ kind: entry.kind, p50: percentile(latencies, 0.5), serverMs, databaseMs })
  }
  const words = work.products.slice(0, 50).map((product) => `%${product.word.toLowerCase()}%`)
  let next = 0
  const rawSearch = await timeRuns(words.length, async () => {
    const word = words[next++ % words.length]!
    await db.execute(sql`select id from products where archived_at is null and search_text like ${word}
      order by name, id limit 21`)
    await db.execute(sql`select count(*) from (select 1 from products where archived_at is null
      and search_text like ${word} limit 1001) as capped`)
  })
  return { rows, rawSearch, errors: [...failures.values()].reduce((sum, count) => sum + count, 0) }
}

function printCosts(costs: Awaited<ReturnType<typeof costPerKind>>) {
  console.log(`\nCost per request, one client, ${REQUESTS_PER_KIND} of each kind in a row (${machine()}):`)
  console.log('| Kind | p50 | Server CPU | PostgreSQL CPU | Together |')
  console.log('| --- | --- | --- | --- | --- |')
  for (const row of costs.rows)
    console.log(
      `| ${row.kind} | ${ms(row.p50)} | ${ms(row.serverMs)} | ${ms(row.databaseMs)} | ${ms(row.serverMs + row.databaseMs)} |`,
    )
  const mean = (pick: (row: (typeof costs.rows)[number]) => number) =>
    costs.rows.reduce((sum, row) => sum + pick(row), 0) / costs.rows.length
  const together = mean((row) => row.serverMs + row.databaseMs)
  console.log(
    `| the mix (mean) | | ${ms(mean((row) => row.serverMs))} | ${ms(mean((row) => row.databaseMs))} | ${ms(together)} |`,
  )
  console.log(
    `Two cores bound the mix at ${(2000 / together).toFixed(0)} req/s before any waiting (${costs.errors} errors). ` +
      `Raw SQL of a term search (page by name + count capped at 1,001) for the same words: ` +
      `p50 ${ms(costs.rawSearch.p50)}, p95 ${ms(costs.rawSearch.p95)}.`,
  )
}

const database = await openBenchOrders()
const { rows } = await database.db.execute<{ orders: number }>(sql`select count(*)::int as orders from orders`)
const dataDir = await mkdtemp(join(tmpdir(), 'bench-load-'))
console.log(`Database: ${rows[0]!.orders.toLocaleString('en-US')} orders; ${CLIENTS} clients for ${SECONDS} s each run`)
console.log('| Processes | Requests | Throughput | p50 | p95 | p99 | Errors | raw-SQL reference p50 | Load average |')
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |')
let costs: Awaited<ReturnType<typeof costPerKind>> | undefined
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
    if (processes === 1) costs = await costPerKind(servers[0]!, urls[0]!, token, database.db)
  } finally {
    for (const server of servers) await stopServer(server)
  }
}
if (costs) printCosts(costs)
await database.close()
await rm(dataDir, { recursive: true, force: true })
