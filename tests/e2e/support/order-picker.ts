import { expect, type Page } from '@playwright/test'

/** Adds a well-stocked product to the order on screen through Add Product's picker; returns its name. */
export async function addStockedProduct(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Add Product' }).click()
  const picker = page.getByRole('dialog', { name: 'Add Product' })
  await picker.getByLabel('Search products to add').fill('OUT-000')
  const candidate = picker
    .getByRole('listitem')
    .filter({ hasText: /Stock: \d{2,}/ })
    .first()
  const name = (await candidate.locator('p').first().textContent())!
  await candidate.getByRole('button', { name: `Add ${name}` }).click()
  await expect(picker).toBeHidden()
  return name
}
