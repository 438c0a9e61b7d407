import type { APIRequestContext } from '@playwright/test'
import { newEmployee } from './support/api'
import { DEMO_PASSWORD, expectNoA11yViolations, loginThroughApi, signInAndWait } from './support/app'
import { expect, test } from './support/test'

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0'
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1'

/** Whether an access token is still accepted, asked the way the app asks. */
async function accepted(request: APIRequestContext, token: string): Promise<boolean> {
  const response = await request.post('/graphql', {
    data: { query: '{ me { email } }' },
    headers: { authorization: `Bearer ${token}` },
  })
  return !(await response.json()).errors
}

test('see where you are signed in, end one other session, then all the others', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const email = `sessions-${Date.now()}@example.com`
  await newEmployee(page.request, { email, firstName: 'Sasha', lastName: 'Sessions', password: DEMO_PASSWORD })
  // A second browser with the app open, in Firefox on Windows as far as the server can tell.
  const desktopBrowser = await browser.newContext({ baseURL, userAgent: FIREFOX_ON_WINDOWS })
  const desktopPage = await desktopBrowser.newPage()
  await signInAndWait(desktopPage, email, { at: '/settings/security' })
  const desktop = (await desktopPage.evaluate(() => localStorage.getItem('token')))!
  const device = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'user-agent': SAFARI_ON_IPHONE } })
  const phone = (await loginThroughApi(device, email)).token

  await signInAndWait(page, email, { at: '/settings/security' })
  const rows = page.getByRole('listitem').filter({ hasText: /Signed in/ })
  await expect(rows).toHaveCount(3)
  await expect(rows.first()).toContainText('Chrome')
  await expect(rows.first()).toContainText('This device')
  await expect(rows.filter({ hasText: 'Firefox 140 on Windows 10' })).toContainText('127.0.0.1')
  await expect(rows.filter({ hasText: 'Safari 18 on iOS' })).toHaveCount(1)
  await expect(rows.first().getByRole('button', { name: /^End session/ })).toHaveCount(0)
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: /^End session: Firefox 140 on Windows 10, signed in / }).click()
  await expect(page.getByText('Session ended: Firefox 140 on Windows 10.')).toBeVisible()
  await expect(rows).toHaveCount(2)
  expect(await accepted(page.request, desktop)).toBe(false)
  expect(await accepted(page.request, phone)).toBe(true)
  // The ended browser is signed out on its next request: its refresh token was ended too.
  await desktopPage.reload()
  await expect(desktopPage.getByLabel('Email Address')).toBeVisible()
  await expect(desktopPage).toHaveURL(/\/auth\b/)
  await desktopBrowser.close()

  await page.getByRole('button', { name: 'End all other sessions' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'End all other sessions?' })
  await expect(dialog).toContainText('1 other session will be signed out at once. This device stays signed in.')
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'End sessions' }).click()
  await expect(page.getByText('Ended 1 session.')).toBeVisible()
  await expect(page.getByText('You are signed in on this device only.')).toBeVisible()
  await expect(rows).toHaveCount(1)
  expect(await accepted(page.request, phone)).toBe(false)

  // This device stays signed in.
  await page.reload()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(rows).toHaveCount(1)
})

test('a user manager sees where a user is signed in and ends it all; not for someone holding more', async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = `signed-in-${Date.now()}@example.com`
  const userId = await newEmployee(page.request, {
    email,
    firstName: 'Robin',
    lastName: 'Roaming',
    password: DEMO_PASSWORD,
  })
  const device = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'user-agent': FIREFOX_ON_WINDOWS },
  })
  const { token } = await loginThroughApi(device, email)
  await loginThroughApi(device, email)

  await signInAndWait(page, 'hr@example.com', { at: `/users/${userId}/edit` })
  const sessions = page.getByRole('listitem').filter({ hasText: 'Firefox 140 on Windows 10' })
  await expect(sessions).toHaveCount(2)
  await expect(page.getByRole('button', { name: /^End session/ })).toHaveCount(0)
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: 'End all sessions' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'End all sessions?' })
  await expect(dialog).toContainText('Robin Roaming will be signed out of 2 sessions at once and can sign in again.')
  await dialog.getByRole('button', { name: 'End sessions' }).click()
  await expect(page.getByText('Ended 2 sessions of Robin Roaming.')).toBeVisible()
  await expect(page.getByText('Robin is not signed in anywhere.')).toBeVisible()
  expect(await accepted(page.request, token)).toBe(false)

  // The administrator holds more than the user manager: their sessions are shown, not ended from here.
  await page.goto('/users')
  // The users list's own box: the top bar's search is a searchbox too, and may be the only one while the list loads.
  await page.getByRole('searchbox', { name: 'Search users' }).fill('admin@example.com')
  // The filtered list first: a link clicked in the list the search replaces can be gone before it navigates.
  await expect(page.getByText(/^1 of \d+ users$/)).toBeVisible()
  await page
    .getByRole('link', { name: /Ada Admin/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible()
  await expect(page.getByText('You can view this user but not change them')).toBeVisible()
  await expect(page.getByRole('button', { name: 'End all sessions' })).toHaveCount(0)
})
