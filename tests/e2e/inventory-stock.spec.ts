import { type Page } from '@playwright/test'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
})

const stockRows = (page: Page) => page.getByRole('table', { name: 'Stock of each product' }).locator('tbody tr')

/** The name and stock of the table's first row. */
async function firstRow(page: Page) {
  const row = stockRows(page).first()
  const name = (await row.locator('td').first().locator('div').first().textContent())!
  const quantity = Number(await row.locator('td').nth(2).locator('span').first().textContent())
  return { row, name, quantity }
}

test('adjust a product’s stock with a reason and see it in the history', async ({ page }) => {
  // Three pages checked by axe in two themes: more than a minute on a busy machine.
  test.slow()
  await signInAndWait(page, 'admin@example.com', { at: '/inventory' })
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeVisible()
  await expect(page.getByText(/^Showing 1-20 of [\d,]+ products$/)).toBeVisible()
  await expectNoA11yViolations(page)

  const { name, quantity } = await firstRow(page)
  await page.getByRole('button', { name: `Adjust stock of ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Adjust stock' })
  await dialog.getByLabel('Adjustment').fill(String(-(quantity + 1)))
  await dialog.getByLabel('Reason').fill('Recount')
  await dialog.getByRole('button', { name: 'Save adjustment' }).click()
  await expect(dialog.getByText(`Only ${quantity} of ${name} left in stock`)).toBeVisible()

  await dialog.getByLabel('Adjustment').fill('5')
  await dialog.getByRole('button', { name: 'One more' }).click()
  await expect(dialog.getByText(`New stock: ${quantity + 6}`)).toBeVisible()
  await dialog.getByLabel('Reason').fill('Delivery from supplier')
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Save adjustment' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`Stock of ${name} adjusted by +6 to ${quantity + 6}`)).toBeVisible()
  await expect(stockRows(page).filter({ hasText: name }).locator('td').nth(2)).toContainText(String(quantity + 6))

  await page.getByRole('button', { name: `History of ${name}` }).click()
  const history = page.getByRole('dialog', { name: 'Stock history' })
  const latest = history
    .getByRole('list', { name: `Stock history of ${name}` })
    .getByRole('listitem')
    .first()
  await expect(latest).toContainText('+6')
  await expect(latest).toContainText(`to ${quantity + 6} in stock`)
  await expect(latest).toContainText('Delivery from supplier')
  await expect(latest).toContainText('by Ada Admin')
  await expectNoA11yViolations(page)
})

test('search, filter to low stock at a threshold and sort by stock, all kept in the URL', async ({ page }) => {
  await signInAndWait(page, 'admin@example.com', { at: '/inventory' })
  const { name } = await firstRow(page)

  await page.getByLabel('Search stock by name or SKU').fill(name)
  await expect(page).toHaveURL(/q=/)
  await expect(stockRows(page).first()).toContainText(name)

  await page.getByLabel('Search stock by name or SKU').fill('')
  await page.getByRole('switch', { name: 'Low stock only' }).click()
  await page.getByLabel('At or below').fill('5')
  await expect(page).toHaveURL(/threshold=5/)
  await page.getByRole('button', { name: 'Stock', exact: true }).click()
  await expect(page.getByRole('columnheader', { name: 'Stock', exact: true })).toHaveAttribute('aria-sort', 'ascending')
  await page.getByRole('button', { name: 'Stock', exact: true }).click()
  await expect(page.getByRole('columnheader', { name: 'Stock', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  await expect(page).toHaveURL(/sort=stock&dir=desc/)
  const shown = await stockRows(page).evaluateAll((rows) =>
    rows.map((row) => Number(row.querySelectorAll('td')[2]!.querySelector('span')!.textContent)),
  )
  expect(shown.length).toBeGreaterThan(0)
  expect(shown.every((quantity) => quantity <= 5)).toBe(true)
  expect(shown).toEqual([...shown].sort((a, b) => b - a))

  await page.reload()
  await expect(page.getByRole('switch', { name: 'Low stock only' })).toBeChecked()
  await expect(page.getByLabel('At or below')).toHaveValue('5')
})

test('a View-level user reads stock and history but cannot adjust', async ({ page }) => {
  await signInAndWait(page, 'viewer@example.com', { at: '/inventory' })
  await expect(page.getByText(/read-only: adjusting stock needs Edit permission/)).toBeVisible()
  await expect(page.getByRole('button', { name: /^History of / }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: /^Adjust stock of / })).toHaveCount(0)
  await expectNoA11yViolations(page)
})
