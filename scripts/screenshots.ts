/**
 * Screenshots of screens in light and dark theme at desktop and phone width, for a person to look at.
 * Usage: npx tsx scripts/screenshots.ts [baseUrl] [outDir] — the server must be running (npm start).
 */
import { mkdirSync } from 'node:fs'
import { chromium, type Page, type Request } from '@playwright/test'
import { generate } from 'otplib'
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../tests/e2e/support/chromium'

const baseUrl = process.argv[2] ?? 'http://localhost:4000'
const outDir = process.argv[3] ?? 'screenshots'

interface Shot {
  name: string
  path: string
  signIn?: string
  /** Steps from the page at `path` to the screen to shoot. */
  then?: (page: Page) => Promise<void>
  /** Shoot as soon as the steps end, without waiting for the network to settle (a screen mid-request). */
  busy?: boolean
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

const allCustomers = async (page: Page) => {
  await page.getByRole('checkbox', { name: 'Select all customers on this page' }).check()
  await page.getByRole('button', { name: /^Select all \d+ matching$/ }).click()
}

const openTopCustomer = async (page: Page) => {
  await page
    .getByRole('link', { name: /^View / })
    .first()
    .click()
  await page.waitForURL(/\/customers\/[0-9a-f-]{36}$/)
  await page.getByRole('table', { name: 'Orders' }).waitFor()
}

const openFirst = (action: 'View' | 'Edit') => async (page: Page) => {
  await page
    .getByRole('link', { name: new RegExp(`^${action} `) })
    .first()
    .click()
  await page.waitForURL(action === 'Edit' ? /\/edit$/ : /\/products\/[0-9a-f-]{36}$/)
}

/** The first product's More actions menu, open. */
const moreActions = async (page: Page) => {
  await openFirst('View')(page)
  await page.getByRole('button', { name: 'More actions' }).click()
}

/** The list's first two rows ticked and its Bulk Actions menu open. */
const bulkMenu = async (page: Page) => {
  const boxes = page.locator('tbody').getByRole('checkbox')
  await boxes.nth(0).check()
  await boxes.nth(1).check()
  await page.getByRole('button', { name: 'Bulk Actions' }).click()
  await page.getByRole('menuitem', { name: 'Change Status...' }).waitFor()
}

/** Two products ticked and Bulk Actions → Change Status asked for. */
const bulkStatus = async (page: Page) => {
  await bulkMenu(page)
  await page.getByRole('menuitem', { name: 'Change Status...' }).click()
  await page.getByRole('alertdialog').waitFor()
}

const openAdjust = (page: Page) => page.getByRole('button', { name: /^Adjust stock of / }).first()

/** Adds units to the first product with a reason, then opens that product's history. */
const adjustThenHistory = async (page: Page) => {
  const name = (await openAdjust(page).textContent())!.replace(/^Adjust stock of /, '')
  await openAdjust(page).click()
  const dialog = page.getByRole('dialog', { name: 'Adjust stock' })
  await dialog.getByLabel('Adjustment').fill('12')
  await dialog.getByLabel('Reason').fill('Delivery from supplier')
  await dialog.getByRole('button', { name: 'Save adjustment' }).click()
  await dialog.waitFor({ state: 'hidden' })
  await page.getByRole('button', { name: `History of ${name}` }).click()
  await page.getByRole('dialog', { name: 'Stock history' }).getByRole('listitem').first().waitFor()
}

/** A GraphQL call to the server under shoot. */
async function api<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  })
  return ((await response.json()) as { data: T }).data
}

/** hr@ with an authenticator app set up (once per data folder), at the second step of a sign-in. */
const secondStep = async (page: Page) => {
  const email = 'hr@example.com'
  const { login } = await api<{ login: { token: string | null } }>(
    'mutation ($token: LoginInput!) { login(token: $token) { token } }',
    { token: { email, password: 'demo-password-1' } },
  )
  if (login.token) {
    const { startTwoStepEnrolment } = await api<{ startTwoStepEnrolment: { secret: string } }>(
      'mutation { startTwoStepEnrolment { secret } }',
      {},
      login.token,
    )
    const code = await generate({ secret: startTwoStepEnrolment.secret })
    await api('mutation ($code: String!) { confirmTwoStepEnrolment(code: $code) { codes } }', { code }, login.token)
  }
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('demo-password-1')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.getByLabel('Authentication code').waitFor()
}

/** Chooses a CSV of the given lines with the Bulk Upload button. */
const uploadCsv = (lines: () => string[], waitFor: (page: Page) => Promise<void>) => async (page: Page) => {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Bulk Upload' }).click()
  await (await chooser).setFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(lines().join('\n')) })
  await waitFor(page)
}

/** Applies the preview an upload showed, and waits for the upload's result. */
const applyPreview = async (page: Page) => {
  await page.getByRole('button', { name: 'Apply changes' }).click()
  await page
    .getByText(/^Upload (successful|finished with errors)/)
    .first()
    .waitFor()
}

const bigStockFile = () => [
  'sku,quantity',
  ...Array.from({ length: 150_000 }, (_, index) => `SHOT-${index},${index % 90}`),
]
const mixedStockFile = () => {
  const tag = Date.now()
  return [
    'sku,quantity,name,price',
    `SHOT-${tag}-1,12,Screenshot hinge,3.50`,
    `SHOT-${tag}-2,7,Screenshot latch,2.25`,
    `SHOT-${tag}-3,lots,,`,
    `SHOT-${tag}-4,4,,`,
  ]
}

/** Create Order with a billing address of its own. */
const ownBillingAddress = async (page: Page) => {
  await page.getByLabel('Same as shipping address').uncheck()
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** A file the upload refuses as a whole, so the history shows its reason. */
const refusedStockFile = () => ['colour,size', 'red,large']

const openEdit = (name: RegExp) => async (page: Page) => {
  await page.getByRole('link', { name }).first().click()
  await page.waitForURL(/\/edit$/)
  await page.getByRole('heading', { level: 1, name: /^Edit / }).waitFor()
}

const readChartDay = async (page: Page) => {
  await page.getByRole('group', { name: /^Revenue per day/ }).focus()
  await page.keyboard.press('ArrowLeft')
}

const searchFor = (term: string) => async (page: Page) => {
  await page.keyboard.press('Control+k')
  await page.getByRole('combobox', { name: 'Search products, orders and customers' }).fill(term)
  await page.getByRole('option').first().waitFor()
  await page.keyboard.press('ArrowDown')
}

/** Raises the first product's price by 1 on its edit form; the product's page opens after the save. */
const changeFirstPrice = async (page: Page) => {
  await page.goto(`${baseUrl}/products?view=list`)
  await openFirst('Edit')(page)
  const price = page.getByRole('spinbutton', { name: 'Price', exact: true })
  await price.fill((Number(await price.inputValue()) + 1).toFixed(2))
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await page.waitForURL(/\/products\/[0-9a-f-]{36}$/)
}

/** The first product change in the list named `list` (Activity or History), opened to its before → after. */
const openEvent = (page: Page, list: string) =>
  page
    .getByRole('list', { name: list })
    .getByRole('button', { name: /^Changed a product/ })
    .first()
    .click()

const shots: Shot[] = [
  { name: 'login', path: '/auth?mode=login' },
  { name: 'shell-orders', path: '/', signIn: 'admin@example.com' },
  { name: 'shell-dashboard', path: '/', signIn: 'dev@example.com' },
  { name: 'settings-profile', path: '/settings/profile', signIn: 'admin@example.com' },
  { name: 'settings-notifications', path: '/settings/notifications', signIn: 'admin@example.com' },
  { name: 'settings-security', path: '/settings/security', signIn: 'admin@example.com' },
  { name: 'settings-appearance', path: '/settings/appearance', signIn: 'admin@example.com' },
  { name: 'no-access', path: '/users', signIn: 'viewer@example.com' },
  { name: 'products-grid', path: '/products', signIn: 'admin@example.com' },
  { name: 'products-list', path: '/products?view=list', signIn: 'admin@example.com' },
  { name: 'product-detail', path: '/products?view=list', signIn: 'admin@example.com', then: openFirst('View') },
  { name: 'product-new', path: '/products/new', signIn: 'admin@example.com' },
  { name: 'product-actions', path: '/products?view=list', signIn: 'admin@example.com', then: moreActions },
  { name: 'products-archived', path: '/products?show=archived', signIn: 'admin@example.com' },
  {
    name: 'products-bulk-status',
    path: '/products?view=list',
    signIn: 'admin@example.com',
    then: bulkStatus,
    viewportOnly: true,
  },
  { name: 'orders-list', path: '/orders', signIn: 'admin@example.com' },
  {
    name: 'orders-list-filtered',
    path: '/orders?payment=CASH&delivery=DELIVERY&from=2020-01-01',
    signIn: 'admin@example.com',
  },
  // "10,000+" with the real cap; start the server with COUNT_CAP=15 to see a capped count on the demo data.
  { name: 'orders-list-capped', path: '/orders?q=e&pageSize=10&page=2', signIn: 'admin@example.com' },
  { name: 'customers-list', path: '/customers?sort=spent&dir=desc', signIn: 'admin@example.com' },
  {
    name: 'customers-list-all-matching',
    path: '/customers?q=mail.example',
    signIn: 'admin@example.com',
    then: allCustomers,
  },
  {
    name: 'customers-list-deactivate',
    path: '/customers?q=mail.example',
    signIn: 'admin@example.com',
    then: async (page) => {
      await allCustomers(page)
      await page.getByRole('button', { name: 'Bulk Actions' }).click()
      await page.getByRole('menuitem', { name: 'Deactivate Selected' }).click()
    },
    viewportOnly: true,
  },
  { name: 'customer-page', path: '/customers?sort=spent&dir=desc', signIn: 'admin@example.com', then: openTopCustomer },
  // Customer service (customers alone): a customer's page with their orders, and one of those orders, read-only.
  {
    name: 'customer-service-page',
    path: '/customers?sort=spent&dir=desc',
    signIn: 'customer-service@example.com',
    then: openTopCustomer,
  },
  {
    name: 'customer-service-order',
    path: '/customers?sort=spent&dir=desc',
    signIn: 'customer-service@example.com',
    then: async (page) => {
      await openTopCustomer(page)
      await openOrder()(page)
    },
  },
  { name: 'order-create', path: '/orders/new', signIn: 'admin@example.com' },
  { name: 'orders-bulk-menu', path: '/orders', signIn: 'admin@example.com', then: bulkMenu, viewportOnly: true },
  { name: 'order-create-billing', path: '/orders/new', signIn: 'admin@example.com', then: ownBillingAddress },
  { name: 'products-grid-searched', path: '/products?q=steel&sort=price&dir=desc', signIn: 'admin@example.com' },
  { name: 'product-not-found', path: '/products/00000000-0000-4000-8000-000000000000', signIn: 'admin@example.com' },
  {
    name: 'inventory-upload-refused',
    path: '/inventory',
    signIn: 'admin@example.com',
    then: uploadCsv(refusedStockFile, (page) =>
      page
        .getByText(/Failed/)
        .first()
        .waitFor(),
    ),
  },
  { name: 'order-detail', path: '/orders?status=PROCESSING', signIn: 'admin@example.com', then: openOrder() },
  { name: 'order-editing', path: '/orders?status=PENDING', signIn: 'admin@example.com', then: openOrder('Edit Order') },
  { name: 'order-locked', path: '/orders?status=SHIPPED', signIn: 'admin@example.com', then: openOrder() },
  { name: 'search-palette', path: '/products', signIn: 'admin@example.com', then: searchFor('ar'), viewportOnly: true },
  { name: 'product-edit', path: '/products?view=list', signIn: 'admin@example.com', then: openFirst('Edit') },
  { name: 'inventory-stock', path: '/inventory', signIn: 'admin@example.com' },
  { name: 'inventory-stock-low', path: '/inventory?lowStock=true&sort=stock&dir=asc', signIn: 'admin@example.com' },
  {
    name: 'inventory-stock-adjust',
    path: '/inventory',
    signIn: 'admin@example.com',
    then: (page) => openAdjust(page).click(),
  },
  {
    name: 'inventory-stock-history',
    path: '/inventory',
    signIn: 'admin@example.com',
    then: adjustThenHistory,
  },
  { name: 'inventory-stock-readonly', path: '/inventory', signIn: 'viewer@example.com' },
  { name: 'inventory-idle', path: '/inventory', signIn: 'admin@example.com' },
  {
    name: 'inventory-uploading',
    path: '/inventory',
    signIn: 'admin@example.com',
    busy: true,
    then: uploadCsv(bigStockFile, async (page) => {
      await page.getByText(/^Reading the file.*: [1-9]\d*%$/).waitFor()
    }),
  },
  {
    name: 'inventory-upload-preview',
    path: '/inventory',
    signIn: 'admin@example.com',
    then: uploadCsv(mixedStockFile, (page) => page.getByRole('button', { name: 'Apply changes' }).waitFor()),
  },
  {
    name: 'inventory-results',
    path: '/inventory',
    signIn: 'admin@example.com',
    then: uploadCsv(mixedStockFile, applyPreview),
  },
  {
    // The apply held in the browser, so that the screen stays applying, with Cancel, while it is shot.
    name: 'inventory-upload-applying',
    path: '/inventory',
    signIn: 'admin@example.com',
    busy: true,
    then: uploadCsv(mixedStockFile, async (page) => {
      await page.route('**/graphql', async (route) => {
        if (!route.request().postData()?.includes('applyInventoryUpload')) await route.continue()
      })
      await page.getByRole('button', { name: 'Apply changes' }).click()
      await page.getByRole('button', { name: 'Cancel', exact: true }).waitFor()
    }),
  },
  {
    name: 'inventory-upload-history',
    path: '/inventory',
    signIn: 'admin@example.com',
    then: uploadCsv(mixedStockFile, async (page) => {
      await applyPreview(page)
      await page
        .getByRole('region', { name: 'Upload history' })
        .getByRole('listitem')
        .first()
        .locator('summary')
        .click()
    }),
  },
  {
    name: 'inventory-upload-undo',
    path: '/inventory',
    signIn: 'admin@example.com',
    then: uploadCsv(mixedStockFile, async (page) => {
      await applyPreview(page)
      await page.getByRole('listitem').first().locator('summary').click()
      await page.getByRole('button', { name: 'Undo upload' }).click()
    }),
    viewportOnly: true,
  },
  { name: 'auth-second-step', path: '/auth?mode=login', then: secondStep },
  {
    name: 'settings-security-two-step',
    path: '/settings/security',
    signIn: 'stock@example.com',
    then: async (page) => {
      await page.getByRole('button', { name: 'Set up authenticator app' }).click()
      await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor()
    },
  },
  // An administrator's Security page: the store's two-step policy and the passkeys beside the own settings.
  { name: 'settings-security-admin', path: '/settings/security', signIn: 'admin@example.com' },
  { name: 'users-list', path: '/users', signIn: 'admin@example.com' },
  { name: 'users-new', path: '/users/new', signIn: 'admin@example.com' },
  { name: 'users-edit', path: '/users?q=storefront', signIn: 'admin@example.com', then: openEdit(/^Edit user /) },
  // The administrator's own page: signed in by this run, so its Sessions card lists sessions.
  {
    name: 'users-edit-sessions',
    path: '/users?q=admin%40example.com',
    signIn: 'admin@example.com',
    then: openEdit(/^Edit user /),
  },
  { name: 'users-roles', path: '/users/roles', signIn: 'admin@example.com' },
  { name: 'users-role-edit', path: '/users/roles', signIn: 'admin@example.com', then: openEdit(/^Edit role sales/) },
  {
    name: 'users-role-new',
    path: '/users/roles/new',
    signIn: 'admin@example.com',
    then: (page) => page.getByRole('checkbox', { name: 'Orders: Edit' }).check(),
  },
  { name: 'users-groups', path: '/users/groups', signIn: 'admin@example.com' },
  { name: 'users-group-edit', path: '/users/groups', signIn: 'admin@example.com', then: openEdit(/^Edit group /) },
  {
    name: 'audit-activity',
    path: '/settings/activity',
    signIn: 'admin@example.com',
    then: async (page) => {
      await changeFirstPrice(page)
      await page.goto(`${baseUrl}/settings/activity?area=products`)
      await openEvent(page, 'Activity')
    },
  },
  // The demo's log as it comes: newest first, every area.
  { name: 'audit-activity-all', path: '/settings/activity', signIn: 'admin@example.com', viewportOnly: true },
  { name: 'audit-activity-empty', path: '/settings/activity?q=nothing%20like%20this', signIn: 'admin@example.com' },
  {
    name: 'audit-product-history',
    path: '/products?view=list',
    signIn: 'admin@example.com',
    then: async (page) => {
      await changeFirstPrice(page)
      await openEvent(page, 'History')
    },
  },
  { name: 'dashboard-30-days', path: '/dashboard', signIn: 'dev@example.com' },
  { name: 'dashboard-7-days-tooltip', path: '/dashboard?days=7', signIn: 'dev@example.com', then: readChartDay },
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
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/')
}

async function main() {
  mkdirSync(outDir, { recursive: true })
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
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
          if (!shot.busy) await settle(page)
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
