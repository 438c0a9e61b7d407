// Issue 29 item 20: a group's page lists its members, adds them through a searchable picker and removes them after a
// confirmation, within the grant ceiling and the self rule the server applies to join and leave; the groups list's
// member count leads there.
import { apiAs, newEmployee, type Api } from './support/api'
import { DEMO_PASSWORD, expectNoA11yViolations, screenshotsInThemes, signInAndWait } from './support/app'
import { expect, test } from './support/test'

async function roleId(api: Api, name: string): Promise<string> {
  const { allRoles } = await api<{ allRoles: { id: string; name: string }[] }>('{ allRoles { id name } }')
  return allRoles.find((role) => role.name === name)!.id
}

async function newGroup(api: Api, name: string, roles: { roleId: string; permissionLevel: number }[]) {
  const { createGroup } = await api<{ createGroup: { id: string } }>(
    'mutation ($request: CreateGroupInput!) { createGroup(request: $request) { id } }',
    { request: { name, description: 'Made by group-members.spec', roles } },
  )
  return createGroup.id
}

const join = (api: Api, userId: string, groupId: string) =>
  api('mutation ($request: UserGroupInput!) { addUserToGroup(request: $request) }', { request: { userId, groupId } })

test("an administrator lists, adds and removes a group's members", async ({ page, request }) => {
  test.setTimeout(120_000)
  const stamp = Date.now()
  const admin = await apiAs(request, 'admin@example.com')
  const groupName = `Members ${stamp}`
  const groupId = await newGroup(admin, groupName, [{ roleId: await roleId(admin, 'analyst'), permissionLevel: 5 }])
  const first = await newEmployee(request, {
    email: `member.one.${stamp}@example.com`,
    firstName: 'Mira',
    lastName: `One${stamp}`,
    password: DEMO_PASSWORD,
  })
  await newEmployee(request, {
    email: `member.two.${stamp}@example.com`,
    firstName: 'Milo',
    lastName: `Two${stamp}`,
    password: DEMO_PASSWORD,
  })
  await join(admin, first, groupId)

  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com', { at: '/users/groups' })
  await page.getByRole('link', { name: `1 members of ${groupName}` }).click()
  await expect(page).toHaveURL(new RegExp(`/users/groups/${groupId}/edit#members$`))
  // The link lands on the members section, scrolled into view below the group's form.
  await expect(page.getByRole('heading', { level: 2, name: 'Members' })).toBeInViewport()
  const members = page.getByRole('list', { name: `Members of ${groupName}` })
  await expect(members.getByRole('link', { name: `Mira One${stamp}` })).toHaveAttribute('href', `/users/${first}/edit`)
  await expect(members.getByText(`member.one.${stamp}@example.com`)).toBeVisible()
  await expectNoA11yViolations(page)

  // Add through the picker, by keyboard: search, then the user's Add button.
  await page.getByRole('button', { name: 'Add Member' }).click()
  const picker = page.getByRole('dialog', { name: 'Add Member' })
  await picker.getByLabel('Find a user').first().fill(`member.two.${stamp}`)
  const addMilo = picker.getByRole('button', { name: `Add Milo Two${stamp}` })
  await addMilo.focus()
  await page.keyboard.press('Enter')
  await expect(picker).toBeHidden()
  await expect(members.getByRole('link', { name: `Milo Two${stamp}` })).toBeVisible()
  await expect(page.getByText('2 members.', { exact: false })).toBeVisible()

  // Someone already in the group is offered without an Add button.
  await page.getByRole('button', { name: 'Add Member' }).click()
  await picker.getByLabel('Find a user').first().fill(`member.one.${stamp}`)
  await expect(picker.getByText('Already a member.')).toBeVisible()
  await expect(picker.getByRole('button', { name: `Add Mira One${stamp}` })).toHaveCount(0)
  await expectNoA11yViolations(page)
  await screenshotsInThemes(page, 'group-member-picker')
  await page.keyboard.press('Escape')

  // Remove after a confirmation.
  await members.getByRole('button', { name: `Remove Mira One${stamp} from the group` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Remove member?' })
  await expect(confirm).toContainText(`Mira One${stamp} leaves the group "${groupName}"`)
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(members.getByRole('link', { name: `Mira One${stamp}` })).toHaveCount(0)
  await expect(page.getByText('1 member.', { exact: false })).toBeVisible()
  const { users } = await admin<{ users: { users: { id: string }[] } }>(
    'query ($filter: UserFilterInput) { users(filter: $filter) { users { id } } }',
    { filter: { groups: [groupName] } },
  )
  expect(users.users).toHaveLength(1)
  await screenshotsInThemes(page, 'group-members', { fullPage: true })
})

test('a user manager sees the controls they may not use read-only, with the reason', async ({ page, request }) => {
  test.setTimeout(120_000)
  const stamp = Date.now()
  const admin = await apiAs(request, 'admin@example.com')
  const hrEmail = `members.hr.${stamp}@example.com`
  await newEmployee(
    request,
    { email: hrEmail, firstName: 'Hugo', lastName: `Manager${stamp}`, password: DEMO_PASSWORD },
    [['hr_manager', 20]],
  )
  // The group gives Orders, which the user manager does not hold: nobody can be added by them.
  const groupName = `Order desk ${stamp}`
  const groupId = await newGroup(admin, groupName, [
    { roleId: await roleId(admin, 'order_manager'), permissionLevel: 20 },
  ])
  const plain = await newEmployee(request, {
    email: `members.plain.${stamp}@example.com`,
    firstName: 'Pia',
    lastName: `Plain${stamp}`,
    password: DEMO_PASSWORD,
  })
  const senior = await newEmployee(
    request,
    {
      email: `members.senior.${stamp}@example.com`,
      firstName: 'Sam',
      lastName: `Senior${stamp}`,
      password: DEMO_PASSWORD,
    },
    [['inventory_manager', 20]],
  )
  await join(admin, plain, groupId)
  await join(admin, senior, groupId)

  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, hrEmail, { at: `/users/groups/${groupId}/edit#members` })
  const members = page.getByRole('list', { name: `Members of ${groupName}` })
  await expect(members.getByRole('link', { name: `Sam Senior${stamp}` })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add Member' })).toBeDisabled()
  await expect(
    page.getByText(/You cannot grant Orders at Delete: you hold it at none, so you cannot add members/),
  ).toBeVisible()
  // Nor can they change the group itself: its form is read-only with the server's reason, and nothing to save.
  await expect(page.getByText('You can view this group but not change it')).toBeVisible()
  await expect(page.getByText('You cannot grant Orders at Delete: you hold it at none', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Group Name')).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Update Group' })).toHaveCount(0)
  // Pia holds the group's Orders, which the manager lacks, so she is theirs to view only; so is Sam, who also holds
  // Products and Inventory.
  const senRow = members.getByRole('listitem').filter({ hasText: `Sam Senior${stamp}` })
  await expect(senRow.getByText(/Cannot be removed here: This user holds/)).toBeVisible()
  await expect(senRow.getByRole('button')).toHaveCount(0)
  await expectNoA11yViolations(page)
  await screenshotsInThemes(page, 'group-members-read-only', { fullPage: true })
})
