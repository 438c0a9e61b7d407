import { readFile } from 'node:fs/promises'
import { type Page } from '@playwright/test'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
const usersTable = (page: Page) => page.getByRole('table')

async function createUser(page: Page, firstName: string, lastName: string, email: string) {
  await page.goto('/users')
  await page.getByRole('link', { name: 'Add User' }).first().click()
  await expect(page).toHaveURL(/\/users\/new$/)
  await page.getByLabel('First Name').fill(firstName)
  await page.getByLabel('Last Name').fill(lastName)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('long-enough-1')
  await page.getByRole('button', { name: 'Create User' }).click()
  await expect(page.getByText('User Created Successfully!')).toBeVisible()
  await page.waitForURL((url) => url.pathname === '/users')
}

async function openUser(page: Page, email: string, fullName: string) {
  await page.goto(`/users?q=${encodeURIComponent(email)}`)
  await page.getByRole('link', { name: `Edit user ${fullName}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Edit User: ${fullName}` })).toBeVisible()
}

test('search narrows the table; a search with no match says so', async ({ page }) => {
  await page.goto('/users')
  await expect(page.getByText(/^\d+ total users$/)).toBeVisible()
  await expect(usersTable(page).getByRole('link', { name: /^Edit user / })).toHaveCount(10)
  await expectNoA11yViolations(page)

  await page.getByRole('searchbox', { name: 'Search users' }).fill('storefront.example')
  await expect(page).toHaveURL(/q=storefront\.example/)
  await expect(page.getByText(/^\d+ of \d+ users$/)).toBeVisible()
  const emails = await usersTable(page).locator('tbody tr td:nth-child(2) div:nth-child(2)').allTextContents()
  expect(emails.length).toBeGreaterThan(0)
  for (const email of emails) expect(email).toContain('storefront.example')

  await page.getByRole('searchbox', { name: 'Search users' }).fill('nobody-has-this-name')
  await expect(page.getByRole('heading', { name: 'No users found' })).toBeVisible()
  await expect(page.getByText('Try adjusting your search term or filters.')).toBeVisible()

  await page.getByRole('searchbox', { name: 'Search users' }).fill('')
  await page.getByRole('button', { name: 'Filters' }).click()
  await page.getByRole('checkbox', { name: 'Inactive' }).click()
  await expect(page).toHaveURL(/status=/)
  await expect(usersTable(page).getByText('Active', { exact: true })).toHaveCount(0)
  await expect(usersTable(page).getByText('Inactive', { exact: true }).first()).toBeVisible()
  await expectNoA11yViolations(page)
})

test('create a user: a short password is refused, then the user is created and listed', async ({ page }) => {
  const id = unique()
  const email = `new.${id}@example.com`
  await page.goto('/users/new')
  await page.getByRole('button', { name: 'Create User' }).click()
  await expect(page.getByText('First name is required')).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByLabel('First Name').fill('Nora')
  await page.getByLabel('Last Name').fill(`New${id}`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('1234567')
  await page.getByRole('button', { name: 'Create User' }).click()
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible()

  await page.getByLabel('Password').fill('12345678')
  await expect(page.getByText('Password must be at least 8 characters long')).toBeHidden()
  await page.getByRole('button', { name: 'Create User' }).click()
  await expect(page.getByText('User Created Successfully!')).toBeVisible()
  await page.waitForURL((url) => url.pathname === '/users')

  await page.getByRole('searchbox', { name: 'Search users' }).fill(email)
  await expect(usersTable(page).getByRole('link', { name: `Edit user Nora New${id}` })).toBeVisible()
  await expect(page.getByText(/^1 of \d+ users$/)).toBeVisible()
})

test('edit a user: add a role and raise its level, add to a group, deactivate, update', async ({ page }) => {
  const id = unique()
  const email = `edit.${id}@example.com`
  const fullName = `Eddie Edit${id}`
  await createUser(page, 'Eddie', `Edit${id}`, email)
  await openUser(page, email, fullName)
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: 'Add Role' }).click()
  const addRole = page.getByRole('dialog', { name: 'Add Role' })
  await addRole.getByLabel('Role').click()
  await page.getByRole('option', { name: 'analyst' }).click()
  await addRole.getByRole('button', { name: 'Next' }).click()
  await expect(addRole.getByLabel('Permission Level')).toHaveText('View (5)')
  await addRole.getByRole('button', { name: 'Add Role' }).click()
  await expect(addRole).toBeHidden()
  const roles = page.getByRole('list', { name: 'Direct roles' })
  await expect(roles.getByRole('listitem').filter({ hasText: 'analyst' })).toContainText('View (5)')

  await page.getByRole('button', { name: 'Edit (15) for analyst' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Change the permission level of "analyst" to Edit (15)?')
  await confirm.getByRole('button', { name: 'Change Level' }).click()
  await expect(confirm).toBeHidden()
  await expect(roles.getByRole('listitem').filter({ hasText: 'analyst' })).toContainText('Edit (15)')

  await page.getByRole('button', { name: 'Add to Group' }).click()
  const addGroup = page.getByRole('dialog', { name: 'Add to Group' })
  await addGroup.getByLabel('Group').click()
  await page.getByRole('option', { name: 'Finance' }).click()
  await addGroup.getByRole('button', { name: 'Add to Group' }).click()
  await expect(addGroup).toBeHidden()
  await expect(page.getByRole('list', { name: 'Group memberships' })).toContainText('Finance')

  await page.getByRole('button', { name: 'Create password reset link' }).click()
  await expect(page.getByLabel('Password reset link')).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/reset\?token=\S+$/)

  await page.getByRole('button', { name: 'Deactivate User' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click()
  await expect(page.getByRole('button', { name: 'Activate User' })).toBeVisible()

  await page.getByLabel('Phone Number').fill('+1 (555) 010-2030')
  await page.getByRole('button', { name: 'Update User' }).click()
  await expect(page.getByRole('alertdialog')).toContainText("Are you sure you want to update the user's information?")
  await page.getByRole('alertdialog').getByRole('button', { name: 'Update' }).click()
  await expect(page.getByText('User Updated Successfully!')).toBeVisible()
  await page.waitForURL((url) => url.pathname === '/users')

  await page.getByRole('searchbox', { name: 'Search users' }).fill(email)
  const row = usersTable(page).getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('analyst (Edit)')
  await expect(row).toContainText('Finance')
  await expect(row).toContainText('Inactive')
})

test('create, edit and delete a group', async ({ page }) => {
  const name = `QA Group ${unique()}`
  await page.goto('/users/groups')
  await expect(page.getByRole('heading', { name: 'Group Management' })).toBeVisible()
  await expect(page.getByText('Manage groups and their members')).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByRole('link', { name: 'Add Group' }).click()
  await page.getByLabel('Group Name').fill('Q')
  await page.getByRole('button', { name: 'Create Group' }).click()
  await expect(page.getByText('Group name must be at least 2 characters long')).toBeVisible()
  await expect(page.getByText('At least one role must be selected')).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByLabel('Group Name').fill(name)
  await page.getByLabel('Description').fill('Checks the releases')
  await page.getByRole('checkbox', { name: 'analyst' }).click()
  await expect(page.getByRole('button', { name: 'View (5) for analyst' })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Delete (20) for analyst' }).click()
  await expect(page.getByRole('button', { name: 'Edit (15) for analyst' })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Create Group' }).click()
  await expect(page.getByText('Group created successfully!')).toBeVisible()
  await page.waitForURL((url) => url.pathname === '/users/groups')
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('analyst (Delete)')

  await row.getByRole('link', { name: `Edit group ${name}` }).click()
  await expect(page.getByLabel('Group Name')).toHaveValue(name)
  await expectNoA11yViolations(page)
  await page.getByLabel('Description').fill('Checks every release')
  await page.getByRole('checkbox', { name: 'sales' }).click()
  await page.getByRole('button', { name: 'Update Group' }).click()
  await expect(page.getByText('Group updated successfully!')).toBeVisible()
  await page.waitForURL((url) => url.pathname === '/users/groups')
  await expect(row).toContainText('Checks every release')
  await expect(row).toContainText('sales (View)')

  const groupsTab = page.getByRole('link', { name: /^Groups \d+$/ })
  const before = Number((await groupsTab.textContent())!.replace(/\D/g, ''))
  await row.getByRole('button', { name: `Delete group ${name}` }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete Group' })
  await expect(dialog).toContainText('Are you sure you want to delete this group?')
  await expect(dialog).toContainText(name)
  await expect(dialog).toContainText('Checks every release')
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Delete Group' }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toHaveCount(0)
  await expect(groupsTab).toHaveText(`Groups ${before - 1}`)
})

test('create a role and open it for editing', async ({ page }) => {
  const name = `qa_role_${unique()}`
  await page.goto('/users/roles')
  await expect(page.getByRole('heading', { level: 1, name: 'Role Management' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Edit role / }).first()).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('link', { name: 'Add Role' }).click()
  await page.getByLabel('Role Name').fill(name)
  await page.getByLabel('Description').fill('Reviews releases')
  await page.getByRole('button', { name: 'Create Role' }).click()
  await expect(page.getByText('Role created successfully!')).toBeVisible()
  await page.waitForURL((url) => url.pathname === '/users/roles')
  await page.getByRole('link', { name: `Edit role ${name}` }).click()
  await expect(page.getByLabel('Role Name')).toHaveValue(name)
  await expect(page.getByLabel('Description')).toHaveValue('Reviews releases')
  await expectNoA11yViolations(page)
})

test('export selected gives a CSV with exactly those users', async ({ page }) => {
  await page.goto('/users?q=storefront.example')
  const rows = usersTable(page).locator('tbody tr')
  await expect(rows).toHaveCount(10)
  const emails = await usersTable(page).locator('tbody tr td:nth-child(2) div:nth-child(2)').allTextContents()
  await page.getByRole('checkbox', { name: 'Select all users' }).click()
  await rows.first().getByRole('checkbox').click()
  await expect(page.getByText('9 selected')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Select all users' })).not.toBeChecked()

  await page.getByRole('button', { name: 'Bulk Actions' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'Export Selected' }).click()
  const csv = await readFile(await (await download).path(), 'utf8')
  for (const email of emails.slice(1)) expect(csv).toContain(email)
  expect(csv).not.toContain(emails[0]!)
  expect(csv.trim().split('\n')).toHaveLength(10)
})
