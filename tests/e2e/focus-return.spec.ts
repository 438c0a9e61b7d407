import { type Locator, type Page } from '@playwright/test'
import { apiQuery } from './support/api'
import { expectNoA11yViolations, keepSession, signInAndWait } from './support/app'
import { expect, test } from './support/test'

// Each test stands alone: they may run on both workers at once, so the file does not finish on one worker alone.
test.describe.configure({ mode: 'parallel' })

/**
 * Every dialog, menu, sheet, select and the search palette of the app: each is opened from the keyboard, closed,
 * and focus must be back on the control that opened it (not on the page, where the next Tab starts at the top).
 */
interface Popup {
  name: string
  /** Goes to the screen and returns the control that opens the popup. */
  opener: (page: Page) => Promise<Locator>
  /** From the focused opener, by keyboard; Enter when not given. */
  open?: (page: Page) => Promise<void>
  /** The popup, to see that it opened and closed. */
  popup: (page: Page) => Locator
  /** By keyboard; Escape when not given. */
  close?: (page: Page) => Promise<void>
  width?: number
}

const dialog = (page: Page) => page.getByRole('dialog')
const alertDialog = (page: Page) => page.getByRole('alertdialog')
const menu = (page: Page) => page.getByRole('menu')
const listbox = (page: Page) => page.getByRole('listbox')
const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true })
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: true })
/** AlertDialog puts focus on Cancel: Enter presses it. */
const pressCancel = (page: Page) => page.keyboard.press('Enter')

async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

async function openFirst(page: Page, list: string, link: RegExp, heading: RegExp): Promise<void> {
  await page.goto(list)
  await page.getByRole('link', { name: link }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

const firstPendingOrder = (page: Page) => openFirst(page, '/orders?status=PENDING', /^View order /, /^Order #\d+$/)
/** A user who holds roles directly (many seeded users hold none): the viewer demo account. */
const firstUser = (page: Page) => openFirst(page, '/users?q=viewer%40example.com', /^Edit user /, /^Edit User: /)

async function editingOrder(page: Page): Promise<void> {
  await firstPendingOrder(page)
  await button(page, 'Edit Order').focus()
  await page.keyboard.press('Enter')
  await expect(button(page, 'Revert')).toBeFocused()
}

async function bulkActions(page: Page, list: string, heading: string): Promise<Locator> {
  await visit(page, list, heading)
  await page.locator('tbody').getByRole('checkbox').first().check()
  return button(page, 'Bulk Actions')
}

/** Bulk Actions, then Delete Selected (users: Deactivate Selected), by keyboard; the menu's trigger opened the dialog. */
async function deleteSelected(page: Page): Promise<void> {
  await page.keyboard.press('Enter')
  await page.getByRole('menuitem', { name: /^(Delete|Deactivate) Selected$/ }).focus()
  await page.keyboard.press('Enter')
}

const POPUPS: Popup[] = [
  {
    name: 'user menu',
    opener: async (page) => {
      await visit(page, '/dashboard', 'Dashboard')
      return page.getByRole('button', { name: /, user menu$/ })
    },
    popup: menu,
  },
  {
    name: 'navigation sheet at 390 px',
    width: 390,
    opener: async (page) => {
      await visit(page, '/dashboard', 'Dashboard')
      return button(page, 'Open menu')
    },
    popup: dialog,
  },
  {
    name: 'search palette from the top-bar box',
    opener: async (page) => {
      await visit(page, '/dashboard', 'Dashboard')
      return page.getByRole('banner').getByLabel('Search', { exact: true })
    },
    popup: dialog,
  },
  {
    name: 'search palette by Ctrl+K',
    opener: async (page) => {
      await visit(page, '/products', 'Products')
      return page.getByRole('link', { name: 'Add Product' })
    },
    open: (page) => page.keyboard.press('Control+k'),
    popup: dialog,
  },
  {
    name: 'product list Bulk Actions menu',
    opener: (page) => bulkActions(page, '/products?view=list', 'Products'),
    popup: menu,
  },
  {
    name: 'Delete Selected products, Cancel',
    opener: (page) => bulkActions(page, '/products?view=list', 'Products'),
    open: deleteSelected,
    popup: alertDialog,
    close: pressCancel,
  },
  {
    name: 'product form Status select',
    opener: async (page) => {
      await visit(page, '/products/new', 'Add Product')
      return combobox(page, 'Status')
    },
    popup: listbox,
  },
  {
    name: 'order list Status filter',
    opener: async (page) => {
      await visit(page, '/orders', 'Orders')
      return combobox(page, 'Status')
    },
    popup: listbox,
  },
  {
    name: 'order list page size',
    opener: async (page) => {
      await visit(page, '/orders', 'Orders')
      return combobox(page, 'Orders per page')
    },
    popup: listbox,
  },
  {
    name: 'order status change, Escape',
    opener: async (page) => {
      await firstPendingOrder(page)
      return button(page, /^Mark as /)
    },
    popup: alertDialog,
  },
  {
    name: 'order status change, Cancel',
    opener: async (page) => {
      await firstPendingOrder(page)
      return button(page, /^Mark as /)
    },
    popup: alertDialog,
    close: pressCancel,
  },
  {
    name: 'order Cancel Order, Keep Order',
    opener: async (page) => {
      await firstPendingOrder(page)
      return button(page, 'Cancel Order')
    },
    popup: alertDialog,
    close: pressCancel,
  },
  {
    name: 'order product picker',
    opener: async (page) => {
      await editingOrder(page)
      return button(page, 'Add Product')
    },
    popup: dialog,
  },
  {
    name: 'order Payment method select',
    opener: async (page) => {
      await editingOrder(page)
      return combobox(page, 'Payment method')
    },
    popup: listbox,
  },
  {
    name: 'order Delivery method select',
    opener: async (page) => {
      await editingOrder(page)
      return combobox(page, 'Delivery method')
    },
    popup: listbox,
  },
  {
    name: 'inventory Adjust stock dialog',
    opener: async (page) => {
      await visit(page, '/inventory', 'Inventory Management')
      return page.getByRole('button', { name: /^Adjust stock of / }).first()
    },
    popup: dialog,
  },
  {
    name: 'inventory History dialog',
    opener: async (page) => {
      await visit(page, '/inventory', 'Inventory Management')
      return page.getByRole('button', { name: /^History of / }).first()
    },
    popup: dialog,
  },
  {
    name: 'user list Bulk Actions menu',
    opener: (page) => bulkActions(page, '/users', 'User Management'),
    popup: menu,
  },
  {
    name: 'Deactivate Selected users, Escape',
    opener: (page) => bulkActions(page, '/users', 'User Management'),
    open: deleteSelected,
    popup: alertDialog,
  },
  {
    name: 'user Add Role dialog',
    opener: async (page) => {
      await firstUser(page)
      return button(page, 'Add Role')
    },
    popup: dialog,
  },
  {
    name: 'Role select inside Add Role',
    opener: async (page) => {
      await firstUser(page)
      await button(page, 'Add Role').click()
      return dialog(page).getByRole('combobox', { name: 'Role' })
    },
    popup: listbox,
  },
  {
    name: 'user permission level change',
    opener: async (page) => {
      await firstUser(page)
      return page.getByRole('button', { name: / \(\d+\) for /, pressed: false, disabled: false }).first()
    },
    popup: alertDialog,
    close: pressCancel,
  },
  {
    name: 'user Add to Group dialog',
    opener: async (page) => {
      await firstUser(page)
      return button(page, 'Add to Group')
    },
    popup: dialog,
  },
  {
    name: 'user Deactivate confirmation',
    opener: async (page) => {
      await firstUser(page)
      return page.getByRole('button', { name: /^(Deactivate|Activate) User$/ })
    },
    popup: alertDialog,
  },
  {
    name: 'user Update User confirmation',
    opener: async (page) => {
      await firstUser(page)
      return button(page, 'Update User')
    },
    popup: alertDialog,
    close: pressCancel,
  },
  {
    name: 'role Delete Role confirmation',
    opener: async (page) => {
      await visit(page, '/users/roles', 'Role Management')
      const name = `focus_role_${Date.now()}`
      const { createRole } = await apiQuery<{ createRole: { id: string } }>(
        page,
        'mutation($request: CreateRoleInput!) { createRole(request: $request) { id } }',
        { request: { name } },
      )
      await visit(page, `/users/roles/${createRole.id}/edit`, /Role/)
      return button(page, 'Delete Role')
    },
    popup: alertDialog,
  },
  {
    name: 'group Delete confirmation',
    opener: async (page) => {
      await visit(page, '/users/groups', 'Group Management')
      return page.getByRole('button', { name: /^Delete group / }).first()
    },
    popup: alertDialog,
    close: pressCancel,
  },
  {
    name: 'unsaved changes, Stay on Page',
    opener: async (page) => {
      await visit(page, '/users/new', 'Create User')
      await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Unsaved')
      return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })
    },
    popup: alertDialog,
    close: pressCancel,
  },
]

for (const popup of POPUPS) {
  test(`focus returns to the opener: ${popup.name}`, async ({ page }) => {
    await page.setViewportSize({ width: popup.width ?? 1280, height: 900 })
    await keepSession(page, 'admin@example.com')
    const opener = await popup.opener(page)
    await opener.focus()
    await (popup.open ?? ((p: Page) => p.keyboard.press('Enter')))(page)
    await expect(popup.popup(page)).toBeVisible()
    await (popup.close ?? ((p: Page) => p.keyboard.press('Escape')))(page)
    await expect(popup.popup(page)).toBeHidden()
    await expect(opener).toBeFocused()
  })
}

test('focus returns to the opener on the sign-in page: Forgot your password?', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/auth?mode=login')
  const opener = button(page, 'Forgot your password?')
  await opener.focus()
  await page.keyboard.press('Enter')
  await expect(dialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await expect(opener).toBeFocused()
})

test('a button that replaces itself hands focus to its successor, and each status change is announced', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
  await firstPendingOrder(page)

  await button(page, 'Edit Order').focus()
  await page.keyboard.press('Enter')
  await expect(button(page, 'Revert')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(button(page, 'Edit Order')).toBeFocused()

  await button(page, /^Mark as /).focus()
  await page.keyboard.press('Enter')
  await alertDialog(page).getByRole('button', { name: 'Update Status' }).focus()
  await page.keyboard.press('Enter')
  // "Mark as Processing" went with the step; its successor (the next step) has focus.
  const next = button(page, /^Mark as /)
  await expect(next).toBeFocused()
  await expect(next).not.toHaveText(/Processing/)
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByText(/^Order #\d+ is now Processing$/),
  ).toBeVisible()
  await expectNoA11yViolations(page)
})

test('when the opener is gone, focus goes to a neighbour: deleting a group from its row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
  await visit(page, '/users/groups', 'Group Management')
  const name = `Focus group ${Date.now()}`
  const { allRoles } = await apiQuery<{ allRoles: { id: string }[] }>(page, '{ allRoles { id } }')
  await apiQuery(page, 'mutation($request: CreateGroupInput!) { createGroup(request: $request) { id } }', {
    request: { name, roles: [{ roleId: allRoles[0]!.id, permissionLevel: 5 }] },
  })
  await page.reload()
  const remove = button(page, `Delete group ${name}`)
  await remove.focus()
  await page.keyboard.press('Enter')
  await alertDialog(page).getByRole('button', { name: 'Delete Group' }).focus()
  await page.keyboard.press('Enter')
  await expect(remove).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Group Management' })).toBeFocused()
})
