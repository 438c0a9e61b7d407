import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type BrowserContext, type Page } from '@playwright/test'
import pg from 'pg'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { healthy, runServerScript, stopServer } from './support/server-process'
import { E2E_JWT_SECRET, extraPorts } from './support/server-env'
import { expect, recordCspViolations, test } from './support/test'

// Two server processes on one PostgreSQL database and one Redis, as behind a load balancer.
const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const PORTS = extraPorts()
const databaseName = `storefront_e2e_live_${randomBytes(4).toString('hex')}`
const databaseUrl = Object.assign(new URL(ADMIN_DATABASE_URL), { pathname: `/${databaseName}` }).toString()
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-live-'))
const servers: ChildProcess[] = []
const contexts: BrowserContext[] = []
/** CSP violations in the pages of those contexts (the test fixture watches only its own context). */
const cspViolations: string[][] = []

async function onAdminDatabase(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

function run(script: string, env: Record<string, string>): ChildProcess {
  return runServerScript(script, { DATABASE_URL: databaseUrl, JWT_SECRET: E2E_JWT_SECRET, ...env })
}

test.beforeAll(async () => {
  test.setTimeout(300_000)
  await onAdminDatabase(`CREATE DATABASE ${databaseName}`)
  // Migrates and seeds the new database (npm run seed).
  const seeding = run('src/server/db/seed-cli.ts', {})
  const code = await new Promise<number | null>((resolve) => seeding.once('exit', resolve))
  expect(code, 'seeding the PostgreSQL database').toBe(0)
  for (const [index, port] of PORTS.entries()) {
    servers.push(
      run('src/server/main.ts', {
        PORT: String(port),
        HOST: '127.0.0.1',
        REDIS_URL,
        DATA_DIR: join(dataDir, `server-${index}`),
      }),
    )
  }
  await Promise.all(PORTS.map((port) => healthy(port, Date.now() + 120_000)))
})

test.afterEach(() => {
  expect(cspViolations.flat(), 'Content-Security-Policy violations').toEqual([])
})

test.afterAll(async () => {
  // Open pages hold their event streams, which a server waits for when it shuts down.
  await Promise.all(contexts.map((context) => context.close()))
  for (const server of servers) await stopServer(server)
  await onAdminDatabase(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
  rmSync(dataDir, { recursive: true, force: true })
})

async function signedInPage(browser: Browser, port: number, email: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 900 },
  })
  contexts.push(context)
  cspViolations.push(await recordCspViolations(context))
  const page = await context.newPage()
  await signInAndWait(page, email)
  return page
}

test('a status change made through one server shows on the other server’s open order within 2 seconds', async ({
  browser,
}) => {
  const watcher = await signedInPage(browser, PORTS[1], 'viewer@example.com')
  await watcher.goto('/orders?status=PENDING')
  await watcher
    .getByRole('link', { name: /^View order / })
    .first()
    .click()
  await expect(watcher).toHaveURL(/\/orders\/\d+$/)
  const orderId = new URL(watcher.url()).pathname.split('/').pop()!
  const timeline = watcher.getByRole('main').getByText('Status changed to Processing')
  await expect(watcher.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible()
  await expect(timeline).toHaveCount(0)

  const changer = await signedInPage(browser, PORTS[0], 'orders@example.com')
  await changer.goto(`/orders/${orderId}`)
  await changer.getByRole('button', { name: 'Mark as Processing' }).click()
  const dialog = changer.getByRole('alertdialog')
  await dialog.getByRole('button', { name: 'Update Status' }).click()
  await expect(dialog).toBeHidden()
  await expect(changer.getByRole('main').getByText('Status changed to Processing')).toBeVisible()

  // No reload on the watcher's side: the event comes through Redis from the other process.
  await expect(timeline).toBeVisible({ timeout: 2_000 })
  await expect(watcher.getByRole('main').getByText('Processing', { exact: true }).first()).toBeVisible()
  await expectNoA11yViolations(watcher)
})
