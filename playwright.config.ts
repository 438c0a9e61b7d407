import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './tests/e2e/support/chromium'
import { E2E_JWT_SECRET, E2E_WORKERS, workerDataDir, workerPort } from './tests/e2e/support/server-env'
import { SERVER_NODE_FLAGS } from './src/server/node-flags'

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Spec files spread over the workers; each worker talks to a server of its own (its copy of the demo store), so
  // one file's changes never meet another's mid-test.
  fullyParallel: false,
  workers: E2E_WORKERS,
  // The JSON report feeds scripts/test-report.ts (tests run per runner; none skipped).
  reporter: [['list'], ['json', { outputFile: 'test-reports/playwright.json' }]],
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: `http://127.0.0.1:${workerPort()}`,
    launchOptions: {
      executablePath: CHROMIUM_EXECUTABLE,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: `node ${SERVER_NODE_FLAGS.join(' ')} --import tsx src/server/main.ts`,
    url: `http://127.0.0.1:${workerPort(index)}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(workerPort(index)),
      HOST: '127.0.0.1',
      DATA_DIR: workerDataDir(index),
      JWT_SECRET: E2E_JWT_SECRET,
    },
  })),
})
