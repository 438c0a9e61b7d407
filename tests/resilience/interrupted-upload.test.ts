import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BulkInsertInventoryDocument, InventoryUploadsDocument, LoginDocument } from '@/gql/graphql'
import { migrate, openDatabase, type Database } from '@/server/db/client'
import { seedDemoData } from '@/server/db/seed'
import { createTestDatabase } from '@/server/db/test-database'
import { DEMO_PASSWORD, TEST_JWT_SECRET } from '../integration/support/test-server'
import { TEST_PASSWORD_COST } from '../integration/support/test-password-cost'
import { SERVER_NODE_FLAGS } from '@/server/node-flags'

const ROWS = 100_000
const START_STOCK = 5
const UPLOADED_STOCK = 7

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Every product set to UPLOADED_STOCK, as the shop's own stock sheet would. */
const stockSheet = () =>
  new File(
    [['sku,quantity', ...Array.from({ length: ROWS }, (_, index) => `KILL-${index},${UPLOADED_STOCK}`)].join('\n')],
    'stock-count.csv',
    { type: 'text/csv' },
  )

/**
 * A server process killed (SIGKILL: no clean-up of any kind) while it applies a 100,000-row upload. The upload's one
 * transaction dies with it, so no stock changes; after a restart the upload reads INTERRUPTED, and sending the same
 * file again gives the right stock. Always on PostgreSQL (TEST_DATABASE_URL, else the local server), where the
 * server's other connections can tell a reader about the upload while its transaction runs; PGlite answers nothing
 * while a transaction holds its one connection, so there is no moment to watch from outside.
 */
describe('an upload whose server is killed mid-way', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  let dataDir: string
  let postgres: { url: string; drop(): Promise<void> }
  let port: number
  let server: ChildProcess | undefined

  async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
    const database = await openDatabase({ url: postgres.url })
    try {
      return await work(database)
    } finally {
      await database.close()
    }
  }

  async function startServer(): Promise<ChildProcess> {
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'never',
        DATABASE_URL: postgres.url,
      },
      stdio: 'ignore',
    })
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const ready = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
      if (ready) return child
      await pause(200)
    }
    child.kill('SIGKILL')
    throw new Error('The server did not start')
  }

  async function killServer(): Promise<void> {
    const child = server
    server = undefined
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
  }

  const url = () => `http://127.0.0.1:${port}/graphql`

  async function gql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
    const response = await fetch(url(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    })
    const body = (await response.json()) as { data: T; errors?: unknown }
    if (body.errors) throw new Error(JSON.stringify(body.errors))
    return body.data
  }

  function upload(token: string): Promise<Response> {
    const body = new FormData()
    body.set('operations', JSON.stringify({ query: String(BulkInsertInventoryDocument), variables: { file: null } }))
    body.set('map', JSON.stringify({ 0: ['variables.file'] }))
    body.set('0', stockSheet())
    return fetch(url(), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body })
  }

  const signIn = async () =>
    (
      await gql<{ login: { token: string } }>(String(LoginDocument), {
        token: { email: 'admin@example.com', password: DEMO_PASSWORD },
      })
    ).login.token

  const uploads = async (token: string) =>
    (
      await gql<{ inventoryUploads: { state: string; fileName: string; totalRows: number | null }[] }>(
        String(InventoryUploadsDocument),
        {},
        token,
      )
    ).inventoryUploads

  /** How many of the products hold each stock level, and how many history rows the uploads wrote. */
  const stockState = () =>
    withDatabase(async ({ db }) => {
      const { rows } = await db.execute<{ quantity: number; products: number }>(sql`
        select s.quantity, count(*)::int as products from stock s join products p on p.id = s.product_id
        where p.sku like 'KILL-%' group by s.quantity order by s.quantity`)
      const [history] = (
        await db.execute<{ rows: number }>(
          sql`select count(*)::int as rows from inventory_adjustments where reason like 'Bulk upload%'`,
        )
      ).rows
      return { levels: rows, history: history!.rows }
    })

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'storefront-kill-'))
    postgres = await createTestDatabase(adminUrl)
    port = await freePort()
    await withDatabase(async (database) => {
      await migrate(database)
      await seedDemoData(database.db, { size: 'small', passwordCost: TEST_PASSWORD_COST })
      await database.db.execute(sql`
        insert into products (sku, name, price)
        select 'KILL-' || i, 'Kill test item ' || i, 9.99 from generate_series(0, ${ROWS - 1}) as i`)
      await database.db.execute(sql`
        insert into stock (product_id, quantity) select id, ${START_STOCK} from products where sku like 'KILL-%'`)
    })
  }, 120_000)

  afterAll(async () => {
    await killServer()
    await postgres?.drop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it(`changes no stock, reads as interrupted after a restart, and converges when sent again`, async () => {
    server = await startServer()
    const token = await signIn()
    const sending = upload(token).catch(() => undefined)

    // The record turns RUNNING at once and learns its row count when the file has been read: then it is applying.
    let reading = (await uploads(token))[0]
    for (let attempt = 0; !reading?.totalRows && attempt < 600; attempt += 1) {
      await pause(50)
      reading = (await uploads(token))[0]
    }
    expect(reading).toMatchObject({ state: 'RUNNING', totalRows: ROWS })
    await pause(300)
    await killServer()
    await sending

    expect(await stockState()).toEqual({ levels: [{ quantity: START_STOCK, products: ROWS }], history: 0 })

    server = await startServer()
    const again = await signIn()
    let latest = (await uploads(again))[0]
    for (let waited = 0; latest?.state === 'RUNNING' && waited < 45_000; waited += 1_000) {
      await pause(1_000)
      latest = (await uploads(again))[0]
    }
    expect(latest).toMatchObject({ fileName: 'stock-count.csv', state: 'INTERRUPTED' })

    const response = await upload(again)
    const result = (await response.json()) as { data: { bulkInsertInventory: { successCount: number } } }
    expect(result.data.bulkInsertInventory.successCount).toBe(ROWS)
    expect(await stockState()).toEqual({ levels: [{ quantity: UPLOADED_STOCK, products: ROWS }], history: ROWS })
    expect((await uploads(again)).map((record) => record.state).slice(0, 2)).toEqual(['APPLIED', 'INTERRUPTED'])
  }, 240_000)
})
