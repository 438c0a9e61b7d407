import { apiAs } from './support/api'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

/**
 * Archive from the product's page takes it out of the catalogue into the Archived list, where Restore brings it back;
 * Duplicate opens the copy.
 */

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

test('archive from the detail page, find it under Archived, restore it, and duplicate it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const api = await apiAs(request, 'admin@example.com')
  const name = `Archivable Lantern ${Date.now()}`
  const { createProduct } = await api<{ createProduct: { id: string; sku: string } }>(
    'mutation ($input: ProductInput!) { createProduct(input: $input) { id sku } }',
    { input: { name, sku: `ARC-${Date.now()}`, price: 12.5, quantity: 7 } },
  )
  const messages = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem')

  await page.goto(`/products/${createProduct.id}`)
  await expect(page.getByRole('heading', { name })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit Product' })).toBeVisible()
  await page.getByRole('button', { name: 'More actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible()
  await page.getByRole('menuitem', { name: 'Archive' }).click()
  await expect(messages.filter({ hasText: `${name} archived` })).toBeVisible()
  await expect(page.getByText('This product is archived')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit Product' })).toHaveCount(0)
  await expectNoA11yViolations(page)

  // Gone from the catalogue, listed under Archived.
  await page.goto(`/products?view=list&q=${encodeURIComponent(name)}`)
  await expect(page.getByText('No products found')).toBeVisible()
  await page.getByRole('link', { name: 'Archived' }).click()
  await expect(page).toHaveURL(/show=archived/)
  const archived = page.getByRole('table', { name: 'Archived products' })
  await expect(archived.getByText(name)).toBeVisible()
  await expect(page.getByText('1 archived product')).toBeVisible()
  await expectNoA11yViolations(page)

  await archived.getByRole('button', { name: `Restore ${name}` }).click()
  await expect(messages.filter({ hasText: `${name} restored to the catalogue` })).toBeVisible()
  await expect(page.getByText('No archived products')).toBeVisible()
  await page.getByRole('link', { name: 'Catalogue' }).click()
  await expect(page.getByRole('table', { name: 'Products' }).getByText(name)).toBeVisible()

  // Duplicate opens the copy.
  await page.goto(`/products/${createProduct.id}`)
  await page.getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name: 'Duplicate' }).click()
  await expect(page.getByRole('heading', { name: `${name} (copy)` })).toBeVisible()
  await expect(page).not.toHaveURL(new RegExp(createProduct.id))
  await expect(page.getByText(`${createProduct.sku}-COPY`)).toBeVisible()
  await expect(messages.filter({ hasText: `Copy created: ${name} (copy)` })).toBeVisible()
  await expectNoA11yViolations(page)
})
