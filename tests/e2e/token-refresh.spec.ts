import type { Page } from '@playwright/test'
import { SignJWT } from 'jose'
import { keepSession, signInAndWait } from './support/app'
import { E2E_JWT_SECRET } from './support/server-env'
import { expect, test } from './support/test'

/** The same session's access token, expiring at `expiresAt` (seconds), signed with `secret`. */
async function tokenCopy(token: string, expiresAt: number, secret = E2E_JWT_SECRET): Promise<string> {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string }
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(expiresAt - 900)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret))
}

/** The same session's access token, but expired an hour ago. */
const expiredCopy = (token: string) => tokenCopy(token, Math.floor(Date.now() / 1000) - 3600)

/** The GraphQL queries and mutations the page sends, in order (not its live streams, which open when they will). */
function recordOperations(page: Page): string[] {
  const operations: string[] = []
  page.on('request', (request) => {
    const stream = request.headers()['accept'] === 'text/event-stream'
    if (request.url().endsWith('/graphql') && request.method() === 'POST' && !stream) {
      operations.push((request.postDataJSON() as { operationName?: string }).operationName ?? '?')
    }
  })
  return operations
}

test('requests that meet an expired token share one refresh and are retried', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInAndWait(page, 'admin@example.com')
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const expired = await expiredCopy(token!)
  // The stored expiry still looks fresh, so the client only learns of the expiry from the server.
  await page.evaluate((value) => localStorage.setItem('token', value), expired)

  const operations = recordOperations(page)
  // The users list loads its page and the tab counts at once.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible()
  await expect(
    page.getByRole('table').getByText('admin@example.com', { exact: true }).filter({ visible: true }),
  ).toBeVisible()

  const count = (name: string) => operations.filter((operation) => operation === name).length
  expect(count('RefreshToken')).toBe(1)
  expect(count('GetUsers')).toBe(2)
  expect(count('GetUserRolesGroupCounts')).toBe(2)
  const refreshAt = operations.indexOf('RefreshToken')
  expect(operations.slice(0, refreshAt).sort()).toEqual(['GetUserRolesGroupCounts', 'GetUsers'])
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(expired)
})

test('a page load with an expired access token leaves the first requests to the entry, which refreshes first', async ({
  page,
}) => {
  // Signed in without the app open: an app page left running could refresh the same token while this one loads.
  await keepSession(page, 'admin@example.com')
  const expired = await expiredCopy((await page.evaluate(() => localStorage.getItem('token')))!)
  const past = new Date(Date.now() - 3_600_000).toISOString()
  await page.evaluate(([token, expire]) => Object.assign(localStorage, { token, expire }), [expired, past])

  const operations = recordOperations(page)
  await page.goto('/orders')
  await expect(page.getByText(/^Showing 1-20 of [\d,]+ orders$/)).toBeVisible()
  // The boot script sent nothing with the expired token: one refresh, then each request once.
  expect(operations[0]).toBe('RefreshToken')
  const firstRequests = ['GetMe', 'RefreshToken', 'SearchOrders']
  expect(operations.filter((operation) => firstRequests.includes(operation)).toSorted()).toEqual(firstRequests)
})

test('a token the server refuses: the refusal of what the boot script sent leads to the usual end of the session', async ({
  page,
}) => {
  await keepSession(page, 'admin@example.com')
  const token = (await page.evaluate(() => localStorage.getItem('token')))!
  const forged = await tokenCopy(token, Math.floor(Date.now() / 1000) + 600, 'a-signing-key-this-server-never-used')
  await page.evaluate((value) => localStorage.setItem('token', value), forged)

  const operations = recordOperations(page)
  await page.goto('/orders')
  // The end of the session loads the sign-in page afresh: exactly this URL (the router's own redirect, which may show
  // first while the page unloads, adds `redirect`).
  await page.waitForURL(/\/auth\?mode=login$/)
  // The boot script's GetMe was refused, and the entry's own GetMe, through the usual client, ended the session.
  expect(operations.filter((operation) => operation === 'GetMe')).toHaveLength(2)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})
