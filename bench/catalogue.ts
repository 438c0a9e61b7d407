/**
 * searchProducts, the command palette's product search and the inventory stock list on a catalogue of a million
 * products.
 *
 * Usage: npm run bench:catalogue
 * On PostgreSQL it uses the database BENCH_CATALOGUE_URL (postgres://postgres@127.0.0.1:5432/bench_catalogue),
 * creating and seeding it with BENCH_PRODUCTS products the first time and reusing it afterwards while it holds that
 * many. On PGlite (BENCH_TARGETS=pglite) it seeds a temporary folder each run. The real server answers over HTTP.
 * Each case runs warm with 1 client and with BENCH_CLIENTS concurrent clients (BENCH_REQUESTS requests each) and
 * reports client-side p50 / p95, beside a raw-SQL reference timed in the same run: the term's match count through
 * the trigram index (all live products without a term), and for the product list's first pages the page itself by
 * hand-written SQL (the faster of the planner's ORDER BY … LIMIT and the matches found first, bench/support/raw-page.ts).
 * A busy machine slows both, so the ratio stays honest.
 * It also writes EXPLAIN (ANALYZE, BUFFERS) of every statement of every case to BENCH_EXPLAIN_FILE.
 *
 * Environment (all optional): BENCH_PRODUCTS (1000000), BENCH_CLIENTS (8), BENCH_REQUESTS (40),
 * BENCH_TARGETS (postgres), BENCH_CATALOGUE_URL, BENCH_EXPLAIN_FILE (/tmp/catalogue-explain.txt), BENCH_ONLY (run only
 * the cases whose name contains it, e.g. 'stock list').
 */
import { writeFile, mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { drizzle } from 'drizzle-orm/node-postgres'
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { buildApp } from '@/server/app'
import { migrate, openDatabase, type Database, type Db } from '@/server/db/client'
import * as schema from '@/server/db/schema'
import { seedDemoData } from '@/server/db/seed'
import { paletteProducts } from '@/server/services/search/global-search'
import { listInventoryProducts } from '@/server/services/inventory/inventory-stock'
import { productCursor, readProductCursor, searchProducts } from '@/server/services/products/product-search'
import { GlobalSearchDocument, InventoryProductsDocument, SearchProductsDocument } from '@/gql/graphql'
import { PRODUCT_SEARCH } from '@/shared/product-rules'
import { CATALOGUE_CASES, type CatalogueCase } from './catalogue-cases'
import { openOrCreateDatabase } from './support/bench-database'
import { rawPageTime } from './support/raw-page'

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1_000_000)
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40)
const TARGETS = (process.env.BENCH_TARGETS ?? 'postgres').split(',')
const CATALOGUE_URL = process.env.BENCH_CATALOGUE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_catalogue'
const EXPLAIN_FILE = process.env.BENCH_EXPLAIN_FILE ?? '/tmp/catalogue-explain.txt'
const REFERENCE_RUNS = 5
/** Only the cases whose name contains this (e.g. 'stock list'). */
const ONLY = process.env.BENCH_ONLY ?? ''

const load = () => loadavg()[0]!.toFixed(1)
const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`

/** The PostgreSQL catalogue, seeded unless it already holds PRODUCTS products. */
async function openPostgres(): Promise<Database> {
  const name = new URL(CATALOGUE_URL).pathname.slice(1)
  const database = await openOrCreateDatabase(CATALOGUE_URL)
  const { rows } = await database.db.execute<{ count: number }>(sql`select count(*)::int as count from products`)
  if (rows[0]!.count >= PRODUCTS) {
    console.log(`postgres: reusing ${rows[0]!.count} products in ${name}`)
  } else {
    if (rows[0]!.count > 0) throw new Error(`${name} holds ${rows[0]!.count} products: drop it to seed ${PRODUCTS}`)
    await seed(database.db, 'postgres')
  }
  return database
}

async function seed(db: Db, target: string) {
  const started = Date.now()
  await seedDemoData(db, { products: PRODUCTS })
  console.log(`${target}: seeded ${PRODUCTS} products in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

async function open(target: string): Promise<{ database: Database; cleanUp(): Promise<void> }> {
  if (target === 'postgres') return { database: await openPostgres(), cleanUp: async () => {} }
  if (target !== 'pglite') throw new Error(`Unknown target ${target}: pglite or postgres`)
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-bench-'))
  const database = await openDatabase({ dataDir })
  await migrate(database)
  await seed(database.db, 'pglite')
  return { database, cleanUp: () => rm(dataDir, { recursive: true, force: true }) }
}

/** Median time of the raw reference: the term's match count through the trigram index. */
async function reference(db: Db, term: string | undefined): Promise<number> {
  const statement = term
    ? sql`select count(*) from products where archived_at is null and search_text like ${`%${term.toLowerCase()}%`}`
    : sql`select count(*) from products where archived_at is null`
  const times: number[] = []
  for (let run = 0; run < REFERENCE_RUNS; run++) {
    const started = performance.now()
    await db.execute(statement)
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[Math.floor(REFERENCE_RUNS / 2)]!
}

/** Requests that failed (e.g. SERVICE_UNAVAILABLE when the pool's wait ran out), per case and client count. */
const failures = new Map<string, string[]>()

/**
 * Runs `count` requests from `clients` concurrent clients after a warm-up; client-side times, sorted. A failed request
 * is recorded under `label` (and printed) instead of ending the run; its time is not counted.
 */
async function timed(label: string, clients: number, count: number, request: () => Promise<unknown>) {
  for (let i = 0; i < clients; i++) await request()
  const times: number[] = []
  let left = count
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (left-- > 0) {
        const started = performance.now()
        try {
          await request()
          times.push(performance.now() - started)
        } catch (error) {
          failures.set(label, [...(failures.get(label) ?? []), String(error)])
        }
      }
    }),
  )
  return times.sort((a, b) => a - b)
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement the case's service call runs, on PostgreSQL. */
async function explainCase(pool: pg.Pool, benchCase: CatalogueCase): Promise<string> {
  const statements: { query: string; params: unknown[] }[] = []
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => statements.push({ query, params }) },
  }) as unknown as Db
  await runService(db, benchCase)
  const plans: string[] = [`## ${benchCase.name}`]
  for (const { query, params } of statements) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query}`, params)
    plans.push(query, rows.map((row) => row['QUERY PLAN']).join('\n'), '')
  }
  return plans.join('\n')
}

/**
 * The case with the After the list sends after scrolling to its row: that row's product, found as the first page
 * found its rows (the plan a cursor carries from page to page).
 */
async function withCursor(
  benchCase: CatalogueCase,
  search: (variables: unknown) => Promise<unknown>,
): Promise<CatalogueCase> {
  if (!benchCase.afterRow) return benchCase
  const page = async (skip: number) =>
    (
      (await search({
        search: { parameters: [...benchCase.parameters, { key: PRODUCT_SEARCH.skipKey, value: [String(skip)] }] },
      })) as { searchProducts: { products: { id: string }[]; nextCursor: string | null } }
    ).searchProducts
  const { walksSortOrder } = readProductCursor((await page(0)).nextCursor!)
  const { id } = (await page(benchCase.afterRow - 1)).products[0]!
  const after = { key: PRODUCT_SEARCH.afterKey, value: [productCursor({ id, walksSortOrder })] }
  return { ...benchCase, parameters: [...benchCase.parameters, after] }
}

const runService = (db: Db, benchCase: CatalogueCase) =>
  benchCase.palette
    ? paletteProducts(db, benchCase.palette, '5')
    : benchCase.stock
      ? listInventoryProducts(db, benchCase.stock, PRODUCT_SEARCH.countCap)
      : searchProducts(db, benchCase.parameters, PRODUCT_SEARCH.countCap)

interface Row {
  target: string
  name: string
  found: string
  one: number[]
  many: number[]
  reference: number
  /** The first page by hand-written SQL (searchProducts' first pages only). */
  rawPage?: number
}

async function benchTarget(target: string): Promise<Row[]> {
  const { database, cleanUp } = await open(target)
  const uploadsDir = await mkdtemp(join(tmpdir(), 'storefront-bench-uploads-'))
  const app = await buildApp({ db: database.db, jwtSecret: 'bench-signing-key-long-enough-for-hs256-0123', uploadsDir })
  try {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`
    const post = async (body: unknown, token?: string) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      })
      const json = (await response.json()) as { data?: Record<string, never> | null; errors?: { message: string }[] }
      if (json.errors?.length || !json.data) throw new Error(json.errors?.[0]?.message ?? `HTTP ${response.status}`)
      return json.data
    }
    // Signed in again for each case: a run on a busy machine outlasts an access token (15 minutes).
    const signIn = async () =>
      (
        (
          await post({
            query: 'mutation SignIn($token: LoginInput!) { login(token: $token) { token } }',
            variables: { token: { email: 'admin@example.com', password: 'demo-password-1' } },
          })
        ).login as { token: string }
      ).token
    const explained: string[] = []
    const rows: Row[] = []
    for (const listed of CATALOGUE_CASES.filter((candidate) => candidate.name.includes(ONLY))) {
      const token = await signIn()
      const benchCase = await withCursor(listed, (variables) =>
        post({ query: String(SearchProductsDocument), variables }, token),
      )
      const request = () =>
        benchCase.palette
          ? post({ query: String(GlobalSearchDocument), variables: { term: benchCase.palette, limit: 5 } }, token)
          : benchCase.stock
            ? post({ query: String(InventoryProductsDocument), variables: { filter: benchCase.stock } }, token)
            : post(
                {
                  query: String(SearchProductsDocument),
                  variables: { search: { parameters: benchCase.parameters }, counted: !benchCase.afterRow },
                },
                token,
              )
      type Paged = { pagination: { totalCount: number; totalCountIsLowerBound: boolean } }
      const first = (await request()) as {
        searchProducts?: Paged
        inventoryProducts?: Paged
        globalSearch?: { products: unknown[] }
      }
      const paged = first.searchProducts ?? first.inventoryProducts
      const found = benchCase.afterRow
        ? 'not counted'
        : paged
          ? `${paged.pagination.totalCount.toLocaleString('en-US')}${paged.pagination.totalCountIsLowerBound ? '+' : ''}`
          : `${first.globalSearch!.products.length} shown`
      const one = await timed(`${benchCase.name}, 1 client`, 1, REQUESTS, request)
      const many = await timed(`${benchCase.name}, ${CLIENTS} clients`, CLIENTS, REQUESTS * 2, request)
      const row = {
        target,
        name: benchCase.name,
        found,
        one,
        many,
        reference: await reference(database.db, benchCase.term),
        rawPage:
          benchCase.palette || benchCase.stock || benchCase.afterRow
            ? undefined
            : await rawPageTime(database.db, benchCase.parameters, REFERENCE_RUNS),
      }
      console.log(
        `${target}: ${row.name.padEnd(34)} ${found.padStart(10)}  1 client ${ms(percentile(one, 0.5))} / ${ms(percentile(one, 0.95))}` +
          `  ${CLIENTS} clients ${ms(percentile(many, 0.5))} / ${ms(percentile(many, 0.95))}  raw count ${ms(row.reference)}` +
          `${row.rawPage === undefined ? '' : `  raw page ${ms(row.rawPage)}`}  (load ${load()})`,
      )
      rows.push(row)
      if (database.kind === 'postgres') explained.push(await explainCase(database.pool, benchCase))
    }
    if (explained.length) {
      await writeFile(EXPLAIN_FILE, explained.join('\n\n'))
      console.log(`${target}: EXPLAIN (ANALYZE, BUFFERS) of every statement written to ${EXPLAIN_FILE}`)
    }
    return rows
  } finally {
    await app.close()
    await database.close()
    await cleanUp()
    await rm(uploadsDir, { recursive: true, force: true })
  }
}

async function main() {
  console.log(
    `catalogue of ${PRODUCTS.toLocaleString('en-US')} products, ${CLIENTS} concurrent clients, ${REQUESTS} requests a case ` +
      `with 1 client, ${REQUESTS * 2} with ${CLIENTS}; ${cpus().length} CPU cores (${cpus()[0]?.model ?? 'unknown'}), load average ${load()}`,
  )
  const rows: Row[] = []
  for (const target of TARGETS) rows.push(...(await benchTarget(target)))
  console.log(`load average at the end: ${load()}`)
  for (const [label, errors] of failures) console.log(`FAILED ${errors.length} requests of ${label}: ${errors[0]}`)
  console.log(
    `\n| Case | Found | 1 client p50 / p95 | ${CLIENTS} clients p50 / p95 | raw count, same run | raw page, same run |`,
  )
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |')
  for (const row of rows) {
    const name = TARGETS.length > 1 ? `${row.target}: ${row.name}` : row.name
    console.log(
      `| ${name} | ${row.found} | ${ms(percentile(row.one, 0.5))} / ${ms(percentile(row.one, 0.95))} | ` +
        `${ms(percentile(row.many, 0.5))} / ${ms(percentile(row.many, 0.95))} | ${ms(row.reference)} | ` +
        `${row.rawPage === undefined ? '' : ms(row.rawPage)} |`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
