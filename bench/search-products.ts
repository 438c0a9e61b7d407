/**
 * searchProducts under concurrent load on a large catalogue, on embedded PGlite and on PostgreSQL.
 *
 * Usage: npm run bench:products
 * Each target gets a fresh database (PGlite in a temporary folder; on PostgreSQL a database of its own, created and
 * dropped on the server of BENCH_DATABASE_URL), seeded with the demo store plus a bulk catalogue, and served by the
 * real server over HTTP on a free port. Every case then runs BENCH_CLIENTS concurrent clients until BENCH_REQUESTS
 * requests are done, after a warm-up. It reports the server time of each request (Fastify's elapsed time, from
 * request received to response sent) as median and 95th percentile, and the requests per second.
 *
 * Environment (all optional): BENCH_PRODUCTS (100000), BENCH_CLIENTS (8), BENCH_REQUESTS per case (100),
 * BENCH_TARGETS (pglite,postgres), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { print } from 'graphql'
import { buildApp } from '@/server/app'
import { BULK_DATABASE_TIMEOUTS, migrate, openDatabase, type Database } from '@/server/db/client'
import { seedDemoData } from '@/server/db/seed'
import { createTestDatabase } from '@/server/db/test-database'
import { SearchProductsDocument } from '@/gql/graphql'
import type { SearchParameter } from '@/shared/search-parameters'

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000)
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100)
const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',')
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const WARM_UP = CLIENTS * 2
const QUERY = print(SearchProductsDocument)

interface Case {
  name: string
  parameters: SearchParameter[]
}

const p = (key: string, ...value: string[]): SearchParameter => ({ key, value })

/**
 * 'yoke' is in the name of about 1 in 64 products, all of them PTO; 'shaft' is in every PTO product's description
 * (1 in 8 of the catalogue); 'b00123' is in about 100 bulk SKUs;
 * 'zebra' is nowhere. Office Supplies holds only the few PTO products filed there too: a common term against an
 * unlikely filter, where walking the name index in order would meet a match rarely.
 */
const CASES: Case[] = [
  { name: 'term + category, first page', parameters: [p('Search', 'yoke'), p('category', 'PTO')] },
  { name: 'common term + category', parameters: [p('Search', 'shaft'), p('category', 'PTO')] },
  {
    name: 'common term + cat., skip 5000',
    parameters: [p('Search', 'shaft'), p('category', 'PTO'), p('Skip', '5000')],
  },
  { name: 'term + other category', parameters: [p('Search', 'shaft'), p('category', 'Office Supplies')] },
  { name: 'rare term + status', parameters: [p('Search', 'b00123'), p('status', 'ACTIVE')] },
  { name: 'no-hit term + category', parameters: [p('Search', 'zebra'), p('category', 'PTO')] },
  { name: 'no term, first page', parameters: [] },
  { name: 'no term + status, skip 5000', parameters: [p('status', 'ACTIVE'), p('Skip', '5000')] },
]

interface Result {
  target: string
  name: string
  median: number
  p95: number
  perSecond: number
  totalCount: number
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!

async function open(target: string): Promise<{ database: Database; cleanUp(): Promise<void> }> {
  if (target === 'postgres') {
    const postgres = await createTestDatabase(ADMIN_URL, 'storefront_bench')
    const database = await openDatabase({ url: postgres.url, timeouts: BULK_DATABASE_TIMEOUTS })
    return { database, cleanUp: () => postgres.drop() }
  }
  if (target !== 'pglite') throw new Error(`Unknown target ${target}: pglite or postgres`)
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-bench-'))
  const database = await openDatabase({ dataDir })
  return { database, cleanUp: () => rm(dataDir, { recursive: true, force: true }) }
}

async function benchTarget(target: string): Promise<Result[]> {
  const { database, cleanUp } = await open(target)
  const uploadsDir = await mkdtemp(join(tmpdir(), 'storefront-bench-uploads-'))
  try {
    await migrate(database)
    let started = Date.now()
    await seedDemoData(database.db, { products: PRODUCTS })
    console.log(`${target}: seeded ${PRODUCTS} products in ${((Date.now() - started) / 1000).toFixed(1)} s`)

    const app = await buildApp({
      db: database.db,
      jwtSecret: 'bench-signing-key-long-enough-for-hs256-0123',
      uploadsDir,
    })
    const serverTimes = new Map<string, number[]>()
    app.addHook('onResponse', async (request, reply) => {
      const name = request.headers['x-bench-case']
      if (typeof name === 'string') serverTimes.get(name)?.push(reply.elapsedTime)
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`
    const post = async (body: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
      const json = (await response.json()) as { data?: Record<string, unknown> | null; errors?: { message: string }[] }
      if (json.errors?.length || !json.data) throw new Error(json.errors?.[0]?.message ?? `HTTP ${response.status}`)
      return json.data
    }
    try {
      const login = await post({
        query: 'mutation SignIn($token: LoginInput!) { login(token: $token) { token } }',
        variables: { token: { email: 'admin@example.com', password: 'demo-password-1' } },
      })
      const token = (login.login as { token: string }).token
      const results: Result[] = []
      for (const benchCase of CASES) {
        const search = (recorded: boolean) =>
          post(
            { query: QUERY, variables: { search: { parameters: benchCase.parameters } } },
            { authorization: `Bearer ${token}`, ...(recorded ? { 'x-bench-case': benchCase.name } : {}) },
          )
        const first = await search(false)
        const totalCount = (first.searchProducts as { pagination: { totalCount: number } }).pagination.totalCount
        const run = async (count: number, recorded: boolean) => {
          let left = count
          await Promise.all(
            Array.from({ length: CLIENTS }, async () => {
              while (left-- > 0) await search(recorded)
            }),
          )
        }
        await run(WARM_UP, false)
        serverTimes.set(benchCase.name, [])
        started = performance.now()
        await run(REQUESTS, true)
        const seconds = (performance.now() - started) / 1000
        const times = [...serverTimes.get(benchCase.name)!].sort((a, b) => a - b)
        const result = {
          target,
          name: benchCase.name,
          median: percentile(times, 0.5),
          p95: percentile(times, 0.95),
          perSecond: times.length / seconds,
          totalCount,
        }
        console.log(
          `${target}: ${result.name.padEnd(28)} ${String(totalCount).padStart(6)} found  median ${result.median.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  ${result.perSecond.toFixed(0)} req/s`,
        )
        results.push(result)
      }
      return results
    } finally {
      await app.close()
    }
  } finally {
    await database.close()
    await cleanUp()
    await rm(uploadsDir, { recursive: true, force: true })
  }
}

async function main() {
  const load = () => loadavg()[0]!.toFixed(1)
  console.log(
    `searchProducts over ${PRODUCTS} products, ${CLIENTS} concurrent clients, ${REQUESTS} requests per case, ` +
      `${cpus().length} CPU cores (${cpus()[0]?.model ?? 'unknown'}), load average ${load()}`,
  )
  const results: Result[] = []
  for (const target of TARGETS) results.push(...(await benchTarget(target)))
  console.log(`load average at the end: ${load()}`)
  console.log('\n| Case | Found | ' + TARGETS.map((target) => `${target} median / p95 (req/s)`).join(' | ') + ' |')
  console.log('| --- | ---: | ' + TARGETS.map(() => '---:').join(' | ') + ' |')
  for (const { name } of CASES) {
    const row = results.filter((result) => result.name === name)
    const cells = row.map((r) => `${r.median.toFixed(1)} / ${r.p95.toFixed(1)} ms (${r.perSecond.toFixed(0)})`)
    console.log(`| ${name} | ${row[0]?.totalCount ?? ''} | ${cells.join(' | ')} |`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
