import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

const MESSAGE = 'From must be on or before To'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

test('a link with From after To keeps the list and says why beside the date fields', async ({ page }) => {
  await page.goto('/orders?from=2026-11-20&to=2026-11-01')
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  const from = page.getByLabel('From', { exact: true })
  const to = page.getByLabel('To', { exact: true })
  await expect(from).toHaveValue('2026-11-20')
  await expect(from).toHaveAttribute('aria-invalid', 'true')
  await expect(from).toHaveAccessibleDescription(MESSAGE)
  await expect(to).toHaveAccessibleDescription(MESSAGE)
  // The list stays usable: it shows orders (the reversed range is not applied) and no error.
  await expect(page.getByText(/^Showing 1-20 of [\d,]+ orders$/)).toBeVisible()
  await expect(page.getByText(/Unexpected Application Error|Error loading orders|^Error: /)).toHaveCount(0)
  await expectNoA11yViolations(page)

  // Putting the range right applies it, and the message goes.
  await to.fill('2026-11-25')
  await expect(page).toHaveURL(/to=2026-11-25/)
  await expect(from).not.toHaveAttribute('aria-invalid')
  await expect(page.getByText(MESSAGE)).toHaveCount(0)
})

test('typing a From after To in the fields says why beside them, and the list keeps loading', async ({ page }) => {
  await page.goto('/orders')
  await expect(page.getByText(/^Showing 1-20 of [\d,]+ orders$/)).toBeVisible()
  await page.getByLabel('To', { exact: true }).fill('2026-11-01')
  await expect(page).toHaveURL(/to=2026-11-01/)
  await page.getByLabel('From', { exact: true }).fill('2026-11-20')
  await expect(page).toHaveURL(/from=2026-11-20/)
  await expect(page.getByRole('alert').filter({ hasText: MESSAGE })).toBeVisible()
  await expect(page.getByLabel('From', { exact: true })).toHaveAccessibleDescription(MESSAGE)
  await expect(page.getByText(/^Showing 1-\d+ of [\d,]+ orders$/)).toBeVisible()
  await expect(page.getByText(/Error loading orders|^Error: /)).toHaveCount(0)
})
