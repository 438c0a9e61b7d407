import { type Page } from '@playwright/test'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

const sidebarLinks = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link')

test('the sidebar shows only the areas the roles permit, and other routes say no access', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInAndWait(page, 'viewer@example.com')
  await expect(sidebarLinks(page)).toHaveText(['Products', 'Orders', 'Inventory', 'Settings'])
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  await page.goto('/users')
  await expect(page.getByText("You don't have access to this page")).toBeVisible()
  await expectNoA11yViolations(page)
  // "No access" is an answer, not a failure: nothing goes to the console as an error.
  expect(errors).toEqual([])
})

test('an administrator sees every area, and the shell passes axe in both themes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInAndWait(page, 'admin@example.com')
  await expect(sidebarLinks(page)).toHaveText([
    'Dashboard',
    'Products',
    'Orders',
    'Customers',
    'Users',
    'Inventory',
    'Activity',
    'Settings',
  ])
  await expect(page.getByPlaceholder('Search products, orders, customers...')).toBeVisible()
  // The landing screen loaded (its h1), not its pending state: axe would report page-has-heading-one.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('the sidebar collapses to icons on a large screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInAndWait(page, 'admin@example.com')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const wide = (await nav.boundingBox())!.width
  await page.getByRole('button', { name: /collapse sidebar/i }).click()
  await expect.poll(async () => (await nav.boundingBox())!.width).toBeLessThan(wide / 2)
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible()
})

test('under 1024 px the sidebar is an overlay that closes after a link', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await signInAndWait(page, 'admin@example.com')
  await expect(page.getByPlaceholder('Search...')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await page.getByRole('button', { name: /open menu/i }).click()
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav).toBeVisible()
  await nav.getByRole('link', { name: 'Products' }).click()
  await expect(page).toHaveURL(/\/products$/)
  await expect(nav).toBeHidden()
  // The products screen loaded (its h1), not its pending state: axe would report page-has-heading-one.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('the theme toggle switches to dark and remembers the choice', async ({ page }) => {
  await signInAndWait(page, 'admin@example.com')
  const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))
  const before = await isDark()
  await page.getByRole('button', { name: /switch to (dark|light) theme/i }).click()
  expect(await isDark()).toBe(!before)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(before ? 'light' : 'dark')
  await page.reload()
  expect(await isDark()).toBe(!before)
})

test('the top bar takes its shadow once the page has scrolled, and drops it back at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 })
  await signInAndWait(page, 'admin@example.com', { at: '/orders' })
  await expect(page.getByText(/^Showing 1-20 of [\d,]+ orders$/)).toBeVisible()
  const shadow = () => page.getByRole('banner').evaluate((bar) => getComputedStyle(bar).boxShadow)
  await expect.poll(shadow).toBe('none')
  await page.evaluate(() => window.scrollTo(0, 400))
  await expect.poll(shadow).not.toBe('none')
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect.poll(shadow).toBe('none')
})
