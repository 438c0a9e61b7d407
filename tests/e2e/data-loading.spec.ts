import type { Page, Request } from '@playwright/test'
import { expectNoA11yViolations, keepSession } from './support/app'
import { expect, test } from './support/test'

const operationOf = (request: Request) => (request.postDataJSON() as { operationName?: string } | null)?.operationName

/** Counts the GraphQL requests the page sends, by operation name. */
function countOperations(page: Page) {
  const counts = new Map<string, number>()
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return
    const name = operationOf(request) ?? '?'
    counts.set(name, (counts.get(name) ?? 0) + 1)
  })
  return (name: string) => counts.get(name) ?? 0
}

/** Holds every GraphQL answer back by `ms`, as a slow network would. */
async function slowGraphql(page: Page, ms: number) {
  await page.route('**/graphql', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.fallback()
  })
}

const skeletonCards = (page: Page) => page.getByTestId('product-skeleton')
const productCards = (page: Page) => page.getByRole('link', { name: /^View / })
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  // A fresh start on the start page (Orders), with nothing of the sign-in still on its way.
  await keepSession(page, 'admin@example.com')
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
})

test('with GraphQL 2 s slow, the pending screen shows on navigation and on a new product search', async ({ page }) => {
  await slowGraphql(page, 2_000)

  await sidebar(page).getByRole('link', { name: 'Products' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible({ timeout: 1_500 })
  await expect(skeletonCards(page)).toHaveCount(8, { timeout: 1_500 })
  await expect(page.getByText('Loading...')).toBeVisible()
  await expectNoA11yViolations(page)
  await expect(productCards(page).first()).toBeVisible()
  await expect(skeletonCards(page)).toHaveCount(0)

  const search = page.getByLabel('Search products')
  await search.fill('pto-0001')
  await expect(skeletonCards(page)).toHaveCount(8, { timeout: 1_500 })
  await expect(productCards(page), 'the old cards are gone while the new search loads').toHaveCount(0)
  await expect(search, 'the search box keeps its focus').toBeFocused()
  await expect(page.getByText('10 products found')).toBeVisible()
  await expect(productCards(page)).toHaveCount(10)

  await sidebar(page).getByRole('link', { name: 'Inventory' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible({ timeout: 1_500 })
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('a list that cannot load shows its error screen after exactly two retries, and Try Again recovers', async ({
  page,
}) => {
  const count = countOperations(page)
  await page.route('**/graphql', (route) =>
    operationOf(route.request()) === 'SearchProducts' ? route.abort('failed') : route.fallback(),
  )

  // The page's clock, so the wait for a retry behind the error screen fires every timer due instead of sleeping.
  await page.clock.install()
  await page.goto('/products')
  const heading = page.getByRole('heading', { name: "We're currently experiencing technical difficulties" })
  await expect(heading).toBeVisible({ timeout: 15_000 })
  expect(count('SearchProducts'), 'the first attempt and the two retries').toBe(3)
  await page.clock.fastForward(60_000)
  expect(count('SearchProducts'), 'nothing retries again behind the error screen, however long it stays').toBe(3)
  await expectNoA11yViolations(page)

  await page.unroute('**/graphql')
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(productCards(page).first()).toBeVisible()
  await expect(heading).toBeHidden()
  expect(count('SearchProducts')).toBe(4)
})

test('an order, the users list with its tabs and a user edit screen each load their queries once', async ({ page }) => {
  const count = countOperations(page)

  await page.goto('/orders')
  await page
    .getByRole('link', { name: /^View order / })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: /^Order #/ })).toBeVisible()
  await page.waitForTimeout(2_000)
  expect(count('GetOrderById')).toBe(1)

  await sidebar(page).getByRole('link', { name: 'Users' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible()
  const tabs = page.getByRole('navigation', { name: 'User management' })
  await tabs.getByRole('link', { name: /^Roles/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Role Management' })).toBeVisible()
  await tabs.getByRole('link', { name: /^Groups/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Group Management' })).toBeVisible()
  await tabs.getByRole('link', { name: /^Users/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible()
  await page.waitForTimeout(1_000)
  expect(count('GetUserRolesGroupCounts')).toBe(1)
  expect(count('GetUsers')).toBe(1)

  await page
    .getByRole('link', { name: /^Edit user / })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: /^Edit User: / })).toBeVisible()
  await page.waitForTimeout(2_000)
  expect(count('GetUserById')).toBe(1)
  expect(count('GetAllRoles')).toBe(1)
  expect(count('GetAllGroups')).toBe(1)
  await expectNoA11yViolations(page)
})
