/**
 * The bulk upload phase by phase: previews and applies BENCH_ROWS CSV rows (default 100,000) in this process, against
 * a catalogue of as many products, and prints each database statement's time (its first words) summed by statement,
 * and the time between statements (the server's own work: parsing, results), for the preview and for the apply.
 * Run: npm run bench:upload-phases. BENCH_DATABASES (postgres) picks pglite or postgres.
 */
import { readFileSync } from 'node:fs'
import pino from 'pino'
import { sql } from 'drizzle-orm'
import { BULK_DATABASE_TIMEOUTS, openDatabase, type Db } from '@/server/db/client'
import { createTestDatabase } from '@/server/db/test-database'
import { findUserByEmail, effectiveRoles } from '@/server/repositories/user-repository'
import { uploadStockFile } from '@/server/services/inventory/inventory-upload'
import { applyPreview, UPLOAD_APPLY_BATCH_ROWS, UPLOAD_APPLY_LANES } from '@/server/services/inventory/upload-preview'
import { createUploadProgressHub } from '@/server/services/inventory/upload-progress'
import { openEventChannels } from '@/server/live/event-channels'
import { seedUploadCatalogue } from './support/upload-catalogue'

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000)
const DATABASE = process.env.BENCH_DATABASES ?? 'postgres'
process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** Statement time by its first words, the database's CPU time in it (PostgreSQL: its backend's), and the count. */
type Timings = Map<string, { ms: number; cpuMs: number; count: number }>

/**
 * CPU milliseconds used so far by the PostgreSQL backend `pid` (utime + stime of /proc/<pid>/stat, readable when the
 * server runs on this machine as the same or a privileged user), or by this process on PGlite (pid null); NaN when
 * unreadable. On a loaded machine a statement's CPU time moves much less than its wall time.
 */
function cpuMs(pid: number | null): number {
  if (pid === null) {
    const { user, system } = process.cpuUsage()
    return (user + system) / 1000
  }
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
  } catch {
    return Number.NaN
  }
}

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100

/** The SQL text of a drizzle query, its parameters left out. */
function sqlText(query: unknown): string {
  if (typeof query === 'string') return query
  const chunks = (query as { queryChunks?: unknown[] }).queryChunks
  if (!chunks) return ''
  return chunks
    .map((chunk) => {
      const value = (chunk as { value?: unknown }).value
      if (Array.isArray(value)) return value.join('')
      return sqlText(chunk)
    })
    .join('')
}

const label = (query: unknown) =>
  sqlText(query)
    .replace(/\s+/g, ' ')
    .replace(/[^a-z_ ()*,.=<>]/gi, '')
    .trim()
    .slice(0, 80)

/**
 * The database with every `execute` (in and out of transactions) timed into `timings`: wall time, and inside a
 * transaction on PostgreSQL its backend's CPU time (on PGlite this process's).
 */
function timedDb(db: Db, timings: { current: Timings }, postgres: boolean): Db {
  const wrap = <T extends object>(target: T, pid: number | null): T =>
    new Proxy(target, {
      get(object, key, receiver) {
        const value = Reflect.get(object, key, receiver) as unknown
        if (key === 'execute' && typeof value === 'function') {
          return async (query: unknown) => {
            const started = performance.now()
            const cpuStarted = cpuMs(pid)
            try {
              return await (value as (q: unknown) => Promise<unknown>).call(object, query)
            } finally {
              const name = label(query)
              const entry = timings.current.get(name) ?? { ms: 0, cpuMs: 0, count: 0 }
              entry.ms += performance.now() - started
              entry.cpuMs += cpuMs(pid) - cpuStarted
              entry.count += 1
              timings.current.set(name, entry)
            }
          }
        }
        if (key === 'transaction' && typeof value === 'function') {
          return (work: (tx: object) => Promise<unknown>) =>
            (value as (w: typeof work) => Promise<unknown>).call(object, async (tx: object) => {
              const backend = postgres ? await backendPid(tx) : null
              return work(wrap(tx, backend))
            })
        }
        return value
      },
    })
  return wrap(db, postgres ? Number.NaN : null)
}

/** The PostgreSQL backend a transaction runs on. */
async function backendPid(tx: object): Promise<number> {
  const { rows } = await (tx as Db).execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)
  return rows[0]!.pid
}

function print(title: string, seconds: number, timings: Timings) {
  const inStatements = [...timings.values()].reduce((sum, entry) => sum + entry.ms, 0) / 1000
  const cpu = [...timings.values()].reduce((sum, entry) => sum + (entry.cpuMs || 0), 0) / 1000
  console.log(
    `\n${title}: ${seconds.toFixed(2)} s, of which statements ${inStatements.toFixed(2)} s (CPU ${cpu.toFixed(2)} s)`,
  )
  console.log('    wall    CPU  count  statement')
  const rows = [...timings.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 18)
  for (const [name, { ms, cpuMs: cpuTime, count }] of rows) {
    const cpuText = Number.isNaN(cpuTime) ? '     ' : (cpuTime / 1000).toFixed(2).padStart(5)
    console.log(`  ${(ms / 1000).toFixed(2).padStart(6)} ${cpuText}  ${String(count).padStart(4)}x  ${name}`)
  }
}

async function main() {
  const postgres = DATABASE === 'postgres' ? await createTestDatabase() : null
  const database = await openDatabase({ url: postgres?.url, timeouts: BULK_DATABASE_TIMEOUTS })
  try {
    await seedUploadCatalogue(database, ROWS)
    const user = (await findUserByEmail(database.db, 'admin@example.com'))!
    const viewer = { user, roles: await effectiveRoles(database.db, user.id), sessionId: 'bench' }
    const timings = { current: new Map() as Timings }
    const db = timedDb(database.db, timings, postgres !== null)
    const log = pino({ level: 'warn' })
    const services = {
      db,
      log,
      uploadProgress: createUploadProgressHub(openEventChannels(undefined, log)),
      uploadMaxRows: 1_000_000,
      applyBatchRows: UPLOAD_APPLY_BATCH_ROWS,
      applyLanes: postgres ? UPLOAD_APPLY_LANES : 1,
    }
    const csv = [
      'sku,quantity',
      ...Array.from(
        { length: ROWS },
        (_, index) => `BENCH-${String(index).padStart(7, '0')},${(index * 7 + 1) % 1000}`,
      ),
    ].join('\n')
    console.log(`${ROWS.toLocaleString('en-US')} CSV rows on ${DATABASE}`)

    let started = performance.now()
    const preview = await uploadStockFile(services, viewer, new File([csv], 'bench.csv'), null, 'preview')
    print('Preview', (performance.now() - started) / 1000, timings.current)

    timings.current = new Map()
    started = performance.now()
    const applied = await applyPreview(services, viewer, preview.recordId, null)
    print(`Apply (${applied.successCount} rows applied)`, (performance.now() - started) / 1000, timings.current)
  } finally {
    await database.close()
    await postgres?.drop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
