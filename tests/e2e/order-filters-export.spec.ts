import { readFile } from 'node:fs/promises'
import { type Page } from '@playwright/test'
import { apiQuery } from './support/api'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

interface Listed {
  searchOrders: {
    orders: { id: string; orderTime: string; customerName: string }[]
    pagination: { totalCount: number }
  }
}

/** What the server lists for these parameters (first 100), read beside the browser. */
const listed = (page: Page, parameters: Record<string, string>) =>
  apiQuery<Listed>(
    page,
    'query ($search: SearchInput!) { searchOrders(search: $search) { orders { id orderTime customerName } pagination { totalCount } } }',
    {
      search: {
        parameters: Object.entries({ PageSize: '100', ...parameters }).map(([key, value]) => ({ key, value: [value] })),
      },
    },
  )

const shownIds = async (page: Page) =>
  (await page.getByRole('link', { name: /^View order / }).allTextContents()).map((text) => text.replace(/\D/g, ''))

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

test('filter by payment, delivery and a date range: the URL keeps them and the rows are the matching ones', async ({
  page,
}) => {
  await page.goto('/orders')
  await expect(page.getByText(/^Showing 1-20 of [\d,]+ orders$/)).toBeVisible()

  await page.getByLabel('Payment', { exact: true }).click()
  await page.getByRole('option', { name: 'Cash' }).click()
  await expect(page).toHaveURL(/payment=CASH/)
  await page.getByLabel('Delivery', { exact: true }).click()
  await page.getByRole('option', { name: 'Delivery', exact: true }).click()
  await expect(page).toHaveURL(/delivery=DELIVERY/)
  const cashDeliveries = await listed(page, { PaymentMethod: 'CASH', DeliveryMethod: 'DELIVERY' })
  const count = cashDeliveries.searchOrders.pagination.totalCount
  expect(count).toBeGreaterThan(0)
  await expect(page.getByText(`${count} orders`, { exact: true })).toBeVisible()
  await expect.poll(() => shownIds(page)).toEqual(cashDeliveries.searchOrders.orders.slice(0, 20).map((o) => o.id))
  const table = page.getByRole('table', { name: 'Orders' })
  for (const row of await table
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .all()) {
    await expect(row).toContainText('Cash')
    await expect(row).not.toContainText('Credit Card')
  }

  // One day that has orders, as From and To: only that day's (UTC) orders stay.
  const day = cashDeliveries.searchOrders.orders[0]!.orderTime.slice(0, 10)
  await page.getByLabel('From', { exact: true }).fill(day)
  await page.getByLabel('To', { exact: true }).fill(day)
  await expect(page).toHaveURL(new RegExp(`from=${day}.*to=${day}|to=${day}.*from=${day}`))
  const thatDay = await listed(page, { PaymentMethod: 'CASH', DeliveryMethod: 'DELIVERY', From: day, To: day })
  await expect.poll(() => shownIds(page)).toEqual(thatDay.searchOrders.orders.map((o) => o.id))
  await expectNoA11yViolations(page)

  // A reload (or a shared link) shows the same filters and rows.
  await page.reload()
  await expect(page.getByLabel('Payment', { exact: true })).toHaveText('Cash')
  await expect(page.getByLabel('Delivery', { exact: true })).toHaveText('Delivery')
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(day)
  await expect.poll(() => shownIds(page)).toEqual(thatDay.searchOrders.orders.map((o) => o.id))

  await page.goto('/orders?payment=CASH&from=2000-01-01&to=2000-01-02')
  await expect(page.getByText('No orders found')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page.getByText(/^Showing 1-20 of [\d,]+ orders$/)).toBeVisible()
  await expect(page.getByLabel('Payment', { exact: true })).toHaveText('All payments')
})

test('sort by customer and export the filtered list as CSV in that order', async ({ page }) => {
  await page.goto('/orders?payment=CREDIT_CARD')
  await page.getByRole('button', { name: 'Customer' }).click()
  await expect(page).toHaveURL(/sort=customer&dir=(asc|desc)/)
  const dir = new URL(page.url()).searchParams.get('dir')!
  const expected = await listed(page, { PaymentMethod: 'CREDIT_CARD', SortBy: 'customer', SortOrder: dir })
  await expect.poll(() => shownIds(page)).toEqual(expected.searchOrders.orders.slice(0, 20).map((o) => o.id))

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/)
  const [header, ...rows] = (await readFile((await file.path())!, 'utf8')).trimEnd().split('\r\n')
  expect(header).toBe('Order ID,Date,Customer,Email,Status,Items,Payment,Delivery,Subtotal,Shipping,Tax,Total')
  // Every matching order, not only the page on screen, in the list's sort.
  expect(rows).toHaveLength(expected.searchOrders.pagination.totalCount)
  expect(rows.slice(0, 100).map((row) => row.split(',')[0])).toEqual(expected.searchOrders.orders.map((o) => o.id))
  expect(rows.every((row) => row.includes(',Credit Card,'))).toBe(true)
  await expectNoA11yViolations(page)
})
