import { expectNoA11yViolations, signInAndWait } from './support/app'
import { serveWithCountCap } from './support/own-server'
import { expect, test } from './support/test'

// A server of its own whose searches stop counting at 20, so the demo catalogue has a capped search: 'shaft' is in
// the description of each of the 40 PTO products.
serveWithCountCap(20)

test('a capped count reads "20+", and scrolling still reaches the end of the result', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'viewer@example.com', { at: '/products?q=shaft' })
  await expect(page.getByText('20+ products found')).toBeVisible()
  await expect(page.getByText('Showing 15 of 20+ products')).toBeVisible()
  await expectNoA11yViolations(page)
  await expect(async () => {
    await page.mouse.wheel(0, 5_000)
    await expect(page.getByText('Showing 40 of 40 products')).toBeInViewport({ timeout: 200 })
  }).toPass({ timeout: 30_000, intervals: [100] })
  await expect(page.getByText('40 products found')).toBeVisible()
  await expectNoA11yViolations(page)
})

test('the stock list says "20+" past the cap and pages on to the exact end', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  // 66 demo products hold 10 or fewer units.
  await signInAndWait(page, 'admin@example.com', { at: '/inventory?lowStock=true' })
  await expect(page.getByText('20+ products at or below 10 in stock')).toBeVisible()
  await expect(page.getByText('Showing 1-20 of 20+ products')).toBeVisible()
  const pager = page.getByRole('navigation', { name: 'Stock pages' })
  await expect(pager.getByRole('button', { name: 'Last page' })).toBeDisabled()
  await expectNoA11yViolations(page)
  for (const shown of ['Showing 21-40 of 40+ products', 'Showing 41-60 of 60+ products']) {
    await pager.getByRole('button', { name: 'Next page' }).click()
    await expect(page.getByText(shown)).toBeVisible()
  }
  await pager.getByRole('button', { name: 'Next page' }).click()
  await expect(page.getByText('Showing 61-66 of 66 products')).toBeVisible()
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled()
  await expect(pager.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page')
})
