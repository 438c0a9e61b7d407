import type { ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { E2E_JWT_SECRET, extraPorts, SEEDED_DATA_DIR } from './server-env'
import { healthy, runServerScript, stopServer } from './server-process'
import { test } from './test'

/**
 * Gives the spec's tests a server of their own on the worker's first extra port, with `env` besides the usual, over a
 * copy of the prepared demo store when there is one: for settings no other spec may see (a count cap, a store policy).
 */
export function serveOwnServer(env: Record<string, string> = {}) {
  const [port] = extraPorts()
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-own-'))
  if (existsSync(SEEDED_DATA_DIR)) cpSync(SEEDED_DATA_DIR, dataDir, { recursive: true })
  let server: ChildProcess

  test.use({ baseURL: `http://127.0.0.1:${port}` })

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    server = runServerScript('src/server/main.ts', {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: E2E_JWT_SECRET,
      ...env,
    })
    await healthy(port, Date.now() + 150_000)
  })

  test.afterAll(async () => {
    await stopServer(server)
    rmSync(dataDir, { recursive: true, force: true })
  })
}

/** A server of the spec's own whose long lists stop counting at `cap` (COUNT_CAP), so the demo data has capped counts. */
export const serveWithCountCap = (cap: number) => serveOwnServer({ COUNT_CAP: String(cap) })
