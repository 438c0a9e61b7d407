import { expectNoA11yViolations, signInAndWait } from './support/app'
import { CUSTOMER_ADDRESS, createOwnOrder, fillAddress } from './support/own-order'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

test('a pending pickup order becomes a delivery once given a shipping address', async ({ page, request }) => {
  test.setTimeout(120_000)
  const id = await createOwnOrder(request, { deliveryMethod: 'PICKUP' })
  await page.goto(`/orders/${id}`)
  await page.getByRole('button', { name: 'Edit Order' }).click()
  await page.getByRole('combobox', { name: 'Delivery method' }).click()
  await page.getByRole('option', { name: 'Delivery', exact: true }).click()

  // Switching asks for the address: Save says what is missing, beside the fields.
  const shipping = page.getByRole('group', { name: 'Shipping Address' })
  await expect(shipping).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByText('Failed to save the order: a delivery needs a complete shipping address; fill it in below.'),
  ).toBeVisible()
  await expect(shipping.getByText('Address is required')).toBeVisible()
  await expectNoA11yViolations(page)

  await fillAddress(shipping, { ...CUSTOMER_ADDRESS, address1: '3 Switch Street' })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(`Order #${id} saved`)).toBeVisible()
  await page.reload()
  await expect(page.getByText('Shipping (Delivery)')).toBeVisible()
  await expect(page.getByText('3 Switch Street')).toBeVisible()
})

test('a shipped order says beside its delivery method why it keeps it', async ({ page, request }) => {
  const id = await createOwnOrder(request, { steps: ['PROCESSING', 'SHIPPED'] })
  await page.goto(`/orders/${id}`)
  await expect(page.getByTestId('delivery-locked-reason')).toHaveText('Shipped orders keep their delivery method')
  await expect(page.getByRole('button', { name: 'Edit Order' })).toBeDisabled()
  await expectNoA11yViolations(page)
})
