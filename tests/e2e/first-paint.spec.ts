import type { Page } from '@playwright/test'
import { signInAndWait } from './support/app'
import { openDashboard } from './support/dashboard-visit'
import { expect, test } from './support/test'

/** The page as the HTML and the stylesheet alone paint it: no module script may load. */
async function withoutModules(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort())
}

/** Where the page's heading and its description sit, as the user sees them. */
async function headingBoxes(page: Page) {
  const heading = page.locator('h1').filter({ visible: true })
  const description = heading.locator('xpath=following-sibling::p')
  return { heading: await heading.boundingBox(), description: await description.boundingBox() }
}

test('before any module runs, a signed-out visit to the sign-in page already shows it, and nothing in it takes input', async ({
  page,
}) => {
  await withoutModules(page)
  await page.goto('/auth?mode=login')
  await expect(page.getByText('Welcome Back')).toBeVisible()
  await expect(page.getByText('Sign in to your admin account')).toBeVisible()
  await expect(page.getByPlaceholder('Enter your email')).toBeVisible()
  // A picture of the form to come: what is typed before the app runs must not go into a field React then replaces.
  await page.keyboard.press('Tab')
  await page.keyboard.type('typed too early')
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY')
  await expect(page.getByPlaceholder('Enter your email')).toHaveValue('')
  // Hidden from assistive technology: no role, so screen readers meet only the page React renders.
  await expect(page.getByRole('heading')).toHaveCount(0)
  await expect(page.getByText('Dashboard', { exact: true })).toBeHidden()
})

test('before any module runs, a signed-in first screen shows the shell and its pending page, and only the first screens do', async ({
  page,
}) => {
  await signInAndWait(page, 'dev@example.com')
  await withoutModules(page)
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.goto('/dashboard')
  await expect(page.getByText("Here's what's happening with your store today.")).toBeVisible()
  const brand = page.getByText('Storefront Admin').filter({ visible: true })
  await expect(brand).toHaveCount(1)
  await expect(page.getByText('Welcome Back')).toBeHidden()
  // Below 1024 px the sidebar is an overlay, closed: the first paint has no column either.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(brand).toHaveCount(0)
  await expect(page.getByText("Here's what's happening with your store today.")).toBeVisible()

  await page.goto('/orders')
  await expect(page.locator('main').filter({ visible: true })).toHaveCount(1)
  await expect(page.getByText('Dashboard', { exact: true })).toBeHidden()

  // A screen the build does not render shows nothing until its modules run, rather than another screen's outline.
  await page.goto('/products')
  await expect(page.locator('main').filter({ visible: true })).toHaveCount(0)
})

/** Records whether the page's heading was ever missing once it had shown: a blank frame between two paints. */
async function watchHeading(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const watched = window as unknown as { headingShown: boolean; headingLost: boolean }
    Object.assign(watched, { headingShown: false, headingLost: false })
    new MutationObserver(() => {
      const shown = [...document.querySelectorAll('h1')].some((heading) => heading.checkVisibility())
      if (shown) watched.headingShown = true
      else if (watched.headingShown) watched.headingLost = true
    }).observe(document, { childList: true, subtree: true, attributes: true })
  })
  return () => page.evaluate(() => (window as unknown as { headingLost: boolean }).headingLost)
}

test('the app replaces the first paint with the same screen: the heading neither moves nor blinks, one page remains', async ({
  page,
}) => {
  await signInAndWait(page, 'dev@example.com')
  await page.setViewportSize({ width: 1280, height: 900 })
  await withoutModules(page)
  await page.goto('/dashboard')
  await expect(page.getByText("Here's what's happening with your store today.")).toBeVisible()
  const painted = await headingBoxes(page)

  await page.unrouteAll()
  const headingLost = await watchHeading(page)
  await openDashboard(page)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  expect(await headingBoxes(page)).toEqual(painted)
  await expect(page.locator('#first-paint')).toHaveCount(0)
  await expect(page.getByRole('main')).toHaveCount(1)
  expect(await headingLost(), 'the heading went away between the first paint and the page').toBe(false)
})
