import { type Page } from '@playwright/test'
import { apiQuery } from './support/api'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

/** Sonner's live region: a `section` labelled "Notifications alt+T". */
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ })
const toast = (page: Page, text: string | RegExp) => toasts(page).getByRole('listitem').filter({ hasText: text })
/** How long a plain message stays (the Toaster's duration). */
const TOAST_MS = 5_000

test.beforeEach(async ({ page }) => {
  // The page's clock: a message's time is moved past with fastForward instead of slept through.
  await page.clock.install()
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

test('two messages show at once, in a polite live region, and axe passes with them up', async ({ page }) => {
  await page.goto('/settings/notifications')
  // Whatever the switch's state (other tests change it), two clicks raise "turned on." and "turned off.".
  const push = page.getByRole('switch', { name: 'Push notifications' })
  await push.click()
  await expect(toast(page, /^Push notifications turned (on|off)\.$/)).toBeVisible()
  await push.click()
  await expect(toast(page, 'Push notifications turned on.')).toBeAttached()
  await expect(toast(page, 'Push notifications turned off.')).toBeAttached()
  await expect(toasts(page).getByRole('listitem')).toHaveCount(2)
  await expect(toasts(page)).toHaveAttribute('aria-live', 'polite')
  // Under the pointer the stack spreads out, so both can be read.
  await toasts(page).getByRole('listitem').first().hover({ force: true })
  await expect(toast(page, 'Push notifications turned on.')).toBeVisible()
  await expect(toast(page, 'Push notifications turned off.')).toBeVisible()
  await expectNoA11yViolations(page)
})

test('a message stays while the pointer is over it or focus is in it, and goes after its time otherwise', async ({
  page,
}) => {
  await page.goto('/settings/notifications')
  const email = page.getByRole('switch', { name: 'Email notifications' })
  await email.click()
  const first = toast(page, /^Email notifications turned (on|off)\.$/)
  await first.hover()
  await page.clock.fastForward(TOAST_MS + 2_000)
  await expect(first).toBeVisible()
  await page.mouse.move(10, 10)
  await page.clock.fastForward(TOAST_MS + 2_000)
  await expect(first).toBeHidden()

  // Focus in a message holds it too; leaving lets it go.
  await email.click()
  const on = toast(page, /^Email notifications turned (on|off)\.$/)
  const close = on.getByRole('button', { name: 'Close toast' })
  await close.focus()
  await page.clock.fastForward(TOAST_MS + 2_000)
  await expect(on).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(on).toBeHidden()
})

/** Alt+T (sonner's hotkey) moves focus to the messages; Tab then walks through them to `button`. */
async function tabToToastButton(page: Page, button: ReturnType<Page['getByRole']>) {
  await page.keyboard.press('Alt+t')
  for (let step = 0; step < 4 && !(await button.evaluate((element) => element === document.activeElement)); step++) {
    await page.keyboard.press('Tab')
  }
  await expect(button).toBeFocused()
}

test('Undo after a bulk delete brings the products back, as the API confirms', async ({ page }) => {
  await page.goto('/products?q=pto-0003&view=list')
  const rows = page.locator('tbody tr')
  await expect(rows.first()).toBeVisible()
  const ids: string[] = []
  for (const row of (await rows.all()).slice(0, 2)) {
    const href = await row.getByRole('link', { name: /^Edit / }).getAttribute('href')
    ids.push(href!.split('/')[2]!)
    await row.getByRole('checkbox').check()
  }
  const count = await page.getByText(/^[\d,]+ products? found$/).textContent()

  await page.getByRole('button', { name: 'Bulk Actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete Selected' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  const removed = toast(page, /^Products removed: /)
  await expect(removed).toBeVisible()
  await expect(page.getByText(count!)).toBeHidden()

  type Stored = { product: { archived: boolean } | null }
  const stored = (id: string) => apiQuery<Stored>(page, 'query($id: ID!) { product(id: $id) { archived } }', { id })
  for (const id of ids) expect((await stored(id)).product?.archived ?? 'hidden').not.toBe(false)

  await removed.getByRole('button', { name: 'Undo' }).click()
  await expect(toast(page, 'Products restored: 2.')).toBeVisible()
  await expect(page.getByText(count!)).toBeVisible()
  for (const id of ids) expect((await stored(id)).product).toEqual({ archived: false })
})

test('Undo after removing a role gives it back with its level, by keyboard', async ({ page }) => {
  // The viewer demo account holds roles directly (View, 5); many seeded users hold none.
  await page.goto('/users?q=viewer%40example.com')
  await page
    .getByRole('link', { name: /^Edit user / })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: /^Edit User: / })).toBeVisible()
  const userId = page.url().split('/')[4]!
  type Held = { userById: { directRoles: { roleName: string; permissionLevel: number }[] } }
  const held = async () =>
    (
      await apiQuery<Held>(
        page,
        'query($id: ID!) { userById(userId: $id) { directRoles { roleName permissionLevel } } }',
        {
          id: userId,
        },
      )
    ).userById.directRoles
  const before = await held()
  const role = before.find((held) => held.permissionLevel === 5)!
  const remove = page.getByRole('button', { name: `Remove role ${role.roleName}` })
  await remove.focus()
  await page.keyboard.press('Enter')
  const removed = toast(page, `Role "${role.roleName}" removed from`)
  await expect(removed).toBeVisible()
  await expect(remove).toBeHidden()
  // The button went with its row: focus moved to the card's first control, not to the page.
  await expect(page.getByRole('button', { name: 'Add Role' })).toBeFocused()
  expect((await held()).map((r) => r.roleName)).not.toContain(role.roleName)

  await tabToToastButton(page, removed.getByRole('button', { name: 'Undo' }))
  await page.keyboard.press('Enter')
  await expect(toast(page, `Role "${role.roleName}" given back to`)).toBeVisible()
  await expect(remove).toBeVisible()
  expect(await held()).toEqual(expect.arrayContaining([role]))
  await expectNoA11yViolations(page)
})

test('Undo after removing a group membership puts the user back in the group', async ({ page }) => {
  await page.goto('/users?q=viewer%40example.com')
  await page
    .getByRole('link', { name: /^Edit user / })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: /^Edit User: / })).toBeVisible()
  const userId = page.url().split('/')[4]!
  type Memberships = { userById: { groups: { groupId: string; groupName: string }[] } }
  const memberships = async () =>
    (
      await apiQuery<Memberships>(page, 'query($id: ID!) { userById(userId: $id) { groups { groupId groupName } } }', {
        id: userId,
      })
    ).userById.groups
  // Made a member here, through the API, so the test does not depend on what other tests left.
  const { allGroups } = await apiQuery<{ allGroups: { id: string; name: string }[] }>(page, '{ allGroups { id name } }')
  const group = allGroups.find((candidate) => !/fuzz/i.test(candidate.name))!
  if (!(await memberships()).some((held) => held.groupId === group.id)) {
    await apiQuery(page, 'mutation($r: UserGroupInput!) { addUserToGroup(request: $r) }', {
      r: { userId, groupId: group.id },
    })
    await page.reload()
  }

  const remove = page.getByRole('button', { name: `Remove from group ${group.name}` })
  await remove.click()
  const removed = toast(page, `removed from group "${group.name}"`)
  await expect(removed).toBeVisible()
  await expect(remove).toBeHidden()
  expect((await memberships()).map((held) => held.groupId)).not.toContain(group.id)

  await removed.getByRole('button', { name: 'Undo' }).click()
  await expect(toast(page, `is back in group "${group.name}"`)).toBeVisible()
  await expect(remove).toBeVisible()
  expect((await memberships()).map((held) => held.groupId)).toContain(group.id)
})
