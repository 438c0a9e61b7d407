import { type Browser, type Page } from '@playwright/test'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

async function editorOn(browser: Browser, productPath: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  await signInAndWait(page, 'admin@example.com')
  await page.goto(`${productPath}/edit`)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible()
  return page
}

const description = (page: Page) => page.getByRole('textbox', { name: 'Description', exact: true })

test('two people editing one product: the second save gets the conflict banner, and Reload shows the first change', async ({
  browser,
  page,
}) => {
  await signInAndWait(page, 'admin@example.com')
  await page.goto('/products?view=list')
  const productPath = new URL(
    (await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .getAttribute('href'))!,
    page.url(),
  ).pathname.replace(/\/edit$/, '')
  const first = await editorOn(browser, productPath)
  const second = await editorOn(browser, productPath)
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
