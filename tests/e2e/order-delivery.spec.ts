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
  await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible()
}

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

test('a seeded Shipped order, which has a tracking number, can be marked Delivered', async ({ page }) => {
  await openFirstOrder(page, 'status=SHIPPED')
  await expect(page.getByText(/^1Z[A-Z0-9]+$/)).toBeVisible()
  await markDelivered(page)
})
