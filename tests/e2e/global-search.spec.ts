import { type Page } from '@playwright/test'
import { apiAs, newEmployee } from './support/api'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
})

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search the store' })
const searchBox = (page: Page, name = 'Search products, orders and customers') =>
  palette(page).getByRole('combobox', { name })

test('Ctrl+K, part of a SKU, arrow keys and Enter open that product', async ({ page }) => {
  await signInAndWait(page, 'admin@example.com')
  await page.keyboard.press('Control+k')
  await expect(searchBox(page)).toBeFocused()
  await expect(palette(page)).toContainText('Type a product name or SKU')

  await searchBox(page).fill('g-00012')
  const results = palette(page).getByRole('listbox', { name: 'Search results' })
  const products = results.getByRole('group', { name: 'Products' })
  const product = products.getByRole('option').filter({ hasText: 'MFG-00012' })
  await expect(product).toHaveAttribute('aria-selected', 'true')
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true')
  const name = (await product.locator('span').first().textContent())!
  await expectNoA11yViolations(page)

  // Down moves off the only product (to the next result, or round to itself), Up comes back.
  await searchBox(page).press('ArrowDown')
  await searchBox(page).press('ArrowUp')
  await expect(product).toHaveAttribute('aria-selected', 'true')
  await searchBox(page).press('Enter')

  await expect(palette(page)).toBeHidden()
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText('MFG-00012', { exact: true })).toBeVisible()
})

test('the top-bar box opens the palette with what was typed; arrows move; Escape closes; no match says so', async ({
  page,
}) => {
  await signInAndWait(page, 'admin@example.com')
  await page.getByPlaceholder('Search products, orders, customers...').pressSequentially('zzqx')
  await expect(searchBox(page)).toBeFocused()
  await expect(searchBox(page)).toHaveValue('zzqx')
  await expect(palette(page).getByRole('status')).toHaveText('No results for "zzqx".')

  await searchBox(page).fill('1')
  const options = palette(page).getByRole('option')
  await expect(palette(page).getByRole('group', { name: 'Orders' })).toBeVisible()
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await searchBox(page).press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!)

  await page.keyboard.press('Escape')
  await expect(palette(page)).toBeHidden()
})

test('a user without the orders area sees products but no orders', async ({ page }) => {
  await signInAndWait(page, 'stock@example.com')
  await expect(page.getByPlaceholder('Search products...')).toBeVisible()
  await page.keyboard.press('Control+k')
  await expect(palette(page)).toContainText('Type a product name or SKU, or an action.')
  await searchBox(page, 'Search products').fill('1')
  await expect(palette(page).getByRole('group', { name: 'Products' }).getByRole('option').first()).toBeVisible()
  await expect(palette(page).getByRole('status')).toHaveText(/^\d+ results?$/)
  await expect(palette(page).getByRole('group', { name: 'Orders' })).toHaveCount(0)
  await expect(palette(page).getByRole('option', { name: /^Order #/ })).toHaveCount(0)
  await expectNoA11yViolations(page)
})

test('a user manager’s palette finds staff and opens their page', async ({ page, request }) => {
  const email = `hana.hiring.${Date.now()}@example.com`
  await newEmployee(request, { email, firstName: 'Hana', lastName: 'Hiring', password: 'palette-pass-1' }, [
    ['hr_manager', 20],
  ])
  const admin = await apiAs(request, 'admin@example.com')
  const { users } = await admin<{ users: { users: { id: string; email: string }[] } }>(
    '{ users(filter: { search: "admin@example.com" }) { users { id email } } }',
  )
  const adminId = users.users.find((user) => user.email === 'admin@example.com')!.id

  await signInAndWait(page, email, { password: 'palette-pass-1' })
  await expect(page.getByPlaceholder('Search staff...')).toBeVisible()
  await page.keyboard.press('Control+k')
  await expect(palette(page)).toContainText('Type a staff member’s name or email, or an action.')
  await searchBox(page, 'Search staff').fill('ada adm')
  const staff = palette(page).getByRole('group', { name: 'Staff' })
  await expect(staff.getByRole('option', { name: /Ada Admin/ })).toHaveAttribute('aria-selected', 'true')
  await expect(palette(page).getByRole('group', { name: 'Products' })).toHaveCount(0)
  await expectNoA11yViolations(page)
  await searchBox(page, 'Search staff').press('Enter')
  await expect(page).toHaveURL(new RegExp(`/users/${adminId}/edit$`))
})
