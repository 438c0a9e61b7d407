import { apiAs } from './support/api'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

/** Bulk Actions → Change Status sets the chosen status on the ticked products, and only on them. */

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

test('change the status of the selected products from the bulk actions', async ({ page, request }) => {
  test.setTimeout(90_000)
  const api = await apiAs(request, 'admin@example.com')
  const term = `Bulkstatus ${Date.now()}`
  for (let index = 0; index < 3; index++) {
    await api('mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', {
      input: { name: `${term} ${index}`, sku: `BS-${Date.now()}-${index}`, price: 4, status: 'ACTIVE' },
    })
  }
  const statuses = async () =>
    (
      await api<{ searchProducts: { products: { name: string; status: string }[] } }>(
        'query ($term: String!) { searchProducts(search: { parameters: [{ key: "Search", value: [$term] }] }) { products { name status } } }',
        { term },
      )
    ).searchProducts.products.map((product) => `${product.name}: ${product.status}`)

  await page.goto(`/products?view=list&q=${encodeURIComponent(term)}`)
  const table = page.getByRole('table', { name: 'Products' })
  await expect(page.getByText('3 products found')).toBeVisible()
  await table.getByRole('checkbox', { name: `Select ${term} 0` }).check()
  await table.getByRole('checkbox', { name: `Select ${term} 2` }).check()
  await expect(page.getByText('2 selected')).toBeVisible()
  await page.getByRole('button', { name: 'Bulk Actions' }).click()
  await page.getByRole('menuitem', { name: 'Change Status...' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Change status of 2 products?')
  await dialog.getByRole('combobox', { name: 'New status' }).click()
  await page.getByRole('option', { name: 'Discontinued' }).click()
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Change status' }).click()
  await expect(dialog).toBeHidden()

  const messages = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem')
  await expect(messages.filter({ hasText: '2 products set to status Discontinued.' })).toBeVisible()
  await expect(table.getByRole('row', { name: new RegExp(`${term} 0`) })).toContainText('Discontinued')
  await expect(table.getByRole('row', { name: new RegExp(`${term} 2`) })).toContainText('Discontinued')
  await expect(table.getByRole('row', { name: new RegExp(`${term} 1`) })).toContainText('Active')
  await expect(page.getByText('2 selected')).toHaveCount(0)
  expect((await statuses()).sort()).toEqual([`${term} 0: DISCONTINUED`, `${term} 1: ACTIVE`, `${term} 2: DISCONTINUED`])
  await expectNoA11yViolations(page)
})
