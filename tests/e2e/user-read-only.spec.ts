// Issue 29 item 4 and issue 28's self rule on screen: a user manager opening someone who holds more than they do sees
// the user read-only, with the server's reason at the top, instead of controls the server refuses.
import { apiAs, newEmployee } from './support/api'
import { DEMO_PASSWORD, expectNoA11yViolations, screenshotsInThemes, signInAndWait } from './support/app'
import { expect, test } from './support/test'

test('a user manager sees an administrator read-only, with the reason', async ({ page, request }) => {
  const email = `hr.readonly.${Date.now()}@example.com`
  const hrId = await newEmployee(request, { email, firstName: 'Hana', lastName: 'Readonly', password: DEMO_PASSWORD })
  const admin = await apiAs(request, 'admin@example.com')
  const { allRoles } = await admin<{ allRoles: { id: string; name: string }[] }>('{ allRoles { id name } }')
  await admin('mutation ($request: UserRoleInput!) { assignUserRole(request: $request) }', {
    request: { userId: hrId, roleId: allRoles.find((role) => role.name === 'hr_manager')!.id, permissionLevel: 20 },
  })
  const { me } = await admin<{ me: { id: string } }>('{ me { id } }')

  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, email, { at: `/users/${me.id}/edit` })
  await expect(page.getByText('You can view this user but not change them')).toBeVisible()
  await expect(
    page.getByRole('alert').getByText(/This user holds Products at Delete: you hold it at none/),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add Role' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Add to Group/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /password reset/i })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Remove role/ })).toHaveCount(0)
  // Issue 29: read-only fields do not look editable: no border inviting typing, the reason over them, no Update.
  const basic = page.getByRole('form', { name: 'Basic Information' })
  for (const label of ['First Name', 'Last Name', 'Phone Number']) {
    const field = basic.getByLabel(label)
    await expect(field).toHaveAttribute('readonly', '')
    await expect(field).toHaveCSS('border-top-color', 'rgba(0, 0, 0, 0)')
    // A filled box, not a transparent one with a border.
    await expect(field).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
  }
  await expect(page.getByText('Read-only. You cannot change this user, for the reason above.')).toBeVisible()
  await expect(basic.getByRole('button', { name: 'Update User' })).toHaveCount(0)
  await expectNoA11yViolations(page)
  await screenshotsInThemes(page, 'read-only', { fullPage: true })

  // Their own account too: nobody changes their own roles or groups here.
  await page.goto(`/users/${hrId}/edit`)
  await expect(page.getByText(/You cannot change your own account, roles or groups here/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add Role' })).toHaveCount(0)
})
