import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

test("the user menu button's name holds the name it shows (WCAG 2.5.3)", async ({ page }) => {
  const shown = page.getByRole('banner').getByText('Ada Admin', { exact: true })
  await expect(shown).toBeVisible()
  const button = page.getByRole('banner').getByRole('button', { name: /user menu/ })
  await expect(button).toHaveAccessibleName('Ada Admin, user menu')
  await button.click()
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible()
})

test('an empty product list offers no Select All', async ({ page }) => {
  await page.goto('/products?q=no-product-has-this-name-at-all')
  await expect(page.getByRole('heading', { name: /No products/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Select All', exact: true })).toHaveCount(0)
  await expectNoA11yViolations(page)
  await page.goto('/products')
  await expect(page.getByRole('button', { name: 'Select All', exact: true })).toBeEnabled()
})
