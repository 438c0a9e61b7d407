import { expect, type Page } from '@playwright/test'

const STOCKED_SKU = 'OUT-000'

/** Adds a well-stocked product to the order on screen through Add Product's picker; returns its name. */
export async function addStockedProduct(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Add Product' }).click()
  const picker = page.getByRole('dialog', { name: 'Add Product' })
  await picker.getByLabel('Search products to add').fill(STOCKED_SKU)
  // The search is debounced: until the filtered results replace the unfiltered ones, the rows re-render under a click.
  const rows = picker.getByRole('listitem')
  await expect(rows.filter({ hasNotText: STOCKED_SKU })).toHaveCount(0)
  await expect(rows.first()).toBeVisible()
  await expect(picker.getByText('Loading products...')).toHaveCount(0)
  // The SKU in the filter too: a row read while an older result list was still on screen would name another product.
  const candidate = rows
    .filter({ hasText: STOCKED_SKU })
    .filter({ hasText: /Stock: \d{2,}/ })
    .first()
  const name = (await candidate.locator('p').first().textContent())!
  await picker.getByRole('button', { name: `Add ${name}`, exact: true }).click()
  await expect(picker).toBeHidden()
  return name
}
