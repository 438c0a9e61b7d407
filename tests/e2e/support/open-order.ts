import { expect, type Page } from '@playwright/test'

/** Opens the first order the list shows for `filter` (a query string such as `status=PENDING`), on its own page. */
export async function openFirstOrder(page: Page, filter: string): Promise<void> {
  await page.goto(`/orders?${filter}`)
  await page
    .getByRole('link', { name: /^View order / })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible()
}
