import type { BrowserContext, CDPSession, Page } from '@playwright/test'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { openDashboard, SLOW_LINK } from './support/dashboard-visit'
import { expect, recordCspViolations, test } from './support/test'

interface Body {
  operationName?: string
}

interface Transfer {
  url: string
  status: number
  headers: Record<string, string>
  fromCache: boolean
  startedAt: number
  finishedAt?: number
  bytes?: number
  operation?: string
  /** The script that sent it: the document's own (inline) or a module's file. */
  sentBy?: string
}

interface Watched {
  transfers: Transfer[]
  /** When the document's DOMContentLoaded fired: after the parser is done and every module script has run. */
  domContentLoadedAt?: number
}

/** Every request of a page as Chromium's network layer saw it, on the emulated link, and the page's DOMContentLoaded. */
async function watchNetwork(page: Page): Promise<() => Watched> {
  const cdp: CDPSession = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Page.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_LINK)
  const byId = new Map<string, Transfer>()
  let domContentLoadedAt: number | undefined
  cdp.on('Page.domContentEventFired', ({ timestamp }) => {
    domContentLoadedAt ??= timestamp
  })
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, initiator }) => {
    const operation = request.postData?.startsWith('{')
      ? (JSON.parse(request.postData) as Body).operationName
      : undefined
    const sentBy = initiator.stack?.callFrames[0]?.url
    byId.set(requestId, {
      url: request.url,
      status: 0,
      headers: {},
      fromCache: false,
      startedAt: timestamp,
      operation,
      sentBy,
    })
  })
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const transfer = byId.get(requestId)
    if (transfer) transfer.fromCache = true
  })
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const transfer = byId.get(requestId)
    if (!transfer) return
    transfer.status = response.status
    transfer.fromCache ||= Boolean(response.fromDiskCache)
    transfer.headers = Object.fromEntries(
      Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    )
  })
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const transfer = byId.get(requestId)
    if (transfer) Object.assign(transfer, { finishedAt: timestamp, bytes: encodedDataLength })
  })
  return () => ({ transfers: [...byId.values()], domContentLoadedAt })
}

const isHashedScript = (transfer: Transfer) => /\/assets\/[^/]+-[\w-]{8}\.js$/.test(new URL(transfer.url).pathname)

/** A first visit in a browser with an empty cache (already signed in), then a repeat visit in a new tab. */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

async function visitTwice(context: BrowserContext) {
  const firstPage = await context.newPage()
  const first = await watchNetwork(firstPage)
  await openDashboard(firstPage)
  // Chunks loaded after the figures (the toaster comes once the shell has painted) are checked too: let them arrive.
  await firstPage.waitForLoadState('networkidle')
  await answered(first)
  const firstTransfers = first().transfers
  await firstPage.close()
  const repeatPage = await context.newPage()
  const repeat = await watchNetwork(repeatPage)
  await openDashboard(repeatPage)
  await repeatPage.waitForLoadState('networkidle')
  await answered(repeat)
  return { first: firstTransfers, repeat: repeat(), shown: repeatPage }
}

/**
 * Waits until every request the page sent has its answer from the network or the cache. On a busy machine Chromium
 * reports a chunk served from its memory cache after the page is idle, and the request looked unanswered (status 0).
 */
async function answered(watched: () => Watched) {
  await expect
    .poll(() =>
      watched()
        .transfers.filter((transfer) => transfer.status === 0 && !transfer.fromCache)
        .map((transfer) => transfer.url),
    )
    .toEqual([])
}

// How long these visits take is a benchmark's question (bench/first-visit.ts, docs/benchmarks.md#first-visit); this
// test holds what makes them fast: compression, caching for good, and the first requests sent as the page is parsed.
test('the dashboard on a 100 ms, 12 Mbit/s link: scripts compressed and cached for good, its data asked for at once', async ({
  page,
  browser,
}) => {
  await signInAndWait(page, 'dev@example.com')
  const storageState: StorageState = await page.context().storageState()
  const context = await browser.newContext({ storageState, baseURL: test.info().project.use.baseURL })
  // A failed check must not leave the dashboards open (and subscribed) for the tests after this one.
  try {
    const violations = await recordCspViolations(context)
    await checkVisits(await visitTwice(context))
    expect(violations, 'Content-Security-Policy violations').toEqual([])
  } finally {
    await context.close()
  }
})

async function checkVisits({ first, repeat, shown }: Awaited<ReturnType<typeof visitTwice>>) {
  // Every script came compressed, with the year-long immutable lifetime; the page itself is always revalidated.
  const scripts = first.filter(isHashedScript)
  expect(scripts.length).toBeGreaterThan(10)
  for (const script of scripts) {
    expect(script.headers['cache-control'], script.url).toBe('public, max-age=31536000, immutable')
  }
  // Only files of a few hundred bytes, which compression cannot shrink, come as they are.
  const plain = scripts.filter((script) => !script.headers['content-encoding'])
  expect(plain.filter((script) => Number(script.headers['content-length']) > 1024).map((s) => s.url)).toEqual([])
  const compressed = scripts.filter((script) => /^(br|gzip)$/.test(script.headers['content-encoding'] ?? ''))
  expect(compressed.length).toBeGreaterThan(plain.length)
  const document = first.find((transfer) => new URL(transfer.url).pathname === '/dashboard')!
  expect(document.headers['cache-control']).toBe('no-cache')

  // The signed-in user and the dashboard's figures travel together, not one after the other.
  const me = first.find((transfer) => transfer.operation === 'GetMe')!
  const dashboard = first.find((transfer) => transfer.operation === 'GetDashboard')!
  expect(dashboard.startedAt).toBeLessThan(me.finishedAt!)
  // Sent as the app starts, each answer serves the session check and the route's loader: nothing is asked twice.
  for (const visit of [first, repeat.transfers]) {
    const operations = visit.flatMap((transfer) => transfer.operation ?? [])
    expect(operations.filter((name) => name === 'GetMe')).toHaveLength(1)
    expect(operations.filter((name) => name === 'GetDashboard')).toHaveLength(1)
  }

  // On a repeat visit the inline boot script sends both as the page is parsed: not after the modules loaded and ran,
  // however long that takes on a busy machine.
  const repeated = repeat.transfers.find((transfer) => new URL(transfer.url).pathname === '/dashboard')!
  for (const name of ['GetMe', 'GetDashboard']) {
    const sent = repeat.transfers.filter((transfer) => transfer.operation === name)
    expect(sent, name).toHaveLength(1)
    expect(sent[0]!.sentBy, `${name} sent by`).toBe(repeated.url)
    expect(sent[0]!.startedAt, `${name} before DOMContentLoaded`).toBeLessThan(repeat.domContentLoadedAt!)
  }

  // The repeat visit asks the server for no hashed asset at all, not even "has it changed?".
  const revalidated = repeat.transfers.filter((transfer) => isHashedScript(transfer) && !transfer.fromCache)
  expect(revalidated.map((transfer) => `${transfer.status} ${transfer.url}`)).toEqual([])
  expect(repeat.transfers.filter(isHashedScript).length).toBeGreaterThan(10)

  await expectNoA11yViolations(shown)
}

test("an order manager's first screens: GetMe and the list asked for by the page itself before its modules, once each", async ({
  page,
}) => {
  await signInAndWait(page, 'orders@example.com')
  for (const path of ['/', '/orders']) {
    const watched = await watchNetwork(page)
    await page.goto(path)
    await expect(page.getByText(/^Showing 1-20 of [\d,]+ orders$/)).toBeVisible()
    const { transfers } = watched()
    for (const name of ['GetMe', 'SearchOrders']) {
      const sent = transfers.filter((transfer) => transfer.operation === name)
      expect(sent, `${path}: ${name}`).toHaveLength(1)
      expect(sent[0]!.sentBy, `${path}: ${name} sent by`).toBe(page.url())
    }
  }
})
