import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'demo-password-1'

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth?mode=login')
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

export async function signInAndWait(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await signIn(page, email, password)
  // Not the passing "Login Successful!" (login.spec checks it): a busy machine may render it too briefly to see.
  await page.waitForURL((url) => url.pathname === '/')
  await expect(page.getByRole('banner')).toBeVisible()
}

/** Runs axe on the page as it stands, in the light and in the dark theme. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  // Colour transitions would let axe measure a colour halfway between the themes.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  })
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark')
    const { violations } = await new AxeBuilder({ page }).analyze()
    const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    expect(summary, `axe violations in the ${theme} theme`).toEqual([])
  }
}

/**
 * Screenshots for a person to look at, in the test's output folder: `name-<width>-<theme>.png` at 1280 and 390 px, light
 * and dark (of `target` alone when given). The page is left at 1280 px in the light theme.
 */
export async function screenshotsInThemes(
  page: Page,
  name: string,
  options: { fullPage?: boolean; target?: Locator } = {},
): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark')
      const path = test.info().outputPath(`${name}-${width}-${theme}.png`)
      await (options.target
        ? options.target.screenshot({ path })
        : page.screenshot({ path, fullPage: options.fullPage }))
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.evaluate(() => document.documentElement.classList.remove('dark'))
}
