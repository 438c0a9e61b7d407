import { join } from 'node:path'

/**
 * How the browser tests start the real server: one per Playwright worker, each on its own port over its own copy of
 * the prepared embedded database, with a known signing key.
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 4310)
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '/tmp/storefront-admin-e2e-data'
export const E2E_JWT_SECRET = 'e2e-signing-key-that-is-long-enough-for-hs256'
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2)

/** The worker slot of this process: Playwright sets TEST_PARALLEL_INDEX in its workers (and loads the config there). */
const WORKER_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0)

export const workerPort = (index = WORKER_INDEX) => E2E_PORT + index
/** The demo store seeded once (tests/e2e/support/prepare-data.ts), and each worker's copy of it. */
export const SEEDED_DATA_DIR = join(E2E_DATA_DIR, 'seeded')
export const workerDataDir = (index: number) => join(E2E_DATA_DIR, `worker-${index}`)

/** Ports for the specs that start servers of their own (live updates, capped counts): apart per worker. */
export function extraPorts(): [number, number] {
  const [first, second] = (process.env.E2E_LIVE_PORTS ?? '4580,4581').split(',').map(Number) as [number, number]
  return [first + 10 * WORKER_INDEX, second + 10 * WORKER_INDEX]
}
