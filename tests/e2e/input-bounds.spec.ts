import { type Page } from '@playwright/test'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { openFirstOrder } from './support/open-order'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

async function editFirstOrder(page: Page, filter: string) {
  await openFirstOrder(page, filter)
  await page.getByRole('button', { name: 'Edit Order' }).click()
}

test('an order amount out of bounds says why beside its field, and no figure is computed from it', async ({ page }) => {
  await editFirstOrder(page, 'status=PENDING&delivery=DELIVERY')
  const total = page.getByTestId('order-total')
  const save = page.getByRole('button', { name: 'Save' })
  const rate = page.getByRole('textbox', { name: 'Tax rate (%)' })

  await rate.fill('150')
  await expect(rate).toHaveAccessibleDescription('Tax rate must be at most 100')
  await expect(rate).toHaveAttribute('aria-invalid', 'true')
  await expect(total).toHaveText('—')
  await expect(save).toBeDisabled()
  await rate.fill('6.6251')
  await expect(rate).toHaveAccessibleDescription('Tax rate can have at most 3 decimal places')
  await expectNoA11yViolations(page)
  await rate.fill('10')
  await expect(rate).not.toHaveAttribute('aria-invalid')
  await expect(total).toHaveText(/^\$[\d,]+\.\d{2}$/)

  const shipping = page.getByRole('textbox', { name: 'Shipping amount' })
  await shipping.fill('1.999')
  await expect(shipping).toHaveAccessibleDescription('Shipping amount can have at most 2 decimal places')
  await expect(total).toHaveText('—')

  // A quantity the line refuses: the totals wait for a valid one.
  await shipping.fill('5')
  const quantity = page.getByRole('textbox', { name: /^Quantity of / }).first()
  await quantity.fill('1e9')
  await expect(quantity).toHaveAccessibleDescription('Quantity must be a whole number')
  await expect(total).toHaveText('—')
})

test("a ZIP code with symbols is refused on Save by the server's own rule: the banner says where, the field says why", async ({
  page,
}) => {
  await editFirstOrder(page, 'status=PENDING&delivery=DELIVERY')
  const shippingAddress = page.getByRole('group', { name: 'Shipping address' })
  const zip = shippingAddress.getByRole('textbox', { name: 'ZIP code' })
  await zip.fill('ABCDE-!!!')
  await page.getByRole('button', { name: 'Save' }).click()
  const reason = 'ZIP code may contain only letters, digits, spaces and hyphens'
  await expect(page.getByText('Failed to save the order: correct the address below.')).toBeVisible()
  await expect(zip).toHaveAccessibleDescription(reason)
  await expectNoA11yViolations(page)
})

test('a stock adjustment beyond its bound previews no new stock', async ({ page }) => {
  await page.goto('/inventory')
  await page
    .getByRole('button', { name: /^Adjust stock of / })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Adjust stock' })
  await dialog.getByLabel('Adjustment').fill('100000000')
  await expect(dialog.getByText('New stock: —')).toBeVisible()
  await dialog.getByLabel('Reason').fill('Recount')
  await dialog.getByRole('button', { name: 'Save adjustment' }).click()
  await expect(dialog.getByText('An adjustment is at most 1,000,000 units either way')).toBeVisible()
  await expect(dialog.getByText('New stock: —')).toBeVisible()
  await dialog.getByLabel('Adjustment').fill('3')
  await expect(dialog.getByText(/^New stock: \d+$/)).toBeVisible()
})

test('a low-stock threshold that is not a whole number from 0 says why, and which threshold the list keeps', async ({
  page,
}) => {
  await page.goto('/inventory')
  const threshold = page.getByLabel('At or below')
  await threshold.fill('-5')
  const message = 'Threshold cannot be negative; the list shows at or below 10'
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
  await expect(threshold).toHaveAttribute('aria-invalid', 'true')
  await expectNoA11yViolations(page)
  await threshold.fill('4')
  await expect(page).toHaveURL(/threshold=4/)
  await expect(page.getByText(message)).toHaveCount(0)
})

test('a price with more than two decimals is refused beside the field, not rounded', async ({ page }) => {
  await page.goto('/products/new')
  await page.getByLabel('Product Name').fill(`Rounding ${Date.now()}`)
  await page.getByLabel('SKU').fill(`RND-${Date.now()}`)
  const price = page.getByLabel('Price')
  await price.fill('1.999')
  await page.getByRole('button', { name: /^(Save|Create)/ }).click()
  await expect(price).toHaveAccessibleDescription('Price can have at most 2 decimal places')
  await expect(page).toHaveURL(/\/products\/new$/)
})
