import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

/** Every list with a search box, and what it says when nothing matches. */
const LISTS = [
  { path: '/products', box: 'Search products', empty: 'No products found' },
  { path: '/orders', box: 'Search orders', empty: 'No orders found' },
  { path: '/users', box: 'Search users', empty: 'No users found' },
  { path: '/inventory', box: 'Search stock by name or SKU', empty: 'No products found' },
] as const

const LIMIT = 200
/** A term nothing matches, longer than the limit (as pasted in the issue: 250 characters). */
const longTerm = 'q'.repeat(250)
const FAILURES = /technical difficulties|Invalid search|Invalid user filter|Error loading|Unexpected Application Error/

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

for (const list of LISTS) {
  test(`${list.path}: a link with a search over ${LIMIT} characters searches its first ${LIMIT}, keeping the screen`, async ({
    page,
  }) => {
    await page.goto(`${list.path}?q=${longTerm}`)
    const box = page.getByRole('searchbox', { name: list.box })
    await expect(box).toHaveValue('q'.repeat(LIMIT))
    await expect(page.getByRole('heading', { name: list.empty })).toBeVisible()
    await expect(page.getByText(FAILURES)).toHaveCount(0)
  })

  test(`${list.path}: the search box takes at most ${LIMIT} characters and says so beside it`, async ({ page }) => {
    await page.goto(list.path)
    const box = page.getByRole('searchbox', { name: list.box })
    await box.fill(longTerm)
    await expect(box).toHaveValue('q'.repeat(LIMIT))
    await expect(box).toHaveAccessibleDescription(`A search holds at most ${LIMIT} characters`)
    await expect(page.getByRole('heading', { name: list.empty })).toBeVisible()
    await expect(page.getByText(FAILURES)).toHaveCount(0)
    await expectNoA11yViolations(page)

    await box.fill('q')
    await expect(page.getByText(`A search holds at most ${LIMIT} characters`)).toHaveCount(0)
  })
}
