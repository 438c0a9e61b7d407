import { apiQuery, newEmployee } from './support/api'
import { expectNoA11yViolations, signIn, signInAndWait } from './support/app'
import { expect, test } from './support/test'

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
const PASSWORD = 'long-enough-1'

test('a custom role with Orders Edit, made on the checklist, lets its holder advance an order and nothing else', async ({
  page,
  browser,
  request,
}) => {
  // Two people's sessions, a role, a user and an order change in one story: more than the default minute on a busy
  // machine.
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
  const id = unique()
  const roleName = `order_clerk_${id}`
  const lastName = `Clerk${id}`
  const email = `clerk.${id}@example.com`
  await newEmployee(request, { email, firstName: 'Cleo', lastName, password: PASSWORD })

  // The checklist: checking Edit brings View and Create with it, unchecking Create takes Edit away.
  await page.goto('/users/roles/new')
  await page.getByLabel('Role Name').fill(roleName)
  const box = (name: string) => page.getByRole('checkbox', { name })
  await box('Orders: Edit').check()
  await expect(box('Orders: View')).toBeChecked()
  await expect(box('Orders: Create')).toBeChecked()
  await expect(box('Orders: Delete')).not.toBeChecked()
  await expect(box('Products: View')).not.toBeChecked()
  await box('Orders: Create').uncheck()
  await expect(box('Orders: Edit')).not.toBeChecked()
  await expect(box('Orders: View')).toBeChecked()
  // Keyboard: Space on the focused box checks it.
  await box('Orders: Edit').focus()
  await page.keyboard.press('Space')
  await expect(box('Orders: Edit')).toBeChecked()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Create Role' }).click()
  await expect(page.getByText('Role created successfully!')).toBeVisible()
  await page.waitForURL((url) => url.pathname === '/users/roles')

  // Reopened, the role shows what it grants; a built-in role's checklist is read-only.
  await page.getByRole('link', { name: `Edit role ${roleName}` }).click()
  await expect(box('Orders: Edit')).toBeChecked()
  await expect(box('Orders: Delete')).not.toBeChecked()
  await page.goto('/users/roles')
  await page.getByRole('link', { name: 'Edit role order_manager' }).click()
  await expect(box('Orders: Delete')).toBeChecked()
  await expect(box('Orders: Delete')).toBeDisabled()
  await expect(page.getByText(/order_manager is built in: what it grants is fixed/)).toBeVisible()

  // Assign it to the employee, at Edit.
  await page.goto(`/users?q=${encodeURIComponent(email)}`)
  await page.getByRole('link', { name: `Edit user Cleo ${lastName}` }).click()
  await page.getByRole('button', { name: 'Add Role' }).click()
  const addRole = page.getByRole('dialog', { name: 'Add Role' })
  await addRole.getByLabel('Role').click()
  await page.getByRole('option', { name: roleName }).click()
  await addRole.getByRole('button', { name: 'Next' }).click()
  await addRole.getByRole('button', { name: 'Add Role' }).click()
  await expect(addRole).toBeHidden()
  const roles = page.getByRole('list', { name: 'Direct roles' })
  await expect(roles.getByRole('listitem').filter({ hasText: roleName })).toContainText('View (5)')
  await page.getByRole('button', { name: `Edit (15) for ${roleName}` }).click()
  const confirm = page.getByRole('alertdialog')
  await confirm.getByRole('button', { name: 'Change Level' }).click()
  await expect(confirm).toBeHidden()
  await expect(roles.getByRole('listitem').filter({ hasText: roleName })).toContainText('Edit (15)')

  // The holder sees Orders (and their own Settings) only, and advances a pending order.
  const clerk = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  await signIn(clerk, email, PASSWORD)
  await clerk.waitForURL((url) => url.pathname === '/')
  // The start page is the first area the roles open: Orders.
  await expect(clerk.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  await expect(clerk.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Orders', 'Settings'])
  await clerk.goto('/orders?status=PENDING')
  await clerk
    .getByRole('row')
    .filter({ has: clerk.getByRole('cell', { name: 'Delivery', exact: true }) })
    .first()
    .getByRole('link', { name: /^View order / })
    .click()
  await expect(clerk.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible()
  await expect(clerk.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0)
  await clerk.getByRole('button', { name: 'Mark as Processing' }).click()
  await clerk.getByRole('alertdialog').getByRole('button', { name: 'Update Status' }).click()
  await expect(clerk.getByRole('main').getByText('Processing', { exact: true }).first()).toBeVisible()
  await expectNoA11yViolations(clerk)

  // Products are not theirs: the page says so, and the API refuses an edit with FORBIDDEN.
  await clerk.goto('/products')
  await expect(clerk.getByText("You don't have access to this page")).toBeVisible()
  const { searchProducts } = await apiQuery<{ searchProducts: { products: { id: string }[] } }>(
    page,
    '{ searchProducts(search: { parameters: [] }) { products { id } } }',
  )
  const refusal = await clerk.evaluate(async (productId) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
      body: JSON.stringify({
        query: 'mutation ($id: ID!) { updateProduct(id: $id, input: { cost: 1 }) { id } }',
        variables: { id: productId },
      }),
    })
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] }
    return body.errors?.[0]?.extensions?.code
  }, searchProducts.products[0]!.id)
  expect(refusal).toBe('FORBIDDEN')
  await clerk.context().close()
})
