import { readFile } from 'node:fs/promises'
import { type Page } from '@playwright/test'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'dev@example.com')
})

const card = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Store figures' }).locator('[data-slot="card"]', { hasText: title })
const figure = async (page: Page, title: string) =>
  Number((await card(page, title).getByTestId('stat-value').textContent())!.replace(/[$,]/g, ''))

test('a developer lands on the dashboard: four figures with their change, recent orders, top products', async ({
  page,
}) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByText("Here's what's happening with your store today.")).toBeVisible()
  for (const title of ['Total Revenue', 'Total Orders', 'Total Customers', 'Total Products']) {
    await expect(card(page, title)).toContainText(/(Up|Down) [\d.]+%|No change|New/)
    await expect(card(page, title)).toContainText('vs previous 30 days')
  }
  expect(await figure(page, 'Total Orders')).toBeGreaterThan(0)
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('link', { name: /^#\d+$/ })).toHaveCount(5)
  await expectNoA11yViolations(page)

  const chart = page.getByRole('group', { name: /^Revenue per day, / })
  await chart.focus()
  await page.keyboard.press('Home')
  await expect(page.getByRole('status').filter({ hasText: /orders?;/ })).toHaveText(
    /^\w+ \d+, \d{4}: \$[\d,.]+, \d+ orders?; previous period, \w+ \d+: \$[\d,.]+$/,
  )
  // The previous period is drawn beside this one, and its legend gives its total: the card's "vs previous" figure.
  await expect(page.getByTestId('previous-period-line')).toBeAttached()
  const previousRevenue = (await card(page, 'Total Revenue').textContent())!.match(/\((\$[\d,.]+)\)/)![1]!
  await expect(page.getByText(/^Previous period \(\w+ \d+ – \w+ \d+\): /)).toHaveText(
    new RegExp(`: \\${previousRevenue}$`),
  )
  await expect(chart).toHaveAccessibleName(new RegExp(`previous period \\${previousRevenue}\\.`))
  for (const axis of ['Revenue', 'Day (UTC)']) await expect(chart.getByText(axis, { exact: true })).toBeVisible()

  const topProduct = page.getByRole('listitem').filter({ hasText: ' sold' }).first().getByRole('link')
  const name = (await topProduct.textContent())!
  await topProduct.click()
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await page.goBack()
  const recent = page.getByRole('link', { name: /^#\d+$/ }).first()
  const orderId = (await recent.textContent())!.slice(1)
  await recent.click()
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`))
})

test('switching the period changes the URL and the figures; Sales Report downloads that period', async ({ page }) => {
  await page.goto('/dashboard')
  const monthOrders = await figure(page, 'Total Orders')
  await page.getByRole('button', { name: '7 days' }).click()
  await expect(page).toHaveURL(/\/dashboard\?days=7$/)
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true')
  await expect(card(page, 'Total Orders')).toContainText('vs previous 7 days')
  const weekOrders = await figure(page, 'Total Orders')
  expect(weekOrders).toBeLessThan(monthOrders)
  await expectNoA11yViolations(page)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Sales Report' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^sales-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/)
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n')
  expect(lines[0]).toBe('Date,Revenue,Orders')
  expect(lines).toHaveLength(8)
  const orders = lines.slice(1).reduce((sum, line) => sum + Number(line.split(',')[2]), 0)
  expect(orders).toBe(weekOrders)
  const revenueCents = lines.slice(1).reduce((sum, line) => sum + Math.round(Number(line.split(',')[1]) * 100), 0)
  expect(revenueCents / 100).toBe(await figure(page, 'Total Revenue'))

  await page.reload()
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: '90 days' }).click()
  await expect(page).toHaveURL(/days=90$/)
  await expect.poll(() => figure(page, 'Total Orders')).toBeGreaterThan(monthOrders)
})

test("each figure leads to its list: the period's orders, the customer accounts, the catalogue", async ({ page }) => {
  await page.goto('/dashboard?days=7')
  const orders = await figure(page, 'Total Orders')
  await card(page, 'Total Orders').getByRole('link', { name: 'Total Orders: orders of the last 7 days' }).click()
  await expect(page).toHaveURL(/\/orders\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/)
  await expect(page.getByText(`${orders} orders`, { exact: true })).toBeVisible()
  const { from, to } = Object.fromEntries(new URL(page.url()).searchParams)
  expect((Date.parse(to!) - Date.parse(from!)) / 86_400_000).toBe(6)

  await page.goBack()
  await card(page, 'Total Products').click()
  await expect(page).toHaveURL(/\/products$/)
  await page.goBack()
  await card(page, 'Total Customers').getByRole('link').click()
  await expect(page).toHaveURL(/\/customers$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible()
})

test('quick actions go to their screens', async ({ page }) => {
  const actions: [string, RegExp, RegExp][] = [
    ['Add Product', /\/products\/new$/, /Product/],
    ['View Orders', /\/orders$/, /^Orders$/],
    ['Manage Users', /\/users$/, /User/],
  ]
  for (const [action, url, heading] of actions) {
    await page.goto('/dashboard')
    await page.getByRole('link', { name: action }).click()
    await expect(page).toHaveURL(url)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  }
})
