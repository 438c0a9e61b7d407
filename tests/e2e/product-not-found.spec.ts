// Issue 29 item 19: a product that does not exist (an unknown or malformed id in the URL) shows a clear not-found
// state with the way back to Products, on its page and on its edit page: no error page, no empty form, no actions.
import { expectNoA11yViolations, screenshotsInThemes, signInAndWait } from './support/app'
import { expect, test } from './support/test'

test('an unknown product shows not found with a link back to Products, on its page and its edit page', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
  const main = page.getByRole('main')

  for (const path of [
    '/products/00000000-0000-4000-8000-000000000000/edit',
    '/products/not-a-product/edit',
    '/products/not-a-product',
  ]) {
    await page.goto(path)
    await expect(main.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible()
    await expect(page).toHaveTitle(/Product not found/)
    await expect(main.getByRole('link', { name: 'Back to Products' })).toBeVisible()
    // Neither a form to fill nor actions on a product that is not there.
    await expect(main.getByRole('textbox')).toHaveCount(0)
    await expect(main.getByRole('button', { name: /Save|Share|Export|Delete|Archive/ })).toHaveCount(0)
    await expect(main.getByRole('link', { name: 'Edit Product' })).toHaveCount(0)
  }
  await expectNoA11yViolations(page)
  await screenshotsInThemes(page, 'product-not-found')

  // By keyboard, back to the list.
  await main.getByRole('link', { name: 'Back to Products' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/products$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
})
