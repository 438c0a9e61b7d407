import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { E2E_JWT_SECRET } from './server-env'
import { healthy, runServerScript, stopServer } from './server-process'
import { test } from './test'

/**
 * Gives the spec's tests a server of their own on the first of E2E_LIVE_PORTS whose long lists stop counting at
 * `cap` (COUNT_CAP), so the demo data has capped counts.
 */
export function serveWithCountCap(cap: number) {
  const port = Number((process.env.E2E_LIVE_PORTS ?? '4580,4581').split(',')[0])
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-counts-'))
  let server: ChildProcess

  test.use({ baseURL: `http://127.0.0.1:${port}` })

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    server = runServerScript('src/server/main.ts', {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: E2E_JWT_SECRET,
      COUNT_CAP: String(cap),
    })
    await healthy(port, Date.now() + 150_000)
  })

  test.afterAll(async () => {
    await stopServer(server)
    rmSync(dataDir, { recursive: true, force: true })
  })
}
