import { readFile } from 'node:fs/promises'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

test('the users table fits 1280 px: emails wrap whole, Created and Edit show, times are real', async ({ page }) => {
  await page.goto('/users')
  const table = page.getByRole('table', { name: 'Users' })
  const rows = table.locator('tbody tr')
  await expect(rows).toHaveCount(10)
  // Nothing of the table lies outside its box: no column is scrolled away.
  const overflow = await table.evaluate(
    (element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  for (const row of await rows.all()) {
    const edit = await row.getByRole('link', { name: /^Edit user / }).boundingBox()
    expect(edit!.x + edit!.width).toBeLessThanOrEqual(1280)
    // An email wraps at most once (after its @), never letter by letter.
    const email = await row.locator('td').nth(1).locator('div').nth(1).boundingBox()
    expect(email!.height).toBeLessThan(40)
  }
  const created = await table.locator('tbody time').allTextContents()
  expect(created).toHaveLength(10)
  const times = new Set(created.map((text) => text.replace(/^.*\d{4}/, '')))
  // Seeded accounts were made at different times of day, not all at midnight.
  expect(times.size).toBeGreaterThan(5)
  await expectNoA11yViolations(page)
})

test('labels say what they do: Deactivate Selected, Create password reset link, no level on fixed roles', async ({
  page,
}) => {
  await page.goto('/users?q=customer%40example.com')
  const row = page.getByRole('row').filter({ hasText: 'customer@example.com' })
  await expect(row.getByRole('list', { name: 'Roles' })).toHaveText('customer')
  await row.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Bulk Actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Delete Selected' })).toHaveCount(0)
  await page.getByRole('menuitem', { name: 'Deactivate Selected' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog.getByRole('heading')).toHaveText('Deactivate 1 user?')
  await expect(dialog.getByRole('button', { name: 'Deactivate', exact: true })).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await row.getByRole('link', { name: 'Edit user Casey Customer' }).click()
  await expect(page.getByRole('button', { name: 'Create password reset link' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send password reset link' })).toHaveCount(0)
})

test("the product page's Export downloads the list export's CSV for that product", async ({ page }) => {
  await page.goto('/products')
  const first = page.getByRole('link', { name: /^View / }).first()
  await first.click()
  await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^product-.+\.csv$/)
  const [header, ...rows] = (await readFile((await file.path())!, 'utf8')).trim().split('\r\n')
  expect(header).toBe('id,sku,name,description,price,stock,status,category,createdAt')
  expect(rows).toHaveLength(1)
  expect(rows[0]).toContain(page.url().split('/').pop()!)
})
