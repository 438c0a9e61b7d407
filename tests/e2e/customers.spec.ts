import { apiAs } from './support/api'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { createOwnOrder } from './support/own-order'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
})

test('customers: add one, find them by phone, add a note, edit the phone (a bad email refused), download, erase', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signInAndWait(page, 'admin@example.com')
  const stamp = Date.now()
  const email = `e2e.${stamp}@store.example`
  const phone = `(555) 7${String(stamp).slice(-2)}-${String(stamp).slice(-6, -2)}`

  await page.getByRole('link', { name: 'Customers' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible()
  await page.getByRole('link', { name: 'Add Customer' }).click()
  const created = page.getByRole('form', { name: 'New customer' })
  await created.getByRole('textbox', { name: 'First Name' }).fill('Edith')
  await created.getByRole('textbox', { name: 'Last Name' }).fill(`Esposito${stamp}`)
  await created.getByRole('textbox', { name: 'Email' }).fill(email)
  await created.getByRole('textbox', { name: 'Phone Number (optional)' }).fill(phone)
  await created.getByRole('button', { name: 'Add Customer' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Edith Esposito${stamp}` })).toBeVisible()

  // The list finds them by the phone's digits, whatever its spacing.
  await page.goto('/customers')
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(phone.replace(/\D/g, ''))
  const table = page.getByRole('table', { name: 'Customers' })
  await expect(table.getByRole('row')).toHaveCount(2)
  await table.getByRole('link', { name: `View Edith Esposito${stamp}` }).click()
  await expect(page.getByText('No notes yet.')).toBeVisible()

  const noteForm = page.getByRole('form', { name: 'Add a note' })
  await noteForm.getByRole('textbox', { name: 'New note' }).fill('Prefers a call in the morning.')
  await noteForm.getByRole('button', { name: 'Add Note' }).click()
  const notes = page.getByRole('list', { name: 'Notes' })
  await expect(notes.getByRole('listitem')).toHaveCount(1)
  await expect(notes.getByRole('listitem').first()).toContainText('Ada Admin')

  const contact = page.getByRole('form', { name: 'Contact Details' })
  await contact.getByRole('textbox', { name: 'Email' }).fill('not an email')
  await contact.getByRole('button', { name: 'Save Changes' }).click()
  await expect(contact.getByText('Please enter a valid email address')).toBeVisible()
  await contact.getByRole('textbox', { name: 'Email' }).fill(email)
  await contact.getByRole('textbox', { name: 'Phone Number (optional)' }).fill('+1 (555) 010-2020')
  await contact.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Customer saved')).toBeVisible()
  await page.reload()
  await expect(contact.getByRole('textbox', { name: 'Phone Number (optional)' })).toHaveValue('+1 (555) 010-2020')
  await expect(notes.getByRole('listitem').first()).toContainText('Prefers a call in the morning.')
  await expectNoA11yViolations(page)

  // An order for them starts from their page with them chosen, also after a reload.
  const customerUrl = page.url()
  await page.getByRole('link', { name: 'Create Order' }).click()
  await expect(page).toHaveURL(/\/orders\/new$/)
  for (const reloaded of [false, true]) {
    if (reloaded) await page.reload()
    await expect(page.getByText(`Edith Esposito${stamp}`)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Change customer' })).toBeVisible()
    await expect(
      page.getByText('This customer has no earlier order with a shipping address: enter it below.'),
    ).toBeVisible()
  }
  await page.goto(customerUrl)

  // Their data as one JSON file, then erased: it says it cannot be undone.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download Data' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^customer-[0-9a-f-]{36}\.json$/)
  await page.getByRole('button', { name: 'Erase Customer' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Erase Customer' })
  await expect(confirm).toContainText('This cannot be undone.')
  await confirm.getByRole('button', { name: 'Erase' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Erased Customer' })).toBeVisible()
  await expect(notes.getByRole('listitem')).toHaveCount(0)
})

test("customer service lands on Customers, finds a customer by phone, adds a note, edits the email and opens one of the customer's orders", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  // A customer of the test's own with one order, made by the administrator.
  const stamp = Date.now()
  const phone = `(555) 8${String(stamp).slice(-2)}-${String(stamp).slice(-6, -2)}`
  const admin = await apiAs(request, 'admin@example.com')
  const { createCustomer } = await admin<{ createCustomer: { id: string } }>(
    'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }',
    {
      input: {
        firstName: 'Flora',
        lastName: `Fenwick${stamp}`,
        email: `flora.${stamp}@store.example`,
        phoneNumber: phone,
      },
    },
  )
  const orderId = await createOwnOrder(request, { customerId: createCustomer.id })

  // Customers is their first area: they land there, and there is no Orders link.
  await signInAndWait(page, 'customer-service@example.com')
  await expect(page).toHaveURL(/\/customers$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible()
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Orders' })).toHaveCount(0)
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(phone)
  const table = page.getByRole('table', { name: 'Customers' })
  await expect(table.getByRole('row')).toHaveCount(2)
  await table.getByRole('link', { name: `View Flora Fenwick${stamp}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Flora Fenwick${stamp}` })).toBeVisible()

  const noteForm = page.getByRole('form', { name: 'Add a note' })
  await noteForm.getByRole('textbox', { name: 'New note' }).fill('Asked about the delivery day.')
  await noteForm.getByRole('button', { name: 'Add Note' }).click()
  const notes = page.getByRole('list', { name: 'Notes' })
  await expect(notes.getByRole('listitem').first()).toContainText('Sam Service')

  const contact = page.getByRole('form', { name: 'Contact Details' })
  const email = contact.getByRole('textbox', { name: 'Email' })
  await email.fill('flora at store')
  await contact.getByRole('button', { name: 'Save Changes' }).click()
  await expect(email).toHaveAccessibleDescription(/Please enter a valid email address/)
  await email.fill(`flora.fenwick.${stamp}@store.example`)
  await contact.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Customer saved')).toBeVisible()
  await expectNoA11yViolations(page)

  // Their order opens read-only from here: no staff notes, no changes, and the way back leads to the customer.
  const orders = page.getByRole('table', { name: 'Orders' })
  await expect(orders.getByRole('row')).toHaveCount(2)
  await expect(orders.getByRole('checkbox')).toHaveCount(0)
  await orders.getByRole('link', { name: `View order ${orderId}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible()
  await expect(page.getByText('Internal Notes')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Edit Order' })).toHaveCount(0)
  await expectNoA11yViolations(page)
  await page.getByRole('link', { name: 'Back to Customer' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Flora Fenwick${stamp}` })).toBeVisible()
})

test('without the customers area there is no Customers link and /customers says so', async ({ page }) => {
  await signInAndWait(page, 'stock@example.com')
  await expect(page.getByRole('link', { name: 'Inventory' }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Customers' })).toHaveCount(0)
  await page.goto('/customers')
  await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible()
})
