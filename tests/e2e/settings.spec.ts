import { newEmployee } from './support/api'
import { type Page } from '@playwright/test'
import { DEMO_PASSWORD, expectNoA11yViolations, signIn, signInAndWait } from './support/app'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
})

const settingsMenu = (page: Page) => page.getByRole('navigation', { name: 'Settings' })
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'))

test('the settings menu links each section, and /settings opens the profile', async ({ page }) => {
  await signInAndWait(page, 'admin@example.com', { at: '/settings' })
  await expect(page).toHaveURL(/\/settings\/profile$/)
  await expect(settingsMenu(page).getByRole('link')).toHaveText(['Profile', 'Notifications', 'Security', 'Appearance'])
  await expect(settingsMenu(page).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page')
  await settingsMenu(page).getByRole('link', { name: 'Security' }).click()
  await expect(page).toHaveURL(/\/settings\/security$/)
  await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible()
})

test('choose a theme in Appearance; it is kept after a reload, and Auto follows the system again', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await signInAndWait(page, 'admin@example.com', { at: '/settings/appearance' })
  await expect(page.getByRole('radio', { name: /Auto/ })).toBeChecked()
  await expectNoA11yViolations(page)
  await page.reload()

  await page.getByRole('radio', { name: /Dark/ }).check()
  expect(await isDark(page)).toBe(true)
  await page.reload()
  await expect(page.getByRole('radio', { name: /Dark/ })).toBeChecked()
  expect(await isDark(page)).toBe(true)
  // The top-bar toggle and this page share one setting.
  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  await expect(page.getByRole('radio', { name: /Light/ })).toBeChecked()

  await page.getByRole('radio', { name: /Auto/ }).check()
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull()
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect.poll(() => isDark(page)).toBe(true)
  await page.reload()
  await expect(page.getByRole('radio', { name: /Auto/ })).toBeChecked()
  expect(await isDark(page)).toBe(true)
})

test('edit the profile: invalid phone refused, a taken email refused by the server, a new phone kept', async ({
  page,
}) => {
  await signInAndWait(page, 'dev@example.com', { at: '/settings/profile' })
  const phone = page.getByLabel('Phone Number')
  await expect(phone).not.toHaveValue('')
  await expect(page.getByRole('form', { name: 'Profile' })).toContainText('dev@example.com')
  await expectNoA11yViolations(page)

  await phone.fill('call me maybe')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible()

  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText('Please enter a valid phone number')).toBeHidden()
  await page.getByLabel(/^Email/).fill('admin@example.com')
  // A new email asks for the current password, on the form and on the server.
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Enter your current password to change your email.')).toBeVisible()
  await page.getByLabel(/^Current Password/).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('This email address is already used by another account.').first()).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('Your profile could not be saved')

  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByLabel(/^Email/)).toHaveValue('dev@example.com')
  await expect(page.getByLabel(/^Current Password/)).toBeHidden()
  await phone.fill('+1 (555) 010-2030')
  await page.getByLabel('First Name').fill('Devika')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Your profile has been saved.')).toBeVisible()
  // The shell's user menu follows without a reload.
  await expect(page.getByRole('button', { name: /^Devika .*, user menu$/ })).toContainText('Devika')

  await page.reload()
  await expect(page.getByLabel('Phone Number')).toHaveValue('+1 (555) 010-2030')
  await expect(page.getByLabel('First Name')).toHaveValue('Devika')
})

test('notification switches are saved on the server', async ({ page }) => {
  await signInAndWait(page, 'admin@example.com', { at: '/settings/notifications' })
  const push = page.getByRole('switch', { name: 'Push notifications' })
  const email = page.getByRole('switch', { name: 'Email notifications' })
  await expect(push).not.toBeChecked()
  await expect(email).toBeChecked()
  await expectNoA11yViolations(page)

  await push.click()
  await expect(page.getByText('Push notifications turned on.')).toBeVisible()
  await email.click()
  await expect(page.getByText('Email notifications turned off.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Push notifications' })).toBeChecked()
  await expect(page.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked()
})

test('change the password: a wrong current one is refused; a change signs out the other sessions', async ({
  page,
  browser,
  request,
}) => {
  // A person of this test's own: the demo accounts keep their password whatever happens here.
  const email = `password.${Date.now()}@example.com`
  const initial = 'initial-password-1'
  await newEmployee(request, { email, firstName: 'Pat', lastName: 'Password', password: initial })
  // Another browser signed in as the same person.
  const elsewhere = await browser.newPage()
  await signInAndWait(elsewhere, email, { password: initial })
  await signInAndWait(page, email, { password: initial, at: '/settings/security' })
  const form = page.getByRole('form', { name: 'Change password' })
  await expect(form).toBeVisible()
  await expectNoA11yViolations(page)

  const current = form.getByLabel(/^Current Password/)
  await current.fill('not-my-password')
  await form.getByRole('button', { name: 'Show current password' }).click()
  await expect(current).toHaveAttribute('type', 'text')
  await form.getByLabel(/^New Password/).fill('a-new-password-1')
  await form.getByLabel(/^Confirm New Password/).fill('a-new-password-2')
  await form.getByRole('button', { name: 'Update Password' }).click()
  await expect(form.getByText('The passwords do not match')).toBeVisible()

  await form.getByLabel(/^Confirm New Password/).fill('a-new-password-1')
  await form.getByRole('button', { name: 'Update Password' }).click()
  await expect(form.getByRole('alert')).toContainText('The current password is incorrect.')

  await current.fill(initial)
  await form.getByRole('button', { name: 'Update Password' }).click()
  await expect(form.getByRole('status')).toContainText(/Password updated\. \d+ other sessions? (was|were) signed out\./)
  await expect(current).toHaveValue('')

  // The other browser is sent to sign in; this one carries on.
  await elsewhere.reload()
  await expect(elsewhere).toHaveURL(/\/auth/)
  await elsewhere.close()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible()

  // Only the new password signs in now.
  const check = await browser.newPage()
  await signIn(check, email, initial)
  await expect(check.getByRole('alert')).toHaveText(/Invalid email or password/)
  await signIn(check, email, 'a-new-password-1')
  await expect(check.getByText('Login Successful!')).toBeVisible()
  await check.close()
})
