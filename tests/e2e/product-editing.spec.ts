import { type Page } from '@playwright/test'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { ONE_PIXEL_PNG } from './support/png'
import { expect, test } from './support/test'

const PNG = ONE_PIXEL_PNG

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true })
const number = (page: Page, label: string) => page.getByRole('spinbutton', { name: label, exact: true })

test('create a product with an image, then find it in the list and on its detail page', async ({ page }) => {
  const sku = `E2E-${Date.now()}`
  await page.goto('/products')
  await page.getByRole('link', { name: 'Add Product' }).click()
  await expect(page).toHaveURL(/\/products\/new$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible()
  await expectNoA11yViolations(page)

  await field(page, 'Product Name').fill('Trail Camera Mount')
  await field(page, 'Description').fill('Clamp mount for trail cameras')
  await field(page, 'SKU').fill(sku)
  await number(page, 'Price').fill('24.5')
  await number(page, 'Stock').fill('12')
  await page.getByRole('button', { name: 'Outdoor', exact: true }).click()
  await expect(field(page, 'Categories')).toHaveValue('Outdoor')
  await page.getByLabel('Product images').setInputFiles({ name: 'mount.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByRole('img', { name: 'Main image: mount.png' })).toBeVisible()

  await page.getByRole('button', { name: 'Create Product' }).click()
  await expect(page).toHaveURL(/\/products$/)
  await expect(page.getByText('Product "Trail Camera Mount" created')).toBeVisible()

  await page.getByLabel('Search products').fill(sku)
  await expect(page.getByRole('link', { name: /^View / })).toHaveCount(1)
  const listImage = page.getByRole('img', { name: 'Trail Camera Mount' })
  await expect(listImage).toHaveAttribute('src', /^\/uploads\/products\/.+\.png$/)
  await page.getByRole('link', { name: 'View Trail Camera Mount' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Trail Camera Mount' })).toBeVisible()
  await expect(page.getByText('$24.50')).toBeVisible()
  await expect(page.getByText('Outdoor')).toBeVisible()
  const detailImage = page.getByRole('img', { name: 'Trail Camera Mount' })
  await expect(detailImage).toHaveJSProperty('naturalWidth', 1)
})

test('edit the price and see it persisted after a reload', async ({ page }) => {
  await page.goto('/products?view=list')
  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}\/edit$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible()
  await expectNoA11yViolations(page)
  const name = await field(page, 'Product Name').inputValue()

  await number(page, 'Price').fill('123.45')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/)
  await expect(page.getByText('Changes saved')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText('$123.45')).toBeVisible()
  await page.reload()
  await expect(page.getByText('$123.45')).toBeVisible()
})

test("invalid inputs show the spec's messages, from the form and from the server", async ({ page }) => {
  await page.goto('/products/new')
  await page.getByRole('button', { name: 'Create Product' }).click()
  await expect(page.getByText('Product name cannot be empty')).toBeVisible()
  await expect(page.getByText('Product price must be greater than 0')).toBeVisible()
  await expect(page.getByText('SKU is required')).toBeVisible()
  await expect(field(page, 'Product Name')).toHaveAttribute('aria-invalid', 'true')

  await page
    .getByLabel('Product images')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') })
  await expect(page.getByRole('alert')).toHaveText('Please select valid image files (JPG, PNG, GIF) under 10MB')

  await field(page, 'Product Name').fill('Second PTO Unit')
  await number(page, 'Price').fill('10')
  await field(page, 'SKU').fill('PTO-00001')
  await page.getByRole('button', { name: 'Create Product' }).click()
  await expect(page.getByText('Another product already has the SKU "PTO-00001".').first()).toBeVisible()
  await expect(field(page, 'SKU')).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/products\/new$/)
})
