import { apiAs, newEmployee } from './support/api'
import { expectNoA11yViolations, signIn } from './support/app'
import { expect, test } from './support/test'

const NEW_PASSWORD = 'fresh-reset-password-1'

test('a reset link sets a new password once, refuses a mismatched confirmation, then says it is spent', async ({
  page,
  request,
}) => {
  // A user of this test's own, so the demo accounts keep their password.
  const email = `reset.${Date.now()}@example.com`
  const userId = await newEmployee(request, {
    email,
    firstName: 'Rita',
    lastName: 'Reset',
    password: 'initial-password-1',
  })
  const admin = await apiAs(request, 'admin@example.com')
  const { issuePasswordReset } = await admin<{ issuePasswordReset: { url: string } }>(
    'mutation ($userId: ID!) { issuePasswordReset(userId: $userId) { url } }',
    { userId },
  )

  await page.goto(issuePasswordReset.url)
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible()
  await expect(page).toHaveTitle('Reset Password · Storefront Admin')
  await expectNoA11yViolations(page)

  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(NEW_PASSWORD)
  await page.getByRole('textbox', { name: 'Confirm New Password' }).fill('something-else-1')
  await page.getByRole('button', { name: 'Set New Password' }).click()
  await expect(page.getByText('The passwords do not match')).toBeVisible()

  await page.getByRole('textbox', { name: 'Confirm New Password' }).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Set New Password' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toContainText(
    'Your password has been changed. Sign in with your new password.',
  )
  await page.getByRole('link', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()

  await signIn(page, email, NEW_PASSWORD)
  await page.waitForURL((url) => url.pathname !== '/auth')
  await expect(page.getByRole('banner')).toBeVisible()

  await page.goto(issuePasswordReset.url)
  await expect(page.getByText('This reset link has already been used')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'New Password', exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth?mode=login')
  await expectNoA11yViolations(page)
})

test('a reset link without a known token says so and leads back to sign-in', async ({ page }) => {
  await page.goto('/reset?token=not-a-real-token')
  await expect(page.getByText('This reset link is not valid')).toBeVisible()
  await page.getByRole('link', { name: 'Back to sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
})
