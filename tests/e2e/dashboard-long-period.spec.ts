import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

test('90 days: the page ends below Quick Actions, and the comparison says when orders began', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com', { at: '/dashboard?days=90' })
  const quickActions = page.getByText('Quick Actions', { exact: true })
  await expect(quickActions).toBeVisible()
  await expect(page.getByRole('table').first()).toBeAttached()
  // The chart's table for screen readers takes no room: the page is no taller than its visible content.
  const { pageHeight, contentBottom } = await page.evaluate(() => {
    const main = document.querySelector('main')!
    const bottoms = [...main.querySelectorAll('*')]
      .filter((element) => !element.closest('.sr-only'))
      .map((element) => element.getBoundingClientRect().bottom + window.scrollY)
    return { pageHeight: document.documentElement.scrollHeight, contentBottom: Math.max(...bottoms) }
  })
  expect(pageHeight - contentBottom).toBeLessThan(100)

  // The seeded orders began well within the previous 90 days: each order figure says so beside its comparison.
  const since = await page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
      body: JSON.stringify({ query: '{ dashboard(days: 90) { ordersSince previousStart } }' }),
    })
    return ((await response.json()) as { data: { dashboard: { ordersSince: string; previousStart: string } } }).data
      .dashboard
  })
  expect(new Date(since.ordersSince).getTime()).toBeGreaterThan(new Date(since.previousStart).getTime())
  const figures = page.getByRole('region', { name: 'Store figures' })
  await expect(figures.getByText(/; no orders before [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toHaveCount(3)
  await expectNoA11yViolations(page)
})
