import { expectNoA11yViolations, signInAndWait } from './support/app'
import { addStockedProduct } from './support/order-picker'
import { CUSTOMER_ADDRESS, createOwnOrder, fillAddress } from './support/own-order'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

test('choosing a customer fills in their last shipping address; an own billing address is checked and stored', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  // The customer's most recent order, this test's own, with a street no other order has.
  const street = `${Date.now()} Prefill Street`
  await createOwnOrder(request, { shippingAddress: { ...CUSTOMER_ADDRESS, address1: street } })

  await page.goto('/orders/new')
  await page.getByLabel('Search customers').fill('casey')
  await page.getByRole('button', { name: 'Choose Casey Customer' }).click()
  const shipping = page.getByRole('group', { name: 'Shipping address' })
  await expect(shipping.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(street)
  await expect(page.getByText("From Casey Customer's most recent order")).toBeVisible()
  // Staff can still change it.
  await shipping.getByRole('textbox', { name: 'Address line 2' }).fill('Suite 4')
  await addStockedProduct(page)

  const same = page.getByRole('checkbox', { name: 'Same as shipping address' })
  await expect(same).toBeChecked()
  await expect(page.getByRole('group', { name: 'Billing address' })).toHaveCount(0)
  await same.click()
  const billing = page.getByRole('group', { name: 'Billing address' })
  await expect(billing).toBeVisible()

  // Empty billing fields are refused by the shipping address rules, beside the billing fields.
  await page.getByRole('button', { name: 'Create Order' }).click()
  await expect(billing.getByText('Full name is required')).toBeVisible()
  await expect(billing.getByText('ZIP code is required')).toBeVisible()
  await expect(shipping.getByText('Full name is required')).toHaveCount(0)
  await expectNoA11yViolations(page)

  await fillAddress(billing, {
    fullName: 'Casey Billing',
    address1: '9 Invoice Road',
    city: 'Chicago',
    state: 'IL',
    zip: '6',
  })
  await page.getByRole('button', { name: 'Create Order' }).click()
  await expect(billing.getByText('ZIP code must be at least 3 characters')).toBeVisible()
  await billing.getByRole('textbox', { name: 'ZIP code' }).fill('60601')
  await page.getByRole('button', { name: 'Create Order' }).click()

  await expect(page).toHaveURL(/\/orders\/\d+$/)
  await page.reload()
  await expect(page.getByText('9 Invoice Road')).toBeVisible()
  await expect(page.getByText(street)).toBeVisible()
  await expect(page.getByText('Suite 4')).toBeVisible()
  await expectNoA11yViolations(page)
})
