import { chromium } from '@playwright/test'
const args = ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run']
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args })
const base = 'http://localhost:4400'
const ctx = await browser.newContext({ baseURL: base })
const p0 = await ctx.newPage()
await p0.goto('/auth?mode=login')
await p0.getByLabel('Email Address').fill('dev@example.com')
await p0.getByLabel('Password', { exact: true }).fill('demo-password-1')
await p0.getByRole('button', { name: 'Sign In' }).click()
await p0.waitForURL((u) => u.pathname === '/')
await p0.getByRole('banner').waitFor()
await p0.close()
for (const visit of ['first', 'repeat', 'repeat2']) {
  const page = await ctx.newPage()
  const cdp = await ctx.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: 1_500_000, uploadThroughput: 1_500_000 })
  const t: Record<string, any> = {}
  let t0 = 0
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) => { if (!t0) t0 = timestamp; t[requestId] = { url: request.url.replace(base, '') + (request.postData?.match(/"operationName":"(\w+)"/)?.[1] ?? ''), s: timestamp } })
  cdp.on('Network.requestServedFromCache', ({ requestId }) => { if (t[requestId]) t[requestId].cache = true })
  cdp.on('Network.responseReceived', ({ requestId, response }) => { if (t[requestId]) { t[requestId].st = response.status; t[requestId].disk = response.fromDiskCache } })
  cdp.on('Network.loadingFinished', ({ requestId, timestamp }) => { if (t[requestId]) t[requestId].e = timestamp })
  await page.goto('/dashboard', { waitUntil: 'commit' })
  const shown = await page.waitForFunction(() => { const f = document.querySelectorAll('[data-testid="stat-value"]'); return f.length === 4 && performance.now() })
  const ms = await shown.jsonValue()
  const marks = await page.evaluate(() => performance.getEntriesByType('navigation').map((n: any) => ({ resp: n.responseEnd, dcl: n.domContentLoadedEventEnd })))
  console.log(`== ${visit}: figures at ${Math.round(ms as number)} ms`, JSON.stringify(marks))
  await page.waitForTimeout(500)
  for (const r of Object.values(t).sort((a: any, b: any) => a.s - b.s)) console.log(`${Math.round((r.s - t0) * 1000)}\t${r.e ? Math.round((r.e - t0) * 1000) : '-'}\t${r.st ?? ''}${r.cache || r.disk ? ' cache' : ''}\t${r.url.slice(0, 90)}`)
  await page.close()
}
await browser.close()
