import { type Page } from '@playwright/test'
import { apiAs } from './support/api'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { openFirstOrder } from './support/open-order'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

async function markDelivered(page: Page) {
  await page.getByRole('button', { name: 'Mark as Delivered' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Are you sure you want to change the order status to "Delivered"?')
  // The step to Delivered asks nothing about the parcel: that went with the step to Shipped.
  await expect(dialog.getByRole('textbox')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Update Status' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('This order has been delivered.')).toBeVisible()
}

test('an order shipped with a carrier and tracking number can be marked Delivered, and keeps them', async ({
  page,
}) => {
  await openFirstOrder(page, 'status=PROCESSING&delivery=DELIVERY')
  const tracking = `1Z${Date.now()}`
  await page.getByRole('button', { name: 'Mark as Shipped' }).click()
  const dialog = page.getByRole('alertdialog')
  await dialog.getByRole('textbox', { name: 'Carrier' }).fill('UPS')
  await dialog.getByRole('textbox', { name: 'Tracking number' }).fill(tracking)
  await dialog.getByRole('button', { name: 'Update Status' }).click()
  await expect(dialog).toBeHidden()

  await page.reload()
  await expect(page.getByText(tracking, { exact: true })).toBeVisible()
  await markDelivered(page)
  await page.reload()
  await expect(page.getByText('This order has been delivered.')).toBeVisible()
  await expect(page.getByText(tracking, { exact: true })).toBeVisible()
  await expect(page.getByText('UPS', { exact: true })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('a seeded Shipped order, which has a tracking number, can be marked Delivered', async ({ page, request }) => {
  // Other specs ship orders without tracking, and may do so before this one runs: the seeded order is asked for.
  const admin = await apiAs(request, 'admin@example.com')
  const { searchOrders } = await admin<{ searchOrders: { orders: { id: string; trackingNumber: string | null }[] } }>(
    'query ($search: SearchInput!) { searchOrders(search: $search) { orders { id trackingNumber } } }',
    {
      search: {
        parameters: [
          { key: 'Status', value: ['SHIPPED'] },
          { key: 'PageSize', value: ['100'] },
        ],
      },
    },
  )
  const shipped = searchOrders.orders.find((order) => order.trackingNumber?.startsWith('1Z'))!
  await page.goto(`/orders/${shipped.id}`)
  await expect(page.getByText(shipped.trackingNumber!, { exact: true })).toBeVisible()
  await markDelivered(page)
})
