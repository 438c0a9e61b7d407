import type { Page } from '@playwright/test'

/** The link issue 18 measures on: 100 ms latency, 12 Mbit/s both ways (the DevTools protocol's emulation). */
export const SLOW_LINK = {
  offline: false,
  latency: 100,
  downloadThroughput: 12_000_000 / 8,
  uploadThroughput: 12_000_000 / 8,
}

/** Issue 18's targets for the dashboard on that link: figures shown on a first and on a repeat visit. */
export const FIRST_VISIT_MS = 1500
export const REPEAT_VISIT_MS = 700

/** Milliseconds from the start of navigation until the dashboard shows its four figures. */
export async function openDashboard(page: Page, origin = ''): Promise<number> {
  await page.goto(`${origin}/dashboard`, { waitUntil: 'commit' })
  const shown = await page.waitForFunction(() => {
    const figures = document.querySelectorAll('[data-testid="stat-value"]')
    return figures.length === 4 && [...figures].every((figure) => figure.textContent?.trim()) && performance.now()
  })
  return (await shown.jsonValue()) as number
}

/** Milliseconds until a bare request's answer (/healthz) arrived: the floor the link and the server set, the reference. */
export async function bareRequest(page: Page, origin = ''): Promise<number> {
  await page.goto(`${origin}/healthz`)
  return page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd)
}
