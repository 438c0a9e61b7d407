import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

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
