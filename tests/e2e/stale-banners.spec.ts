import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

test("a refused role's banner goes once the name changes", async ({ page }) => {
  await page.goto('/users/roles/new')
  const name = page.getByLabel('Role Name')
  await name.fill('analyst')
  await page.getByRole('checkbox', { name: 'Orders: View' }).check()
  await page.getByRole('button', { name: 'Create Role' }).click()
  const banner = page.getByRole('alert').filter({ hasText: 'Failed to create role' })
  await expect(banner).toContainText('A role with this name already exists')
  await expectNoA11yViolations(page)

  await name.fill(`analyst_${Date.now().toString(36)}`)
  await expect(banner).toHaveCount(0)
})

test("a refused password change's banner goes once the current password is typed again", async ({ page }) => {
  await page.goto('/settings/security')
  const current = page.getByLabel(/^Current Password/)
  await current.fill('not-the-password-1')
  await page.getByLabel(/^New Password/).fill('another-password-2')
  await page.getByLabel(/^Confirm New Password/).fill('another-password-2')
  await page.getByRole('button', { name: 'Update Password' }).click()
  const banner = page.getByRole('alert').filter({ hasText: 'Password not changed' })
  await expect(banner).toContainText('The current password is incorrect')

  // Typing the right one (not sent: the demo password stays) answers the refusal.
  await current.fill('demo-password-1')
  await expect(banner).toHaveCount(0)
})
