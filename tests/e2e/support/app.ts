import AxeBuilder from '@axe-core/playwright'
import axeCore from 'axe-core'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'demo-password-1'

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth?mode=login')
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

const LOGIN = `mutation ($token: LoginInput!) { login(token: $token) { token refreshToken expire } }`

export interface IssuedTokens {
  token: string
  refreshToken: string
  expire: string
}

/** The `login` mutation, beside the browser: the tokens a sign-in issues. */
export async function loginThroughApi(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<IssuedTokens> {
  const response = await request.post('/graphql', { data: { query: LOGIN, variables: { token: { email, password } } } })
  const { data, errors } = (await response.json()) as { data?: { login: IssuedTokens }; errors?: { message: string }[] }
  if (!data) throw new Error(`${email} could not sign in: ${errors?.map((error) => error.message).join('; ')}`)
  return data.login
}

/**
 * Signs in through the API, not the form (login.spec tests the form), and opens `at` with the shell shown: the
 * tokens go where the app keeps them, and the app reads the user from the server as after a reload.
 */
export async function signInAndWait(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, at = '/' }: { password?: string; at?: string } = {},
): Promise<void> {
  await test.step(`sign in as ${email}`, () => signInThroughApi(page, email, password, at), { box: true })
}

async function signInThroughApi(page: Page, email: string, password: string, path: string): Promise<void> {
  await keepSession(page, email, password)
  await page.goto(path)
  await expect(page.getByRole('banner')).toBeVisible()
}

/**
 * Signs in through the API and keeps the tokens where the app looks for them, without opening the app: for a test
 * whose next step opens a page of its own (each opening boots the app, which costs a browser test more than anything).
 */
export async function keepSession(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const tokens = await loginThroughApi(page.request, email, password)
  // localStorage belongs to the origin: a small page of the server's own opens it before the app starts.
  await page.goto('/healthz')
  await page.evaluate((issued) => {
    for (const [key, value] of Object.entries(issued)) localStorage.setItem(key, value)
  }, tokens)
}

/** Runs axe on the page as it stands, in the light and in the dark theme. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  await test.step('axe in both themes', () => checkBothThemes(page), { box: true })
}

/** The axe rules whose outcome depends on colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * axe-core, evaluated in the page once per document. AxeBuilder evaluates its whole source twice per analysis (100 ms
 * each here) and each fresh copy starts cold; the second theme's run reuses the first one's warmed-up code.
 */
async function injectAxeOnce(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')
  if (!present) await page.evaluate(axeCore.source)
}

/**
 * The page between two states: a finite animation running (a sheet or dialog leaving), or the rest of the page still hidden
 * from assistive technology (`data-aria-hidden`, set by a modal) with no modal open any more. axe would judge a frame
 * of the transition, e.g. a page without a visible h1 while a closing overlay's hiding is being undone.
 */
async function waitForSettledPage(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // Endless ones (a skeleton's pulse, a spinner) are states of their own, not transitions.
    const animating = document
      .getAnimations()
      .some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity)
    const modalOpen = document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')
    const hiddenByModal = document.querySelector('[data-aria-hidden="true"]')
    return !animating && (modalOpen !== null || hiddenByModal === null)
  })
}

/** What axe's page-has-heading-one saw, for the failure message: each h1 and whether something hides it. */
const headingsSeen = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('h1')].map((heading) => {
      const hiddenBy = heading.closest('[aria-hidden="true"], [hidden], [inert]')
      const hidden = hiddenBy ? ` hidden by <${hiddenBy.tagName.toLowerCase()} id="${hiddenBy.id}">` : ''
      return `h1 "${heading.textContent}"${hidden}${heading.checkVisibility() ? '' : ' not rendered'}`
    }),
  )

async function checkBothThemes(page: Page): Promise<void> {
  await waitForSettledPage(page)
  // Colour transitions would let axe measure a colour halfway between the themes.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  })
  await injectAxeOnce(page)
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark')
    // Legacy mode runs axe in the page itself; the default opens a blank page of its own to finish every run (for
    // cross-origin iframes, which the app has none of): three times the work. Only the violations' nodes are collected.
    // The source it would evaluate is a no-op: axe is in the page already (injectAxeOnce).
    let axe = new AxeBuilder({ page, axeSource: ';' })
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
    // The dark theme changes colours only (no `dark:` class shows, hides or moves anything): the rules about colour.
    if (theme === 'dark') axe = axe.withRules(COLOUR_RULES)
    const { violations } = await axe.analyze()
    const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    if (violations.some((v) => v.id === 'page-has-heading-one')) summary.push(...(await headingsSeen(page)))
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
