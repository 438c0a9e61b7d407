/**
 * Screenshots of screens in light and dark theme at desktop and phone width, for a person to look at.
 * Usage: npx tsx scripts/screenshots.ts [baseUrl] [outDir] — the server must be running (npm start).
 */
import { mkdirSync } from 'node:fs'
import { chromium, type Page, type Request } from '@playwright/test'

const baseUrl = process.argv[2] ?? 'http://localhost:4000'
const outDir = process.argv[3] ?? 'screenshots'
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

interface Shot {
  name: string
  path: string
  signIn?: string
  /** Steps from the page at `path` to the screen to shoot. */
  then?: (page: Page) => Promise<void>
  /** Shoot the viewport only (for a dialog over a long page). */
  viewportOnly?: boolean
}

const openOrder = (button?: string) => async (page: Page) => {
  await page
    .getByRole('link', { name: /^View order / })
    .first()
    .click()
  await page.waitForURL(/\/orders\/\d+$/)
  if (button) await page.getByRole('button', { name: button }).click()
}

const openFirst = (action: 'View' | 'Edit') => async (page: Page) => {
  await page
    .getByRole('link', { name: new RegExp(`^${action} `) })
    .first()
    .click()
  await page.waitForURL(action === 'Edit' ? /\/edit$/ : /\/products\/[0-9a-f-]{36}$/)
}

const searchFor = (term: string) => async (page: Page) => {
  await page.keyboard.press('Control+k')
  await page.getByRole('combobox', { name: 'Search products, orders and customers' }).fill(term)
  await page.getByRole('option').first().waitFor()
  await page.keyboard.press('ArrowDown')
}

const shots: Shot[] = [
  { name: 'login', path: '/auth?mode=login' },
  { name: 'shell-orders', path: '/', signIn: 'admin@example.com' },
  { name: 'shell-dashboard', path: '/', signIn: 'dev@example.com' },
  { name: 'settings', path: '/settings', signIn: 'admin@example.com' },
  { name: 'no-access', path: '/users', signIn: 'viewer@example.com' },
  { name: 'products-grid', path: '/products', signIn: 'admin@example.com' },
  { name: 'products-list', path: '/products?view=list', signIn: 'admin@example.com' },
  { name: 'product-detail', path: '/products?view=list', signIn: 'admin@example.com', then: openFirst('View') },
  { name: 'product-new', path: '/products/new', signIn: 'admin@example.com' },
  { name: 'orders-list', path: '/orders', signIn: 'admin@example.com' },
  { name: 'order-detail', path: '/orders?status=PROCESSING', signIn: 'admin@example.com', then: openOrder() },
  { name: 'order-editing', path: '/orders?status=PENDING', signIn: 'admin@example.com', then: openOrder('Edit Order') },
  { name: 'order-locked', path: '/orders?status=SHIPPED', signIn: 'admin@example.com', then: openOrder() },
  { name: 'search-palette', path: '/products', signIn: 'admin@example.com', then: searchFor('ar'), viewportOnly: true },
  { name: 'product-edit', path: '/products?view=list', signIn: 'admin@example.com', then: openFirst('Edit') },
]

/** Like 'networkidle', but live-update event streams, which stay open, do not count. */
async function settle(page: Page, quietMs = 500, timeoutMs = 30_000) {
  const pending = new Set<Request>()
  const isStream = (request: Request) => request.headers().accept === 'text/event-stream'
  const onRequest = (request: Request) => {
    if (!isStream(request)) pending.add(request)
  }
  const onDone = (request: Request) => pending.delete(request)
  page.on('request', onRequest)
  page.on('requestfinished', onDone)
  page.on('requestfailed', onDone)
  await page.waitForLoadState('load')
  const deadline = Date.now() + timeoutMs
  let quietSince = Date.now()
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = Date.now()
    else if (Date.now() - quietSince >= quietMs) break
    await page.waitForTimeout(100)
  }
  page.off('request', onRequest)
  page.off('requestfinished', onDone)
  page.off('requestfailed', onDone)
}

async function signIn(page: Page, email: string) {
  await page.goto(`${baseUrl}/auth?mode=login`)
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('demo-password-1')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL((url) => url.pathname === '/')
}

async function main() {
  mkdirSync(outDir, { recursive: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: theme })
      for (const shot of shots.filter((candidate) => candidate.name.startsWith(process.env.SHOTS ?? ''))) {
        const page = await context.newPage()
        if (shot.signIn) await signIn(page, shot.signIn)
        await page.goto(`${baseUrl}${shot.path}`)
        await settle(page)
        if (shot.then) {
          await shot.then(page)
          await settle(page)
        }
        const file = `${outDir}/${shot.name}-${theme}-${width}.png`
        await page.screenshot({ path: file, fullPage: !shot.viewportOnly })
        console.log(file)
        await page.evaluate(() => localStorage.clear())
        await page.close()
      }
      await context.close()
    }
  }
  await browser.close()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
