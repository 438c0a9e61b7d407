import { type APIRequestContext } from '@playwright/test'
import { apiAs } from './support/api'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

const ADDRESS = {
  fullName: 'Casey Customer',
  phone: '555-0100',
  address1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
}

/** A new delivery order with a shipping and a billing address: its id. */
async function orderWithBothAddresses(request: APIRequestContext): Promise<string> {
  const api = await apiAs(request, 'admin@example.com')
  const { orderCustomers } = await api<{ orderCustomers: { id: string }[] }>(
    '{ orderCustomers(term: "casey", limit: 1) { id } }',
  )
  const { searchProducts } = await api<{ searchProducts: { products: { id: string }[] } }>(
    '{ searchProducts(search: { parameters: [{ key: "Search", value: ["OUT-000"] }] }) { products { id } } }',
  )
  const { createOrder } = await api<{ createOrder: { id: string } }>(
    'mutation ($order: OrderCreateInput!) { createOrder(order: $order) { id } }',
    {
      order: {
        customerId: orderCustomers[0]!.id,
        products: [{ id: searchProducts.products[0]!.id, quantity: 1 }],
        deliveryMethod: 'DELIVERY',
        paymentMethod: 'CASH',
        shippingAddress: ADDRESS,
        billingAddress: { ...ADDRESS, address1: '9 Billing Row' },
      },
    },
  )
  return createOrder.id
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

test('edit the shipping and billing addresses: saved, kept after a reload; an empty required field is refused beside it', async ({
  page,
  request,
}) => {
  const orderId = await orderWithBothAddresses(request)
  await page.goto(`/orders/${orderId}`)
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible()
  await page.getByRole('button', { name: 'Edit Order' }).click()

  const shipping = page.getByRole('group', { name: 'Shipping Address' })
  const billing = page.getByRole('group', { name: 'Billing Address' })
  await expect(shipping.getByLabel('City')).toHaveValue('Springfield')
  await expect(billing.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('9 Billing Row')
  await expectNoA11yViolations(page)

  // Refused: the server's reason stands beside the emptied field.
  await billing.getByLabel('ZIP code').fill('')
  await page.getByRole('button', { name: 'Save' }).click()
  const zip = billing.getByLabel('ZIP code')
  await expect(zip).toHaveAccessibleDescription('ZIP code is required')
  await expect(zip).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(/^Failed to save the order/)).toBeVisible()
  await expectNoA11yViolations(page)

  await zip.fill('60601')
  await shipping.getByLabel('City').fill('Hoboken')
  await billing.getByRole('textbox', { name: 'Address', exact: true }).fill('22 Ledger Lane')
  await billing.getByLabel('City').fill('Chicago')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(`Order #${orderId} saved`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit Order' })).toBeVisible()

  await page.reload()
  await expect(page.locator('address', { hasText: '1 Main St' })).toContainText('Hoboken, IL 62701')
  await expect(page.locator('address', { hasText: '22 Ledger Lane' })).toContainText('Chicago, IL 60601')
  await expect(page.getByRole('list', { name: 'Order timeline' })).toContainText(/shipping address/i)
})
