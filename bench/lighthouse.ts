/**
 * Lighthouse on the three screens staff open most: issue 32's acceptance 4 (performance >= 90, accessibility 100).
 *
 * Usage: npm run build && npm run bench:lighthouse [-- <runs>]   (default 3)
 * Starts the server (`src/server/main.ts`, the demo data on a fresh embedded database in a temporary folder), opens
 * Debian's Chromium with a debugging port, signs in through the sign-in form, and runs Lighthouse's own CLI (fetched
 * on demand with `npm exec`, not a dependency: it would slow every `npm ci`) `runs` times on the dashboard, the
 * products list and the orders list with the desktop preset. Lighthouse's tab belongs to the signed-in browser
 * (`--disable-storage-reset` keeps the tokens in localStorage); the HTTP cache is emptied before every run, so each run
 * is a signed-in first visit. Prints the median of the runs: performance and accessibility scores, Largest Contentful
 * Paint, Total Blocking Time and Cumulative Layout Shift, and the load average at the start and the end (Lighthouse's
 * performance score falls with the machine's load: read it beside the load).
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { chromium, type BrowserContext } from '@playwright/test'
import { DEMO_PASSWORD } from '../tests/e2e/support/app'
import { CHROMIUM_ARGS } from '../tests/e2e/support/chromium'
import { healthy, runServerScript, stopServer } from '../tests/e2e/support/server-process'
import { freePort } from '../tests/resilience/support/free-port'
import { machine, percentile } from './support/measure'

const RUNS = Number(process.argv[2] ?? 3)
const LIGHTHOUSE = 'lighthouse@13.5.0'
/** Debian's full Chromium (Lighthouse drives a browser's tabs, which the headless shell the tests use also has). */
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const SCREENS = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'products', path: '/products' },
  { name: 'orders', path: '/orders' },
] as const

interface Figures {
  performance: number
  accessibility: number
  lcp: number
  tbt: number
  cls: number
}

interface LighthouseReport {
  runtimeError?: { code: string; message: string }
  finalDisplayedUrl: string
  runWarnings: string[]
  categories: Record<'performance' | 'accessibility', { score: number | null }>
  audits: Record<string, { numericValue?: number }>
}

const run = promisify(execFile)

/** One Lighthouse run on `url` in the browser listening on `cdpPort`. */
async function lighthouse(url: string, cdpPort: number, outputPath: string): Promise<Figures> {
  await run(
    'npm',
    [
      'exec',
      '--yes',
      `--package=${LIGHTHOUSE}`,
      '--',
      'lighthouse',
      url,
      `--port=${cdpPort}`,
      '--preset=desktop',
      '--only-categories=performance,accessibility',
      '--disable-storage-reset',
      '--output=json',
      `--output-path=${outputPath}`,
      '--quiet',
    ],
    { maxBuffer: 16 * 1024 * 1024, timeout: 300_000 },
  )
  const report = JSON.parse(await readFile(outputPath, 'utf8')) as LighthouseReport
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`)
  // Signed out, the app would send Lighthouse's tab to the sign-in page: a score of the wrong screen.
  if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`Lighthouse on ${url} ended on ${report.finalDisplayedUrl}`)
  for (const warning of report.runWarnings) console.log(`    warning (${new URL(url).pathname}): ${warning}`)
  const score = (category: keyof LighthouseReport['categories']) =>
    Math.round((report.categories[category].score ?? 0) * 100)
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  }
}

/** Signs in through the form, as a member of staff would; the tokens stay in the profile's localStorage. */
async function signIn(context: BrowserContext, origin: string) {
  const page = await context.newPage()
  page.setDefaultTimeout(120_000)
  await page.goto(`${origin}/auth?mode=login`)
  await page.getByLabel('Email Address').fill('dev@example.com')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.getByRole('banner').waitFor()
  // Each screen once, untimed: the server's first answers compile its code paths and compute the dashboard's rollups.
  for (const screen of SCREENS) {
    await page.goto(`${origin}${screen.path}`)
    await page.getByRole('main').waitFor()
    // Not 'networkidle': the app keeps its live subscription (a streamed response) open.
    await page.waitForTimeout(2_000)
  }
  return page
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  )

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-lighthouse-bench-'))
  const profileDir = await mkdtemp(join(tmpdir(), 'storefront-lighthouse-profile-'))
  const port = Number(process.env.BENCH_PORT ?? (await freePort()))
  const cdpPort = Number(process.env.CDP_PORT ?? (await freePort()))
  const origin = `http://127.0.0.1:${port}`
  const server = runServerScript('src/server/main.ts', {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'lighthouse-bench-signing-key-long-enough-for-hs256',
  })
  let context: BrowserContext | undefined
  try {
    await healthy(port, Date.now() + 180_000)
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: EXECUTABLE,
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${cdpPort}`],
    })
    const page = await signIn(context, origin)
    const cdp = await context.newCDPSession(page)
    console.log(`Start: ${machine()}; ${LIGHTHOUSE}, desktop preset, median of ${RUNS} runs, each with an empty cache.`)
    console.log('| screen | performance | accessibility | LCP | TBT | CLS |')
    console.log('| --- | --- | --- | --- | --- | --- |')
    for (const screen of SCREENS) {
      const runs: Figures[] = []
      for (let i = 0; i < RUNS; i += 1) {
        await cdp.send('Network.clearBrowserCache')
        runs.push(await lighthouse(`${origin}${screen.path}`, cdpPort, join(dataDir, `${screen.name}-${i}.json`)))
      }
      const pick = (key: keyof Figures) => median(runs.map((figures) => figures[key]))
      console.log(
        `| ${screen.name} | ${pick('performance')} | ${pick('accessibility')} | ${(pick('lcp') / 1000).toFixed(1)} s | ` +
          `${pick('tbt').toFixed(0)} ms | ${pick('cls').toFixed(3)} |`,
      )
      console.log(`    runs: performance ${runs.map((figures) => figures.performance).join(', ')}`)
    }
    console.log(`End: ${machine()}.`)
  } finally {
    await context?.close()
    await stopServer(server)
    await rm(dataDir, { recursive: true, force: true })
    await rm(profileDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
