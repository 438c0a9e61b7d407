import { expectNoA11yViolations, signInAndWait } from './support/app'
import { serveWithCountCap } from './support/own-server'
import { expect, test } from './support/test'

// A server of its own whose order searches stop counting at 15, so a search for "e" among the demo orders is capped.
serveWithCountCap(15)

test('a capped count reads "15+", Next walks on past it and the last page gives the exact total', async ({ page }) => {
  // It clicks Next through every page of the search (dozens): a minute is not enough on a busy machine.
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'viewer@example.com', { at: '/orders?q=e&pageSize=10' })
  await expect(page.getByText('15+ orders', { exact: true })).toBeVisible()
  await expect(page.getByText('Showing 1-10 of 15+ orders')).toBeVisible()
  const next = page.getByRole('button', { name: 'Next page' })
  await expect(page.getByRole('button', { name: 'Last page' })).toBeDisabled()
  await expectNoA11yViolations(page)

  await next.click()
  await expect(page.getByText('Showing 11-20 of 20+ orders')).toBeVisible()
  // Next continued after the last order shown (keyset); First (like a page number) goes back to Skip.
  await expect(page).toHaveURL(/[?&]after=/)
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(next).toBeEnabled()
  for (let pageNumber = 3; await next.isEnabled(); pageNumber++) {
    await next.click()
    await expect(page.getByRole('button', { name: `Page ${pageNumber}` })).toHaveAttribute('aria-current', 'page')
  }
  await expect(page.getByText(/^Showing [\d,]+-([\d,]+) of \1 orders?$/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Last page' })).toBeDisabled()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'First page' }).click()
  await expect(page.getByText('Showing 1-10 of 15+ orders')).toBeVisible()
  await expect(page).not.toHaveURL(/[?&]after=/)
})
