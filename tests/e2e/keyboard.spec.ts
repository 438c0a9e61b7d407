import { type Page } from '@playwright/test'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
})

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search the store' })
const paletteBox = (page: Page) =>
  palette(page).getByRole('combobox', { name: 'Search products, orders and customers' })

test('"/" focuses the list search on every list, but not while typing in a field', async ({ page }) => {
  await signInAndWait(page, 'admin@example.com')
  for (const [path, label] of [
    ['/products', 'Search products'],
    ['/orders', 'Search orders'],
    ['/users', 'Search users'],
    ['/inventory', 'Search stock by name or SKU'],
  ] as const) {
    await page.goto(path)
    const search = page.getByRole('searchbox', { name: label })
    await expect(search).toBeVisible()
    await page.locator('main').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('/')
    await expect(search, path).toBeFocused()
    await expect(search).toHaveValue('')
  }

  await page.goto('/products/new')
  const name = page.getByRole('textbox', { name: 'Product Name', exact: true })
  await name.fill('Rail 1')
  await name.press('/')
  await expect(name).toHaveValue('Rail 1/')
})

test('Ctrl+S saves the form being edited, as its Save button would', async ({ page }) => {
  await signInAndWait(page, 'admin@example.com', { at: '/products?view=list' })
  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/edit$/)
  const name = `Keyboard Saved ${Date.now()}`
  const field = page.getByRole('textbox', { name: 'Product Name', exact: true })
  await field.fill(name)
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveAttribute('aria-keyshortcuts', /Control\+S/)
  await field.press('Control+s')
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/)
  await expect(page.getByText('Changes saved')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  // Focus outside the form still reaches the page's one Save button.
  await page.goto('/settings/profile')
  await page.getByLabel('Phone Number').fill('+1 (555) 010-7788')
  await page.locator('main').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('Control+s')
  await expect(page.getByText('Your profile has been saved.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Phone Number')).toHaveValue('+1 (555) 010-7788')
})

test('the palette offers actions the user may take: new records and every area', async ({ page }) => {
  await signInAndWait(page, 'admin@example.com')
  await page.keyboard.press('Control+k')
  await expect(palette(page).getByRole('group', { name: 'Actions' })).toBeVisible()
  for (const action of ['New product', 'New user', 'Go to Orders', 'Go to Inventory', 'Go to Roles'])
    await expect(palette(page).getByRole('option', { name: action })).toBeVisible()
  await expectNoA11yViolations(page)

  await paletteBox(page).fill('new prod')
  await expect(palette(page).getByRole('option')).toHaveCount(1)
  await paletteBox(page).press('Enter')
  await expect(page).toHaveURL(/\/products\/new$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible()

  await page.keyboard.press('Control+k')
  await paletteBox(page).fill('groups')
  await palette(page).getByRole('option', { name: 'Go to Groups' }).click()
  await expect(page).toHaveURL(/\/users\/groups$/)
})

test('a view-only user is offered only what they may do', async ({ page }) => {
  await signInAndWait(page, 'viewer@example.com')
  await page.keyboard.press('Control+k')
  const actions = palette(page).getByRole('group', { name: 'Actions' })
  await expect(actions.getByRole('option', { name: 'Go to Products' })).toBeVisible()
  await expect(actions.getByRole('option', { name: 'Go to Orders' })).toBeVisible()
  await expect(actions.getByRole('option', { name: 'Go to Settings' })).toBeVisible()
  for (const hidden of ['New product', 'New user', 'Go to Users', 'Go to Dashboard'])
    await expect(actions.getByRole('option', { name: hidden })).toHaveCount(0)
})

test('"?" opens the sheet of keyboard shortcuts, but not while typing; Escape closes it and focus comes back', async ({
  page,
}) => {
  await signInAndWait(page, 'admin@example.com', { at: '/products' })
  const search = page.getByRole('searchbox', { name: 'Search products' })
  await search.fill('?')
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(sheet).toHaveCount(0)
  await search.fill('')

  const addProduct = page.getByRole('link', { name: 'Add Product' })
  await addProduct.focus()
  await page.keyboard.press('Shift+?')
  await expect(sheet).toBeVisible()
  for (const action of ['Open the search palette', 'Search the list on this page', 'Save the form you are editing']) {
    await expect(sheet.getByRole('definition').filter({ hasText: action })).toBeVisible()
  }
  await expect(sheet.getByRole('term').filter({ hasText: 'Ctrl K' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(addProduct).toBeFocused()
})
