import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

test('Add User gives the account its roles and groups: it signs in and opens what they grant', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
  const email = `analyst.${id}@example.com`
  await page.goto('/users/new')
  const employee = page.getByRole('checkbox', { name: 'employee', exact: true })
  await expect(employee).toBeChecked()
  const note = page.getByRole('status').filter({ hasText: 'This account can sign in' })
  await expect(note).toHaveText(
    'This account can sign in, but opens no area until it has a role or group that grants one.',
  )
  await employee.click()
  await expect(
    page.getByText('Without the employee role this account cannot sign in to the admin portal.'),
  ).toBeVisible()
  await expectNoA11yViolations(page)
  await employee.click()
  await page.getByRole('checkbox', { name: 'analyst', exact: true }).click()
  await expect(note).toHaveText('This account can sign in and open the areas its roles and groups grant.')

  await page.getByLabel('First Name').fill('Ana')
  await page.getByLabel('Last Name').fill(`Lyst${id}`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('long-enough-1')
  await page.getByRole('button', { name: 'Create User' }).click()
  await expect(page.getByText('User Created Successfully!')).toBeVisible()

  const context = await browser.newContext({ baseURL: new URL(page.url()).origin })
  const newcomer = await context.newPage()
  await signInAndWait(newcomer, email, { password: 'long-enough-1' })
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await context.close()
})
