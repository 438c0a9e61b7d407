import { SignJWT } from 'jose'
import { signInAndWait } from './support/app'
import { E2E_JWT_SECRET } from './support/server-env'
import { expect, test } from './support/test'

/** The same session's access token, but expired an hour ago. */
async function expiredCopy(token: string): Promise<string> {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string }
  const past = Math.floor(Date.now() / 1000) - 3600
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(past - 900)
    .setExpirationTime(past)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET))
}

test('requests that meet an expired token share one refresh and are retried', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInAndWait(page, 'admin@example.com')
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const expired = await expiredCopy(token!)
  // The stored expiry still looks fresh, so the client only learns of the expiry from the server.
  await page.evaluate((value) => localStorage.setItem('token', value), expired)

  const operations: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST') {
      operations.push((request.postDataJSON() as { operationName?: string }).operationName ?? '?')
    }
  })
  // The users list loads its page and the tab counts at once.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'admin@example.com', exact: true })).toBeVisible()

  const count = (name: string) => operations.filter((operation) => operation === name).length
  expect(count('RefreshToken')).toBe(1)
  expect(count('GetUsers')).toBe(2)
  expect(count('GetUserRolesGroupCounts')).toBe(2)
  const refreshAt = operations.indexOf('RefreshToken')
  expect(operations.slice(0, refreshAt).sort()).toEqual(['GetUserRolesGroupCounts', 'GetUsers'])
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(expired)
})
