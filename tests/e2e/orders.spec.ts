import { type Browser, type Page } from '@playwright/test'
import { apiAs } from './support/api'
import { withoutLiveUpdates } from './support/live'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { addStockedProduct } from './support/order-picker'
import { createOwnOrder } from './support/own-order'
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
  await expect(page.getByText(/^Showing 1-20 of [\d,]+ orders$/)).toBeVisible()
  await expect(page.getByRole('link', { name: /^View order / })).toHaveCount(20)
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page.getByText(/^Showing 21-40 of [\d,]+ orders$/)).toBeVisible()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

  await page.getByLabel('Orders per page').click()
  await page.getByRole('option', { name: '50' }).click()
  await expect(page.getByText(/^Showing 1-50 of [\d,]+ orders$/)).toBeVisible()
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

  const name = await addStockedProduct(page)

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

test("typed line quantities keep their bounds, with the reason beside the field; the server's beside the items", async ({
  page,
}) => {
  await openFirstOrder(page, 'status=PENDING')
  await page.getByRole('button', { name: 'Edit Order' }).click()
  const total = page.getByTestId('order-total')
  const field = page.getByRole('textbox', { name: /^Quantity of / }).first()
  const loaded = await field.inputValue()
  const save = page.getByRole('button', { name: 'Save' })

  for (const [typed, reason] of [
    ['1e9', 'Quantity must be a whole number'],
    ['-1', 'Quantity must be at least 1'],
    ['1000000000', 'Quantity must be at most 10,000'],
  ] as const) {
    await field.fill(typed)
    await expect(field).toHaveValue(typed)
    await expect(field).toHaveAccessibleDescription(reason)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(save).toBeDisabled()
    await expect(total).toHaveText('—')
  }
  await expectNoA11yViolations(page)

  // Within the bounds but more than is in stock: the server refuses, and says why beside the items.
  await field.fill('10000')
  await expect(field).not.toHaveAttribute('aria-invalid')
  await save.click()
  const items = page.locator('[data-slot="card"]').filter({ has: page.getByRole('list', { name: 'Order items' }) })
  await expect(items.getByRole('alert')).toHaveText(/^Only \d+ of .+ left in stock$/)
  await expect(page.getByText(/^Failed to save the order: Only \d+ of .+ left in stock$/)).toBeVisible()

  // Editing again answers the refusal: its reason goes.
  await field.fill(loaded)
  await expect(items.getByRole('alert')).toHaveCount(0)
  await expect(page.getByText(/^Failed to save the order/)).toHaveCount(0)
})

test('the product picker shows stock and refuses out-of-stock products and lines beyond stock before Save', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, 'admin@example.com')
  const stamp = Date.now()
  for (const [suffix, quantity] of [
    ['none', 0],
    ['two', 2],
  ] as const) {
    await api('mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', {
      input: { name: `Picker ${suffix} ${stamp}`, sku: `PK-${suffix}-${stamp}`, price: 5, quantity },
    })
  }
  await openFirstOrder(page, 'status=PENDING')
  await page.getByRole('button', { name: 'Edit Order' }).click()
  await page.getByRole('button', { name: 'Add Product' }).click()
  const picker = page.getByRole('dialog', { name: 'Add Product' })
  await picker.getByLabel('Search products to add').fill(`Picker none ${stamp}`)
  const soldOut = picker.getByRole('listitem').filter({ hasText: `Picker none ${stamp}` })
  await expect(soldOut).toContainText('Stock: 0')
  await expect(soldOut.getByRole('button', { name: `Picker none ${stamp} is out of stock` })).toBeDisabled()
  await expect(picker.getByRole('button', { name: `Add Picker none ${stamp}` })).toHaveCount(0)
  await expectNoA11yViolations(page)

  await picker.getByLabel('Search products to add').fill(`Picker two ${stamp}`)
  await picker.getByRole('button', { name: `Add Picker two ${stamp}` }).click()
  await expect(picker).toBeHidden()
  const field = page.getByRole('textbox', { name: `Quantity of Picker two ${stamp}` })
  await field.fill('3')
  await expect(field).toHaveAccessibleDescription(`Only 2 of Picker two ${stamp} left in stock`)
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled()
  await field.fill('2')
  await expect(field).not.toHaveAttribute('aria-invalid')
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled()
})

test('a page past the end says it does not exist, without a "Showing" count, and leads to page 1', async ({ page }) => {
  await page.goto('/orders?page=9999')
  await expect(page.getByRole('heading', { name: 'Page 9999 does not exist' })).toBeVisible()
  await expect(page.getByText(/^Showing /)).toHaveCount(0)
  await expect(page.getByText('No orders found')).toHaveCount(0)
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Go to page 1' }).click()
  await expect(page.getByText(/^Showing 1-20 of [\d,]+ orders$/)).toBeVisible()
})

test('a list that fails to load says so where the count was, not Loading, and shows the error', async ({ page }) => {
  await page.goto('/orders')
  await expect(page.getByText(/^Showing 1-20 of [\d,]+ orders$/)).toBeVisible()
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('SearchOrders') ? route.abort('failed') : route.fallback(),
  )
  await page.getByLabel('Status').click()
  await page.getByRole('option', { name: 'Pending' }).click()
  const error = page.getByRole('alert').filter({ hasText: /^Error: / })
  await expect(error).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  await expect(page.getByText('Error loading orders')).toBeVisible()
  await expect(page.getByText('Loading...')).toHaveCount(0)
  await expectNoA11yViolations(page)
  await page.unroute('**/graphql')
  await error.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByText(/^Showing 1-\d+ of [\d,]+ orders$/)).toBeVisible()
  await expect(page.getByText(/^[\d,]+ orders$/)).toBeVisible()
})

async function orderEditor(browser: Browser, path: string, { live = true } = {}): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  if (!live) await withoutLiveUpdates(page)
  await signInAndWait(page, 'admin@example.com', { at: path })
  await page.getByRole('button', { name: 'Edit Order' }).click()
  return page
}

test("a refused save shows the conflict, disables Save, and Reload order takes the save's error banner away", async ({
  browser,
  page,
}) => {
  await openFirstOrder(page, 'status=PENDING')
  const path = new URL(page.url()).pathname
  const first = await orderEditor(browser, path)
  // Without live updates the second editor learns of the first one's change only from the refused save.
  const second = await orderEditor(browser, path, { live: false })

  await first.getByRole('textbox', { name: 'Shipping notes' }).fill(`First editor ${Date.now()}`)
  await first.getByRole('button', { name: 'Save' }).click()
  await expect(first.getByRole('button', { name: 'Edit Order' })).toBeVisible()

  await second.getByRole('textbox', { name: 'Shipping notes' }).fill('Second editor')
  await second.getByRole('button', { name: 'Save' }).click()
  const failed = second.getByText(/^Failed to save the order/)
  await expect(failed).toBeVisible()
  const banner = second
    .getByRole('status')
    .filter({ hasText: 'Someone else changed this order while you were editing.' })
  await expect(banner).toBeVisible()
  const save = second.getByRole('button', { name: 'Save' })
  await expect(save).toBeDisabled()
  await expect(save).toHaveAccessibleDescription(/cannot be saved over their changes/)
  await banner.getByRole('button', { name: 'Reload order' }).click()
  await expect(banner).toBeHidden()
  await expect(failed).toBeHidden()
})

test('payment statuses are coloured, and an edited total that no longer matches the captured payment shows the balance', async ({
  page,
}) => {
  await openFirstOrder(page, 'status=PROCESSING&payment=CREDIT_CARD')
  const payments = page.getByLabel('Payment transactions')
  const approved = payments.getByText('approved', { exact: true })
  await expect(approved).toBeVisible()
  await expect(approved).toHaveClass(/bg-green-100/)
  await expect(page.getByText('Balance due')).toHaveCount(0)

  await page.getByRole('button', { name: 'Edit Order' }).click()
  const firstItem = page.getByRole('list', { name: 'Order items' }).getByRole('listitem').first()
  await firstItem.getByRole('button', { name: /^Increase / }).click()
  const balance = page.getByText('Balance due').locator('..')
  await expect(balance).toBeVisible()
  await expect(balance).toContainText(/\$\d+\.\d{2}/)
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: 'Revert' }).click()
  await expect(page.getByText('Balance due')).toHaveCount(0)
})

test('the step to Shipped asks for a carrier and tracking number and records them with the status', async ({
  page,
}) => {
  await openFirstOrder(page, 'status=PROCESSING&delivery=DELIVERY')
  const tracking = `1Z${Date.now()}`
  await page.getByRole('button', { name: 'Mark as Shipped' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Are you sure you want to change the order status to "Shipped"?')
  const field = dialog.getByRole('textbox', { name: 'Tracking number' })
  await expect(field).toHaveAccessibleDescription("Optional: the carrier's number for this parcel.")
  await field.fill(tracking)
  await dialog.getByRole('textbox', { name: 'Carrier' }).fill('DHL Express')
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Update Status' }).click()
  await expect(dialog).toBeHidden()

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible()
  await expect(page.getByText(tracking, { exact: true })).toBeVisible()
  await expect(page.getByText('DHL Express', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: `${tracking}: track with DHL Express` })).toHaveAttribute(
    'href',
    `https://www.dhl.com/en/express/tracking.html?AWB=${tracking}`,
  )
  await expectNoA11yViolations(page)
  await expect(page.getByRole('list', { name: 'Order timeline' })).toContainText(
    `carrier DHL Express, tracking number ${tracking}`,
  )
})

test('a long timeline shows its newest events, and Show older events adds the older ones below, by keyboard', async ({
  page,
  request,
}) => {
  const orderId = await createOwnOrder(request)
  const admin = await apiAs(request, 'admin@example.com')
  for (let edit = 1, version = 1; edit <= 24; edit += 1, version += 1)
    await admin('mutation ($id: ID!, $order: OrderUpdateInput!) { updateOrder(orderId: $id, order: $order) { id } }', {
      id: orderId,
      order: { version, shippingNotes: `Timeline note ${edit}` },
    })
  await page.goto(`/orders/${orderId}`)
  const timeline = page.getByRole('list', { name: 'Order timeline' })
  await expect(timeline.getByRole('listitem')).toHaveCount(20)
  await expect(timeline.getByRole('listitem').first()).toContainText('Timeline note 24')
  await expect(timeline).not.toContainText('Order placed')
  await expectNoA11yViolations(page)

  const showOlder = page.getByRole('button', { name: 'Show older events' })
  await showOlder.focus()
  await page.keyboard.press('Enter')
  await expect(timeline.getByRole('listitem')).toHaveCount(25)
  await expect(timeline.getByRole('listitem').last()).toContainText('Order placed')
  await expect(showOlder).toBeHidden()
  // The button went with the oldest page: the keyboard's focus is on the first event it brought.
  await expect(timeline.getByRole('listitem').nth(20)).toBeFocused()
  await expectNoA11yViolations(page)

  // A change made elsewhere arrives at the top, and the older events loaded stay below it, each once.
  await admin('mutation ($id: ID!, $order: OrderUpdateInput!) { updateOrder(orderId: $id, order: $order) { id } }', {
    id: orderId,
    order: { version: 25, shippingNotes: 'Timeline note 25' },
  })
  await expect(timeline.getByRole('listitem').first()).toContainText('Timeline note 25')
  await expect(timeline.getByRole('listitem')).toHaveCount(26)
  await expect(timeline.getByRole('listitem').last()).toContainText('Order placed')
})
