import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { Assume, Logger } from 'drizzle-orm'
import pg from 'pg'
import { processLog } from '@/server/process-log'
import * as schema from './schema'

/**
 * What `db.execute(sql)` resolves to on both drivers: pg's QueryResult and PGlite's Results both carry `rows`,
 * so `(await db.execute<{ id: string }>(sql`...`)).rows` is typed on either.
 */
interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<Assume<this['row'], Record<string, unknown>>>
}

interface QueryRows<T> {
  rows: T[]
}

/** One Drizzle type for both drivers, so services and repositories work on either. */
export type Db = PgDatabase<RowsQueryResultHKT, typeof schema>
/** A transaction handle, as `db.transaction(async (tx) => ...)` passes it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type Database =
  | { kind: 'pglite'; db: Db; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; close(): Promise<void> }

/**
 * The catalogue and its indexes live in memory, so an index probe costs about what a sequential read does: with
 * PostgreSQL's default of 4 the planner hashes all of product_categories to count a few hundred search matches
 * instead of probing its index (3 times slower at 100,000 products).
 */
const RANDOM_PAGE_COST = '1.1'
/**
 * No just-in-time compilation: the application's statements read a few index entries, but where the planner's
 * estimate is high (a LIMIT it cannot see through) PostgreSQL compiled them first, 50 to 200 ms for a 1 ms read
 * (the dashboard's top products at 10,000,000 orders).
 */
const SESSION_SETTINGS = `-c random_page_cost=${RANDOM_PAGE_COST} -c jit=off`

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url))

/** How long PostgreSQL may take to answer; a dead server or a lost network should fail a request, not hang it. */
export interface DatabaseTimeouts {
  /** Opening a connection, and waiting for a free one in the pool. */
  connectMs: number
  /** One statement on the server (0: no limit); a transaction may `SET LOCAL statement_timeout` higher for bulk work. */
  statementMs: number
  /** A transaction left open without a statement (a stuck or vanished caller) is ended by the server. */
  idleInTransactionMs: number
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 3000,
  statementMs: 30_000,
  idleInTransactionMs: 60_000,
}

/** For seeding and benchmarks, whose single statements may write millions of rows. */
export const BULK_DATABASE_TIMEOUTS: DatabaseTimeouts = { ...DEFAULT_DATABASE_TIMEOUTS, statementMs: 0 }

export interface OpenDatabaseOptions {
  url?: string
  dataDir?: string
  /** PGlite only: start from this data directory (a `dumpDataDir()` tarball) instead of an empty one. */
  loadDataDir?: Blob
  timeouts?: DatabaseTimeouts
  /** Where connection errors go (a restart or a lost network); the pool replaces the connection. */
  onConnectionError?: (error: Error, message: string) => void
  /** Hears every statement the application runs (tests count them per operation). */
  queryLogger?: Logger
}

const warnInProcessLog = (err: Error, message: string) => processLog.warn({ err }, message)

/** PostgreSQL when a URL is given, otherwise embedded PGlite in dataDir (in memory without one). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) {
    const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS
    const onConnectionError = options.onConnectionError ?? warnInProcessLog
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      options: SESSION_SETTINGS,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      // The client gives up a little after the server would have cancelled the statement: only a lost server waits so long.
      query_timeout: timeouts.statementMs > 0 ? timeouts.statementMs + 5000 : undefined,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    })
    // PostgreSQL ends connections when it restarts, crashes or drops a database. The pool replaces an idle one on
    // demand; a checked-out one fails its query, which the caller sees. Without these listeners the 'error' event
    // would end the process.
    pool.on('error', (error) => {
      if (!pool.ending) onConnectionError(error, 'PostgreSQL ended an idle connection')
    })
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        if (!pool.ending) onConnectionError(error, 'PostgreSQL connection failed while in use')
      })
    })
    const db = drizzlePg(pool, { schema, logger: options.queryLogger }) as unknown as Db
    return { kind: 'postgres', db, pool, close: () => pool.end() }
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
  })
  await client.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`)
  const db = drizzlePglite(client, { schema, logger: options.queryLogger }) as unknown as Db
  return { kind: 'pglite', db, client, close: () => client.close() }
}

/** Whether `db` is PostgreSQL's pool (transactions side by side) rather than PGlite's one connection. */
export const onPostgres = (db: Db) => (db as unknown as { $client: unknown }).$client instanceof pg.Pool

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(drizzlePg(database.pool, { schema }), { migrationsFolder: MIGRATIONS })
  } else {
    await migratePglite(drizzlePglite(database.client, { schema }), { migrationsFolder: MIGRATIONS })
  }
}
