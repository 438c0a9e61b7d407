import { signInAndWait } from './support/app'
import { expect, test } from './support/test'

const TITLES: [path: string, title: string][] = [
  ['/dashboard', 'Dashboard · Storefront Admin'],
  ['/products', 'Products · Storefront Admin'],
  ['/products/new', 'Add Product · Storefront Admin'],
  ['/orders', 'Orders · Storefront Admin'],
  ['/inventory', 'Inventory · Storefront Admin'],
  ['/users', 'Users · Storefront Admin'],
  ['/users/new', 'Create User · Storefront Admin'],
  ['/users/groups', 'Groups · Storefront Admin'],
  ['/users/groups/new', 'Create Group · Storefront Admin'],
  ['/users/roles', 'Roles · Storefront Admin'],
  ['/users/roles/new', 'Create Role · Storefront Admin'],
  ['/settings/profile', 'Profile · Settings · Storefront Admin'],
  ['/settings/security', 'Security · Settings · Storefront Admin'],
  ['/settings/notifications', 'Notifications · Settings · Storefront Admin'],
  ['/settings/appearance', 'Appearance · Settings · Storefront Admin'],
]

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
})

test('the sign-in page has its own title', async ({ page }) => {
  await page.goto('/auth?mode=login')
  await expect(page).toHaveTitle('Sign In · Storefront Admin')
})

test('each route has its own title; an order and a product are named in theirs', async ({ page }) => {
  await signInAndWait(page, 'admin@example.com')
  for (const [path, title] of TITLES) {
    await page.goto(path)
    await expect(page, path).toHaveTitle(title)
  }
  await page.goto('/orders')
  await page
    .getByRole('link', { name: /^View order / })
    .first()
    .click()
  const orderId = /\/orders\/(\d+)$/.exec(page.url())?.[1]
  await expect(page).toHaveTitle(`Order #${orderId} · Storefront Admin`)

  await page.goto('/products')
  // The product's name from the link that opens it: the detail page's heading may not have rendered yet.
  const view = page.getByRole('link', { name: /^View / }).first()
  const name = (await view.getAttribute('aria-label'))!.replace(/^View /, '')
  await view.click()
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page).toHaveTitle(`${name} · Storefront Admin`)
})

test('each navigation is announced politely, with the new page title', async ({ page }) => {
  await signInAndWait(page, 'admin@example.com')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click()
  const announcer = page.locator('[role="status"][aria-live="polite"]').filter({ hasText: 'Orders · Storefront Admin' })
  await expect(announcer).toHaveText('Orders · Storefront Admin')
  await expect(announcer).toHaveAttribute('aria-atomic', 'true')
})
