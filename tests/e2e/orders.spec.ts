import { type Page } from '@playwright/test'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

async function openFirstOrder(page: Page, filter: string) {
  await page.goto(`/orders?${filter}`)
  await page
    .getByRole('link', { name: /^View order / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/orders\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible()
}

async function confirmStep(page: Page, button: string, question: string | RegExp, confirm: string) {
  await page.getByRole('button', { name: button }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(question)
  await dialog.getByRole('button', { name: confirm }).click()
  await expect(dialog).toBeHidden()
}

test('page through the list and change the page size', async ({ page }) => {
  await page.goto('/orders')
  await expect(page.getByText(/^Showing 1-20 of \d+ orders$/)).toBeVisible()
  await expect(page.getByRole('link', { name: /^View order / })).toHaveCount(20)
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page.getByText(/^Showing 21-40 of \d+ orders$/)).toBeVisible()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

  await page.getByLabel('Orders per page').click()
  await page.getByRole('option', { name: '50' }).click()
  await expect(page.getByText(/^Showing 1-50 of \d+ orders$/)).toBeVisible()
  await expect(page.getByRole('link', { name: /^View order / })).toHaveCount(50)

  await page.getByRole('button', { name: 'Last page' }).click()
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled()
})

test('edit an order: add an item through the picker, change a quantity, see the total, save, reload', async ({
  page,
}) => {
  await openFirstOrder(page, 'status=PENDING')
  await page.getByRole('button', { name: 'Edit Order' }).click()
  const total = page.getByTestId('order-total')
  const before = await total.textContent()
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled()
  await expectNoA11yViolations(page)

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

  await page.getByRole('button', { name: `Increase ${name}` }).click()
  await expect(page.getByRole('textbox', { name: `Quantity of ${name}` })).toHaveValue('2')
  await expect(total).not.toHaveText(before!)
  await expect(page.getByText('You have unsaved changes.')).toBeVisible()
  const after = await total.textContent()

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/^Order #\d+ saved$/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit Order' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('list', { name: 'Order items' })).toContainText(name)
  await expect(page.getByRole('list', { name: 'Order items' })).toContainText('× 2')
  await expect(total).toHaveText(after!)
  await expect(page.getByRole('list', { name: 'Order timeline' })).toContainText('Ada Admin')
})

test('advance the status through the delivery chain to the end', async ({ page }) => {
  await page.goto('/orders?status=PENDING')
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Delivery', exact: true }) })
    .first()
  await row.getByRole('link', { name: /^View order / }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible()

  await confirmStep(
    page,
    'Mark as Processing',
    'Are you sure you want to change the order status to "Processing"?',
    'Update Status',
  )
  await expect(page.getByRole('main').getByText('Processing', { exact: true }).first()).toBeVisible()
  await confirmStep(page, 'Mark as Shipped', '"Shipped"?', 'Update Status')
  await expect(page.getByRole('link', { name: 'Return to Orders' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit Order' })).toBeDisabled()
  await expect(page.getByText('This order has shipped')).toBeVisible()
  await confirmStep(page, 'Mark as Delivered', '"Delivered"?', 'Update Status')
  await expect(page.getByText('This order has been delivered.')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Mark as / })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0)
  await expectNoA11yViolations(page)
})

test('cancel an order after confirming', async ({ page }) => {
  await openFirstOrder(page, 'status=PENDING')
  await page.getByRole('button', { name: 'Cancel Order' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Are you sure you want to cancel this order? This action cannot be undone.')
  await dialog.getByRole('button', { name: 'Keep Order' }).click()
  await expect(dialog).toBeHidden()
  await confirmStep(page, 'Cancel Order', 'cannot be undone', 'Cancel Order')
  await expect(page.getByText('This order was cancelled.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0)
})

test('return a delivered order', async ({ page }) => {
  await openFirstOrder(page, 'status=DELIVERED')
  await confirmStep(
    page,
    'Return',
    'Are you sure you want to return this order? This action cannot be undone and will mark the order as returned.',
    'Return Order',
  )
  await expect(page.getByText('This order was returned.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Return', exact: true })).toHaveCount(0)
})
