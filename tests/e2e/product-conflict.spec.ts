import { type Browser, type Page } from '@playwright/test'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { withoutLiveUpdates } from './support/live'
import { expect, test } from './support/test'

async function editorOn(browser: Browser, productPath: string, { live = true } = {}): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  if (!live) await withoutLiveUpdates(page)
  await signInAndWait(page, 'admin@example.com', { at: `${productPath}/edit` })
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible()
  return page
}

/** The first product of the list, as a path without /edit. */
async function firstProductPath(page: Page): Promise<string> {
  await signInAndWait(page, 'admin@example.com', { at: '/products?view=list' })
  const edit = await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .getAttribute('href')
  return new URL(edit!, page.url()).pathname.replace(/\/edit$/, '')
}

const description = (page: Page) => page.getByRole('textbox', { name: 'Description', exact: true })

test('two people editing one product: the second save gets the conflict banner, and Reload shows the first change', async ({
  browser,
  page,
}) => {
  const productPath = await firstProductPath(page)
  const first = await editorOn(browser, productPath)
  // Without live updates the second editor learns of the first one's change only from the refused save.
  const second = await editorOn(browser, productPath, { live: false })
  const stamp = Date.now()

  await description(first).fill(`First editor ${stamp}`)
  await first.getByRole('button', { name: 'Save Changes' }).click()
  await expect(first).toHaveURL(new RegExp(`${productPath}$`))

  await description(second).fill(`Second editor ${stamp}`)
  await second.getByRole('button', { name: 'Save Changes' }).click()
  const banner = second
    .getByRole('status')
    .filter({ hasText: 'Someone else changed this product while you were editing.' })
  await expect(banner).toBeVisible()
  const save = second.getByRole('button', { name: 'Save Changes' })
  await expect(save).toBeDisabled()
  await expect(save).toHaveAccessibleDescription(/cannot be saved over their changes/)
  await expect(second).toHaveURL(new RegExp(`${productPath}/edit$`))
  await expect(description(second)).toHaveValue(`Second editor ${stamp}`)
  await expectNoA11yViolations(second)

  await banner.getByRole('button', { name: 'Reload product' }).click()
  await expect(description(second)).toHaveValue(`First editor ${stamp}`)
  await expect(banner).toBeHidden()
  await description(second).fill(`Second editor, after reading ${stamp}`)
  await second.getByRole('button', { name: 'Save Changes' }).click()
  await expect(second).toHaveURL(new RegExp(`${productPath}$`))
  await expect(second.getByText(`Second editor, after reading ${stamp}`)).toBeVisible()
})

test('a live update of someone else’s save disables Save before it is pressed, and says why', async ({
  browser,
  page,
}) => {
  const productPath = await firstProductPath(page)
  const first = await editorOn(browser, productPath)
  const second = await editorOn(browser, productPath)
  await description(second).fill(`Second editor ${Date.now()}`)
  await description(first).fill(`First editor ${Date.now()}`)
  await first.getByRole('button', { name: 'Save Changes' }).click()
  await expect(first).toHaveURL(new RegExp(`${productPath}$`))

  await expect(second.getByRole('status').filter({ hasText: 'Someone else changed this product' })).toBeVisible()
  const save = second.getByRole('button', { name: 'Save Changes' })
  await expect(save).toBeDisabled()
  await expect(save).toHaveAccessibleDescription(/reload it to see them/)
  await expectNoA11yViolations(second)
})
