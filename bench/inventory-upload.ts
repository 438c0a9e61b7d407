/**
 * Bulk upload benchmark: BENCH_ROWS stock rows (default 100,000) as CSV and as XLSX against a catalogue of as many
 * products, on PGlite and on PostgreSQL (a database of its own, created and dropped), each file previewed and then
 * applied as the screen does it. The real server runs as a child process, restarted for each file, so its peak
 * resident memory (VmHWM) is the upload's. Beside each database's figures, a raw reference in the same run: the same
 * rows by COPY into a table and one UPDATE … FROM of the stock (psql on PostgreSQL, PGlite's COPY from a blob).
 * Run: npm run bench:upload. BENCH_DATABASES (pglite,postgres) and BENCH_FORMATS (csv,xlsx) pick what runs;
 * BENCH_CPU_PROF=<folder> runs the server with --cpu-prof, writing its profile there.
 * PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import * as XLSX from '@e965/xlsx'
import { PGlite } from '@electric-sql/pglite'
import {
  ApplyInventoryUploadDocument,
  PreviewInventoryUploadDocument,
  type ApplyInventoryUploadMutation,
  type PreviewInventoryUploadMutation,
} from '@/gql/graphql'
import { BULK_DATABASE_TIMEOUTS, openDatabase } from '@/server/db/client'
import { createTestDatabase } from '@/server/db/test-database'
import { SERVER_NODE_FLAGS } from '@/server/node-flags'
import { seedUploadCatalogue } from './support/upload-catalogue'

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000)
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',')
const FORMATS = (process.env.BENCH_FORMATS ?? 'csv,xlsx').split(',')
const PORT = Number(process.env.BENCH_PORT ?? 4590)
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF
const JWT_SECRET = 'bench-signing-key-long-enough-for-hs256-tokens'
process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

const sku = (index: number) => `BENCH-${String(index).padStart(7, '0')}`

function stockRows(offset: number): (string | number)[][] {
  return [['sku', 'quantity'], ...Array.from({ length: ROWS }, (_, index) => [sku(index), (index * 7 + offset) % 1000])]
}

const csvText = (offset: number) =>
  stockRows(offset)
    .map((row) => row.join(','))
    .join('\n')

function csvFile(): File {
  return new File([csvText(1)], 'bench.csv', { type: 'text/csv' })
}

/** The raw reference's statements after its rows are copied into `ref`: one UPDATE … FROM of the stock. */
const REFERENCE_UPDATE = `update stock s set quantity = r.quantity, version = s.version + 1, updated_at = now()
  from ref r join products p on p.sku = r.sku where s.product_id = p.id`

/** The same rows (other quantities) by COPY and one UPDATE … FROM in psql, in one transaction: seconds. */
function psqlReference(url: string, dir: string): number {
  const csv = join(dir, 'reference.csv')
  writeFileSync(csv, csvText(3))
  const script = [
    'begin;',
    'create temp table ref (sku text, quantity int);',
    `\\copy ref from '${csv}' with (format csv, header)`,
    `${REFERENCE_UPDATE};`,
    'commit;',
  ].join('\n')
  const started = performance.now()
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q'], { input: script, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`psql reference failed: ${result.stderr}`)
  return (performance.now() - started) / 1000
}

/** The same on PGlite: COPY from a blob into a table and one UPDATE … FROM, in one transaction: seconds. */
async function pgliteReference(dataDir: string): Promise<number> {
  const client = await PGlite.create(dataDir)
  try {
    const started = performance.now()
    await client.transaction(async (tx) => {
      await tx.exec('create temp table ref (sku text, quantity int)')
      await tx.query("copy ref from '/dev/blob' with (format csv, header)", [], { blob: new Blob([csvText(3)]) })
      await tx.exec(REFERENCE_UPDATE)
    })
    return (performance.now() - started) / 1000
  } finally {
    await client.close()
  }
}

function xlsxFile(): File {
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(stockRows(2)), 'Stock')
  const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer
  return new File([new Uint8Array(bytes)], 'bench.xlsx')
}

/** Demo users (to sign in) and ROWS products with 5 in stock each. */
async function prepare(target: { url?: string; dataDir?: string }) {
  const database = await openDatabase({ ...target, timeouts: BULK_DATABASE_TIMEOUTS })
  await seedUploadCatalogue(database, ROWS)
  await database.close()
}

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')

const memoryMb = (pid: number, field: 'VmHWM' | 'VmRSS') => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`))
  return Math.round(Number(line?.[1] ?? 0) / 1024)
}

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const profile = CPU_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROFILE_DIR] : []
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...profile, '--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', JWT_SECRET, SEED_DEMO_DATA: 'never' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const ready = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return child
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill()
  throw new Error('The server did not start')
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

async function signIn(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${PORT}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($token: LoginInput!) { login(token: $token) { token } }',
      variables: { token: { email: 'admin@example.com', password: 'demo-password-1' } },
    }),
  })
  return ((await response.json()) as { data: { login: { token: string } } }).data.login.token
}

/** A POST to /graphql that waits as long as the upload takes (fetch gives up on headers after 300 s). */
function postWithoutTimeout(body: Buffer, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: PORT, path: '/graphql', method: 'POST', headers },
      (response) => {
        const parts: Buffer[] = []
        response.on('data', (part: Buffer) => parts.push(part))
        response.on('end', () => resolve(Buffer.concat(parts).toString('utf8')))
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** Sends one request and times it to its answer; the answer's data, or the first error thrown. */
async function timed<T>(body: Buffer, headers: Record<string, string>) {
  const started = performance.now()
  const result = JSON.parse(await postWithoutTimeout(body, headers)) as { data?: T; errors?: { message: string }[] }
  const seconds = (performance.now() - started) / 1000
  if (!result.data) throw new Error(result.errors?.[0]?.message ?? 'Upload failed')
  return { seconds, data: result.data }
}

/** Previews the file as the screen does, then applies the preview: each step's time and the apply's answer. */
async function previewAndApply(file: File, token: string) {
  const body = new FormData()
  body.set('operations', JSON.stringify({ query: String(PreviewInventoryUploadDocument), variables: { file: null } }))
  body.set('map', JSON.stringify({ 0: ['variables.file'] }))
  body.set('0', file)
  const encoded = new Response(body)
  const authorization = `Bearer ${token}`
  const preview = await timed<PreviewInventoryUploadMutation>(Buffer.from(await encoded.arrayBuffer()), {
    authorization,
    'content-type': encoded.headers.get('content-type')!,
  })
  const id = preview.data.previewInventoryUpload.id
  const apply = await timed<ApplyInventoryUploadMutation>(
    Buffer.from(JSON.stringify({ query: String(ApplyInventoryUploadDocument), variables: { id } })),
    { authorization, 'content-type': 'application/json' },
  )
  return { preview: preview.seconds, apply: apply.seconds, result: apply.data.applyInventoryUpload }
}

async function run(name: string, env: Record<string, string>, files: File[]) {
  for (const file of files) {
    const server = await startServer(env)
    try {
      const token = await signIn()
      const before = memoryMb(server.pid!, 'VmRSS')
      // Signing in hashes the password (scrypt, 128 MB for a moment): the peak is counted from here, the upload's own.
      writeFileSync(`/proc/${server.pid}/clear_refs`, '5')
      const { preview, apply, result } = await previewAndApply(file, token)
      const peak = memoryMb(server.pid!, 'VmHWM')
      const size = (file.size / 1024 / 1024).toFixed(1)
      console.log(
        `| ${name} | ${file.name.split('.').pop()!.toUpperCase()} (${size} MB) | ${result.successCount.toLocaleString('en-US')} of ${result.totalProcessed.toLocaleString('en-US')} | ${preview.toFixed(1)} s | ${apply.toFixed(1)} s | ${before} MB | ${peak} MB | ${loadAverage()} |`,
      )
    } finally {
      await stopServer(server)
    }
  }
}

async function main() {
  const files = FORMATS.map((format) => (format === 'xlsx' ? xlsxFile() : csvFile()))
  console.log(`${ROWS.toLocaleString('en-US')} rows; load average at start: ${loadAverage()}`)
  console.log(
    '| Database | File | Rows applied | Preview | Apply | Server RSS before | Server peak RSS | Load average after |',
  )
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')

  if (DATABASES.includes('pglite')) await runPglite(files)
  if (DATABASES.includes('postgres')) await runPostgres(files)
  console.log(`load average at end: ${loadAverage()}`)
}

async function runPglite(files: File[]) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-upload-'))
  try {
    await prepare({ dataDir: join(dataDir, 'pglite') })
    await run('PGlite', { DATA_DIR: dataDir }, files)
    const seconds = await pgliteReference(join(dataDir, 'pglite'))
    console.log(
      `| PGlite raw reference | COPY + one UPDATE … FROM | ${ROWS.toLocaleString('en-US')} | | ${seconds.toFixed(1)} s | | | ${loadAverage()} |`,
    )
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

async function runPostgres(files: File[]) {
  const postgres = await createTestDatabase()
  const pgDataDir = await mkdtemp(join(tmpdir(), 'bench-upload-pg-'))
  try {
    await prepare({ url: postgres.url })
    await run('PostgreSQL', { DATABASE_URL: postgres.url, DATA_DIR: pgDataDir }, files)
    const seconds = psqlReference(postgres.url, pgDataDir)
    console.log(
      `| PostgreSQL raw reference | psql: COPY + one UPDATE … FROM | ${ROWS.toLocaleString('en-US')} | | ${seconds.toFixed(1)} s | | | ${loadAverage()} |`,
    )
  } finally {
    await postgres.drop()
    await rm(pgDataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
