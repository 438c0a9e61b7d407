import { expectNoA11yViolations, signInAndWait } from './support/app'
import { addStockedProduct } from './support/order-picker'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

test('create an order for a customer from the list: customer, a product, address, payment; it opens saved', async ({
  page,
}) => {
  // A whole order placed, with axe twice in two themes each, on a machine shared with other test runs.
  test.setTimeout(120_000)
  await page.goto('/orders')
  await page.getByRole('link', { name: 'Create Order' }).click()
  await expect(page).toHaveURL(/\/orders\/new$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Create Order' })).toBeVisible()

  // Nothing chosen yet: the server says what is missing, beside the fields.
  await page.getByRole('button', { name: 'Create Order' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'could not be created' })).toContainText('Choose a customer')
  await expect(page.getByText('Choose a customer', { exact: true })).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByLabel('Search customers').fill('casey')
  await page.getByRole('button', { name: 'Choose Casey Customer' }).click()
  await expect(page.getByRole('button', { name: 'Change customer' })).toBeVisible()

  const name = await addStockedProduct(page)
  await page.getByRole('button', { name: `Increase ${name}` }).click()
  const total = (await page.getByTestId('order-total').textContent())!
  expect(total).not.toBe('$0.00')

  await page.getByLabel('Full name').fill('Casey Customer')
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Elm Street')
  await page.getByLabel('City').fill('Springfield')
  await page.getByLabel('State').fill('IL')
  await page.getByLabel('ZIP code').fill('62701')
  await page.getByLabel('Payment method').click()
  await page.getByRole('option', { name: 'Cash' }).click()
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: 'Create Order' }).click()
  await expect(page).toHaveURL(/\/orders\/\d+$/)
  const id = page.url().split('/').pop()!
  await expect(page.getByText(`Order #${id} created`)).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: `Order #${id}` })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Order items' })).toContainText(name)
  await expect(page.getByTestId('order-total')).toHaveText(total)
  // Billed where it is shipped: 'Same as shipping address' stays ticked.
  await expect(page.locator('address', { hasText: '12 Elm Street' })).toHaveCount(2)
  await expect(page.getByText('Casey Customer').first()).toBeVisible()

  await page.goto(`/orders?q=${id}`)
  const row = page.getByRole('row').filter({ hasText: `#${id}` })
  await expect(row).toContainText('Casey Customer')
  await expect(row).toContainText('Cash')
  await expect(row).toContainText('Pending')
})

test("the empty list offers 'Create Your First Order', which opens the form", async ({ page }) => {
  await page.goto('/orders')
  await expect(page.getByText(/^Showing 1-/)).toBeVisible()
  // No filter matches nothing here; an empty store shows the same state as a page with no orders.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { query?: string }
    if (!body.query?.includes('searchOrders')) return route.continue()
    return route.fulfill({
      json: {
        data: {
          searchOrders: {
            orders: [],
            pagination: { totalCount: 0, totalCountIsLowerBound: false, skip: 0, pageSize: 20 },
          },
        },
      },
    })
  })
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(page.getByText('No orders found')).toBeVisible()
  await page.getByRole('link', { name: 'Create Your First Order' }).click()
  await expect(page).toHaveURL(/\/orders\/new$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Create Order' })).toBeVisible()
})
