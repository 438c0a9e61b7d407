import { type Page } from '@playwright/test'
import { apiQuery } from './support/api'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

/** The Permissions cell of the one row the search for this email shows. */
async function permissionsOf(page: Page, email: string) {
  await page.goto(`/users?q=${encodeURIComponent(email)}`)
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toHaveCount(1)
  const headers = (await page.getByRole('columnheader').allTextContents()).map((text) => text.trim())
  const column = headers.indexOf('Permissions')
  expect(column).toBeGreaterThan(0)
  return row.getByRole('cell').nth(column)
}

test('the Permissions column shows what a user holds: a customer nothing, not a red Delete', async ({ page }) => {
  const customer = await permissionsOf(page, 'customer@example.com')
  await expect(customer).toHaveText('—')
  await expectNoA11yViolations(page)
  // The viewer holds View in orders, products and inventory, and no more, though employee is held "at 20".
  const viewer = await permissionsOf(page, 'viewer@example.com')
  await expect(viewer.getByRole('listitem')).toHaveText(['View'])
  const admin = await permissionsOf(page, 'admin@example.com')
  await expect(admin.getByRole('listitem')).toHaveText(['Delete'])

  // The Delete filter finds those holding Delete somewhere, not every user.
  await page.goto(`/users?permissions=${encodeURIComponent('["Delete"]')}`)
  const counts = page.getByText(/^\d+ of \d+ users$/)
  await expect(counts).toBeVisible()
  const [shown, total] = (await counts.textContent())!.match(/\d+/g)!.map(Number)
  expect(shown).toBeGreaterThan(0)
  expect(shown).toBeLessThan(total!)
  await page.getByRole('searchbox', { name: 'Search users' }).fill('customer@example.com')
  await expect(page.getByRole('heading', { name: 'No users found' })).toBeVisible()
})

test("an administrator is not offered Deactivate User on their own account, but is on another's", async ({ page }) => {
  await page.goto('/users?q=admin%40example.com')
  await page.getByRole('link', { name: 'Edit user Ada Admin' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit User: Ada Admin' })).toBeVisible()
  await expect(page.getByText('You cannot deactivate your own account.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Deactivate User' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Create password reset link' })).toBeVisible()
  await expectNoA11yViolations(page)

  await page.goto('/users?q=stock%40example.com')
  await page.getByRole('link', { name: 'Edit user Stan Stock' }).click()
  await expect(page.getByRole('button', { name: 'Deactivate User' })).toBeVisible()
})

/** A user of this test's own holding analyst directly and one group: what the failing removals act on. */
async function userWithRoleAndGroup(page: Page) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
  const lastName = `Fail${id}`
  const { register } = await apiQuery<{ register: { id: string } }>(
    page,
    'mutation ($request: RegisterInput!) { register(request: $request) { id } }',
    { request: { firstName: 'Rory', lastName, email: `rory.${id}@example.com`, password: 'long-enough-1' } },
  )
  const { allRoles, allGroups } = await apiQuery<{
    allRoles: { id: string; name: string }[]
    allGroups: { id: string; name: string }[]
  }>(page, '{ allRoles { id name } allGroups { id name } }')
  const analyst = allRoles.find((role) => role.name === 'analyst')!
  const group = allGroups[0]!
  await apiQuery(page, 'mutation ($request: UserRoleInput!) { assignUserRole(request: $request) }', {
    request: { userId: register.id, roleId: analyst.id, permissionLevel: 5 },
  })
  await apiQuery(page, 'mutation ($request: UserGroupInput!) { addUserToGroup(request: $request) }', {
    request: { userId: register.id, groupId: group.id },
  })
  return { userId: register.id, fullName: `Rory ${lastName}`, groupName: group.name }
}

test('a failed removal of a role or a group membership tells the user why, and keeps the row', async ({ page }) => {
  const { userId, fullName, groupName } = await userWithRoleAndGroup(page)
  // The server refuses both removals.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? ''
    if (!/RemoveUserRole|RemoveUserFromGroup/.test(body)) return route.fallback()
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        data: null,
        errors: [{ message: 'The directory is read-only today.', extensions: { code: 'FORBIDDEN' } }],
      }),
    })
  })
  await page.goto(`/users/${userId}/edit`)
  await expect(page.getByRole('heading', { level: 1, name: `Edit User: ${fullName}` })).toBeVisible()

  await page.getByRole('button', { name: 'Remove role analyst' }).click()
  await expect(page.getByText('Role "analyst" could not be removed: The directory is read-only today.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Direct roles' })).toContainText('analyst')

  await page.getByRole('button', { name: `Remove from group ${groupName}` }).click()
  await expect(
    page.getByText(`Could not remove from group "${groupName}": The directory is read-only today.`),
  ).toBeVisible()
  await expect(page.getByRole('list', { name: 'Group memberships' })).toContainText(groupName)
})
