import { readFile } from 'node:fs/promises'
import { type Locator, type Page } from '@playwright/test'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
})

const sidebarLinks = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link')
const number = (page: Page, label: string) => page.getByRole('spinbutton', { name: label, exact: true })

/** The Price row of an opened event's changes: its before and after cells. */
const priceRow = (scope: Locator) =>
  scope.getByRole('table', { name: 'Changed fields' }).getByRole('row', { name: /^Price/ })

/** The price as the log may write it: 49.9 or 49.90, 50 or 50.00. */
function priceText(price: number): RegExp {
  const [whole, cents = ''] = price.toFixed(2).split('.')
  const fraction = cents.replace(/0+$/, '')
  return new RegExp(`^\\$?${whole}${fraction ? `\\.${fraction}0*` : '(\\.0*)?'}$`)
}

test('an admin finds their price change on the Activity screen and on the product’s History', async ({ page }) => {
  await signInAndWait(page, 'admin@example.com', { at: '/products?view=list' })
  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible()
  const sku = await page.getByRole('textbox', { name: 'SKU', exact: true }).inputValue()
  const oldPrice = Number(await number(page, 'Price').inputValue())
  const newPrice = Math.round((oldPrice + 1.25) * 100) / 100
  await number(page, 'Price').fill(newPrice.toFixed(2))
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Changes saved')).toBeVisible()
  const productUrl = page.url()

  await sidebarLinks(page).filter({ hasText: 'Activity' }).click()
  await expect(page).toHaveURL(/\/settings\/activity$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible()
  await expect(page.getByText(/^Chain verified: [\d,]+ events?/)).toBeVisible()
  await expect(sidebarLinks(page).filter({ hasText: 'Activity' })).toHaveAttribute('aria-current', 'page')
  await expect(sidebarLinks(page).filter({ hasText: 'Settings' })).not.toHaveAttribute('aria-current', 'page')

  // The demo's log is long: a page of 50, and Load more adds the next 50 (keyset paging on the server).
  const rows = page.getByRole('list', { name: 'Activity' }).getByRole('listitem')
  await expect(rows).toHaveCount(50)
  await page.getByRole('button', { name: 'Load more' }).click()
  await expect(rows).toHaveCount(100)

  await page.getByLabel('Person').fill('Ada Admin')
  await expect(page).toHaveURL(/person=Ada(\+|%20)Admin/)
  const activity = page.getByRole('list', { name: 'Activity' })
  const change = activity
    .getByRole('listitem')
    .filter({ hasText: 'Changed a product' })
    .filter({ hasText: sku })
    .first()
  await expect(change).toBeVisible()
  await expect(activity.getByRole('listitem').filter({ hasNotText: 'Ada Admin' })).toHaveCount(0)
  const opener = change.getByRole('button', { name: /Changed a product · Price/ })
  await expect(opener).toHaveAttribute('aria-expanded', 'false')
  await opener.press('Enter')
  await expect(opener).toHaveAttribute('aria-expanded', 'true')
  const cells = priceRow(change).getByRole('cell')
  await expect(cells.nth(0)).toHaveText(priceText(oldPrice))
  await expect(cells.nth(1)).toHaveText(priceText(newPrice))
  await expectNoA11yViolations(page)

  // The filtered list as a file: Ada's events, this change among them.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile((await file.path())!, 'utf8')
  expect(csv).toContain(sku)
  expect(csv).toContain('product.update')

  // A filter nobody matches says so.
  await page.getByLabel('Search activity').fill('no such thing anywhere 9f3a')
  await expect(page.getByText('No activity matches these filters')).toBeVisible()
  await expect(page).toHaveURL(/q=no/)

  await page.goto(productUrl)
  const history = page.getByRole('region', { name: 'History' })
  await expect(history).toBeVisible()
  const latest = history.getByRole('listitem').filter({ hasText: 'Changed a product' }).first()
  await latest.getByRole('button', { name: /Changed a product/ }).click()
  const historyCells = priceRow(latest).getByRole('cell')
  await expect(historyCells.nth(0)).toHaveText(priceText(oldPrice))
  await expect(historyCells.nth(1)).toHaveText(priceText(newPrice))
  await expectNoA11yViolations(page)

  // The History leads to the Activity screen with the record's filter.
  await history.getByRole('link', { name: 'Open in Activity' }).click()
  await expect(page).toHaveURL(/\/settings\/activity\?.*type=product/)
  await expect(page.getByLabel('Record type')).toHaveText('Product')
  await expect(page.getByRole('list', { name: 'Activity' }).getByRole('listitem').first()).toContainText(sku)
})

test('someone without store settings sees neither the Activity link nor the screen', async ({ page }) => {
  await signInAndWait(page, 'orders@example.com')
  await expect(sidebarLinks(page).first()).toBeVisible()
  await expect(sidebarLinks(page).filter({ hasText: 'Activity' })).toHaveCount(0)
  await page.goto('/settings/activity')
  await expect(page.getByText("You don't have access to this page")).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Activity' })).toHaveCount(0)
})

test('an order, a user, a role and a group each show their History', async ({ page }) => {
  await signInAndWait(page, 'admin@example.com', { at: '/users?q=admin%40example.com' })
  const history = page.getByRole('region', { name: 'History' })
  // Ada's own page: this test's sign-in is on her record.
  await page.getByRole('link', { name: 'Edit user Ada Admin' }).click()
  await expect(history.getByRole('button', { name: /^Signed in/ }).first()).toBeVisible()
  await expectNoA11yViolations(page)

  for (const [list, link] of [
    ['/orders', /^View order /],
    ['/users/roles', /^Edit role /],
    ['/users/groups', /^Edit group /],
  ] as const) {
    await page.goto(list)
    await page.getByRole('link', { name: link }).first().click()
    await expect(history.getByText(/No changes have been recorded yet|Changed|Created/).first()).toBeVisible()
    await expect(history.getByRole('alert')).toHaveCount(0)
  }
})

test("a change made on the order's own page shows in its History at once", async ({ page }) => {
  await signInAndWait(page, 'orders@example.com', { at: '/orders' })
  await page
    .getByRole('link', { name: /^View order / })
    .first()
    .click()
  const history = page.getByRole('region', { name: 'History' })
  await expect(history.getByText(/No changes have been recorded yet|Changed|Created/).first()).toBeVisible()
  const notes = page.getByRole('form', { name: 'Add an internal note' })
  await notes.getByRole('textbox', { name: 'New note' }).fill('Customer asked for gift wrap')
  await notes.getByRole('button', { name: 'Add Note' }).click()
  await expect(history.getByRole('button').first()).toContainText('Added a note to an order')
  await expect(history.getByRole('button').first()).toContainText('Olivia Orders')
})
