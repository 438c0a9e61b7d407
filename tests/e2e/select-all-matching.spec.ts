import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { apiAs } from './support/api'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

/**
 * "Select all N matching": a whole page ticked offers every row the search matches; one row unticked, the bulk
 * action reaches exactly the others (checked through the API), and the export holds exactly those rows.
 */

const PRODUCTS = 40
const USERS = 14
const CUSTOMERS = 24

/** The data rows of a downloaded CSV, by the given column. */
async function exported(page: Page, column: string): Promise<string[]> {
  await page.getByRole('button', { name: 'Bulk Actions' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'Export Selected' }).click()
  const [header, ...rows] = (await readFile((await (await download).path())!, 'utf8')).trim().split('\r\n')
  const index = header!.split(',').indexOf(column)
  return rows.map((row) => row.split(',')[index]!).sort()
}

/** Delete Selected, or for users Deactivate Selected, confirmed. */
async function deleteSelected(page: Page, title: string, action: 'Delete' | 'Deactivate' = 'Delete') {
  await page.getByRole('button', { name: 'Bulk Actions' }).click()
  await page.getByRole('menuitem', { name: `${action} Selected` }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(title)
  await dialog.getByRole('button', { name: action, exact: true }).click()
  await expect(dialog).toBeHidden()
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

test('products: select all matching, untick one, export and delete exactly the others, then Undo', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const api = await apiAs(request, 'admin@example.com')
  const term = `Bulkmatch ${Date.now()}`
  for (let index = 0; index < PRODUCTS; index++) {
    await api('mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', {
      input: { name: `${term} ${String(index).padStart(2, '0')}`, sku: `BM-${Date.now()}-${index}`, price: 5 },
    })
  }
  const matching = async (): Promise<string[]> => {
    const data = await api<{ searchProducts: { products: { sku: string }[] } }>(
      'query ($term: String!) { searchProducts(search: { parameters: [{ key: "Search", value: [$term] }, { key: "PageSize", value: ["100"] }] }) { products { sku } } }',
      { term },
    )
    return data.searchProducts.products.map((product) => product.sku).sort()
  }
  const all = await matching()
  expect(all).toHaveLength(PRODUCTS)

  await page.goto(`/products?view=list&q=${encodeURIComponent(term)}`)
  await expect(page.getByText(`${PRODUCTS} products found`)).toBeVisible()
  await page.getByRole('checkbox', { name: 'Select all loaded products' }).check()
  await page.getByRole('button', { name: `Select all ${PRODUCTS} matching` }).click()
  await expect(page.getByText(`All ${PRODUCTS} matching products are selected.`)).toBeVisible()
  await expect(page.getByText(`${PRODUCTS} selected`)).toBeVisible()
  const firstRow = page.locator('tbody tr').first()
  const kept = (await firstRow.locator('td:nth-child(2) .text-xs').textContent())!.trim()
  await firstRow.getByRole('checkbox').uncheck()
  await expect(page.getByText(`${PRODUCTS - 1} of ${PRODUCTS} matching products are selected.`)).toBeVisible()
  await expect(page.getByText(`${PRODUCTS - 1} selected`)).toBeVisible()
  await expectNoA11yViolations(page)

  expect(await exported(page, 'sku')).toEqual(all.filter((sku) => sku !== kept))
  await deleteSelected(page, `Delete ${PRODUCTS - 1} products?`)
  const messages = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem')
  const deleted = messages.filter({ hasText: `${PRODUCTS - 1} deleted` })
  await expect(deleted).toBeVisible()
  expect(await matching()).toEqual([kept])
  await expect(page.getByText('1 products found')).toBeVisible()

  // Undo brings back every product of that deletion, though none was named on screen.
  await deleted.getByRole('button', { name: 'Undo' }).click()
  await expect(messages.filter({ hasText: `Products restored: ${PRODUCTS - 1}.` })).toBeVisible()
  expect(await matching()).toEqual(all)
  await expect(page.getByText(`${PRODUCTS} products found`)).toBeVisible()
})

test('users: select all matching, untick one, export and deactivate exactly the others', async ({ page, request }) => {
  test.setTimeout(120_000)
  const api = await apiAs(request, 'admin@example.com')
  const term = `bulkmatch${Date.now()}`
  for (let index = 0; index < USERS; index++) {
    await api('mutation ($request: RegisterInput!) { register(request: $request) { id } }', {
      request: {
        firstName: 'Bulk',
        lastName: `Person ${index}`,
        email: `${term}.${index}@example.com`,
        password: 'bulk-password-1',
      },
    })
  }
  const matching = async (): Promise<{ email: string; active: boolean }[]> =>
    (
      await api<{ users: { users: { email: string; active: boolean }[] } }>(
        'query ($term: String!) { users(filter: { search: $term, limit: 100 }) { users { email active } } }',
        { term },
      )
    ).users.users
  const emails = (await matching()).map((user) => user.email).sort()
  expect(emails).toHaveLength(USERS)

  await page.goto(`/users?q=${term}&sort=email`)
  const rows = page.getByRole('table', { name: 'Users' }).locator('tbody tr')
  await expect(rows).toHaveCount(10)
  await page.getByRole('checkbox', { name: 'Select all users' }).check()
  await page.getByRole('button', { name: `Select all ${USERS} matching` }).click()
  await expect(page.getByText(`All ${USERS} matching users are selected.`)).toBeVisible()
  const kept = (await rows.first().locator('td:nth-child(3)').textContent())!.trim()
  await rows.first().getByRole('checkbox').uncheck()
  await expect(page.getByText(`${USERS - 1} of ${USERS} matching users are selected.`)).toBeVisible()
  await expect(page.getByText(`${USERS - 1} selected`)).toBeVisible()
  // Rows on another page stay selected: the selection is the filter minus the unticked.
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(rows).toHaveCount(USERS - 10)
  for (const box of await rows.getByRole('checkbox').all()) await expect(box).toBeChecked()
  await expectNoA11yViolations(page)

  expect(await exported(page, 'Email')).toEqual(emails.filter((email) => email !== kept))
  await deleteSelected(page, `Deactivate ${USERS - 1} users?`, 'Deactivate')
  await expect
    .poll(async () => (await matching()).filter((user) => user.active).map((user) => user.email))
    .toEqual([kept])
})

test('customers: select all matching, untick one, export and deactivate exactly the others', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const api = await apiAs(request, 'admin@example.com')
  const term = `bulkbuyer${Date.now()}`
  const emails: string[] = []
  for (let index = 0; index < CUSTOMERS; index++) {
    const email = `${term}.${index}@store.example`
    await api('mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }', {
      input: { firstName: 'Bulk', lastName: `Buyer ${String(index).padStart(2, '0')}`, email },
    })
    emails.push(email)
  }

  await page.goto(`/customers?q=${term}`)
  const rows = page.getByRole('table', { name: 'Customers' }).locator('tbody tr')
  await expect(rows).toHaveCount(20)
  await page.getByRole('checkbox', { name: 'Select all customers on this page' }).check()
  await page.getByRole('button', { name: `Select all ${CUSTOMERS} matching` }).click()
  await expect(page.getByText(`All ${CUSTOMERS} matching customers are selected.`)).toBeVisible()
  await page.getByRole('checkbox', { name: 'Select Bulk Buyer 00' }).uncheck()
  await expect(page.getByText(`${CUSTOMERS - 1} of ${CUSTOMERS} matching customers are selected.`)).toBeVisible()
  await expect(page.getByText(`${CUSTOMERS - 1} selected`)).toBeVisible()
  // Rows on the next page stay selected: the selection is the filter minus the unticked.
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(rows).toHaveCount(CUSTOMERS - 20)
  for (const box of await rows.getByRole('checkbox').all()) await expect(box).toBeChecked()
  await expectNoA11yViolations(page)

  expect(await exported(page, 'Email')).toEqual(emails.slice(1).sort())
  await deleteSelected(page, `Deactivate ${CUSTOMERS - 1} customers?`, 'Deactivate')
  const active = async () =>
    (
      await api<{ customers: { customers: { email: string }[] } }>(
        'query ($term: String!) { customers(filter: { search: $term, active: true, pageSize: 100 }) { customers { email } } }',
        { term },
      )
    ).customers.customers.map((customer) => customer.email)
  await expect.poll(active).toEqual([emails[0]])
})
