import { type Page } from '@playwright/test'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

const toDashboard = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true })

interface EditedForm {
  name: string
  /** Opens the form and changes one field; returns that field, to check the edit survives "Stay on Page". */
  edit: (page: Page) => Promise<ReturnType<Page['getByRole']>>
}

const FORMS: EditedForm[] = [
  {
    name: 'Add Product',
    edit: async (page) => {
      await page.goto('/products/new')
      await textbox(page, 'Product Name').fill('Half-finished product')
      return textbox(page, 'Product Name')
    },
  },
  {
    name: 'Edit Product',
    edit: async (page) => {
      await page.goto('/products?view=list')
      await page
        .getByRole('link', { name: /^Edit / })
        .first()
        .click()
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible()
      await textbox(page, 'Description').fill('A description not saved yet')
      return textbox(page, 'Description')
    },
  },
  {
    name: 'Create User',
    edit: async (page) => {
      await page.goto('/users/new')
      await textbox(page, 'First Name').fill('Unsaved')
      return textbox(page, 'First Name')
    },
  },
  {
    name: 'Edit User',
    edit: async (page) => {
      await page.goto('/users')
      await page
        .getByRole('link', { name: /^Edit user / })
        .first()
        .click()
      await expect(page.getByRole('heading', { level: 1, name: /^Edit User: / })).toBeVisible()
      await textbox(page, 'Last Name').fill('Changed')
      return textbox(page, 'Last Name')
    },
  },
  {
    name: 'Create Role',
    edit: async (page) => {
      await page.goto('/users/roles/new')
      await textbox(page, 'Role Name').fill('half_made_role')
      return textbox(page, 'Role Name')
    },
  },
  {
    name: 'Create Group',
    edit: async (page) => {
      await page.goto('/users/groups/new')
      await textbox(page, 'Group Name').fill('Half-made group')
      return textbox(page, 'Group Name')
    },
  },
  {
    name: 'Profile',
    edit: async (page) => {
      await page.goto('/settings/profile')
      await textbox(page, 'Last Name').fill('Renamed')
      return textbox(page, 'Last Name')
    },
  },
  {
    name: 'Change password',
    edit: async (page) => {
      await page.goto('/settings/security')
      await page.getByLabel(/^Current Password/).fill('typed-but-not-sent')
      return page.getByLabel(/^Current Password/)
    },
  },
  {
    name: 'Edit Order',
    edit: async (page) => {
      await page.goto('/orders?status=PENDING')
      await page
        .getByRole('link', { name: /^View order / })
        .first()
        .click()
      await page.getByRole('button', { name: 'Edit Order' }).click()
      await page.getByLabel('Shipping notes').fill('Leave at the back door')
      return page.getByLabel('Shipping notes')
    },
  },
]

for (const form of FORMS) {
  test(`leaving the edited ${form.name} form asks first; Stay keeps the edit, Leave goes`, async ({ page }) => {
    const field = await form.edit(page)
    const edited = await field.inputValue()
    const url = page.url()

    await toDashboard(page)
    const question = page.getByRole('alertdialog', { name: 'Leave without saving?' })
    await expect(question).toBeVisible()
    await expect(question).toContainText('You have unsaved changes. If you leave this page, they will be lost.')
    await expectNoA11yViolations(page)
    await question.getByRole('button', { name: 'Stay on Page' }).click()
    await expect(question).toBeHidden()
    expect(page.url()).toBe(url)
    await expect(field).toHaveValue(edited)

    await toDashboard(page)
    await question.getByRole('button', { name: 'Leave Page' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })
}

test('an untouched form lets the user leave without asking', async ({ page }) => {
  await page.goto('/products/new')
  await expect(page.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible()
  await toDashboard(page)
  await expect(page).toHaveURL(/\/dashboard$/)
})

test.describe(() => {
  test.use({ promptsExpected: true })

  test('closing or reloading the tab with edits asks the browser to confirm', async ({ page }) => {
    await page.goto('/users/new')
    // Clicked into, as a person would: Chromium asks before unloading only a page the user has interacted with.
    await textbox(page, 'First Name').click()
    await textbox(page, 'First Name').fill('Unsaved')
    const prompt = page.waitForEvent('dialog')
    await page.close({ runBeforeUnload: true })
    const dialog = await prompt
    expect(dialog.type()).toBe('beforeunload')
    await dialog.dismiss()
  })
})

test('saving the form does not ask: the edit page goes to the product it saved', async ({ page }) => {
  await page.goto('/products?view=list')
  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click()
  await textbox(page, 'Description').fill(`Saved at ${Date.now()}`)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
})
