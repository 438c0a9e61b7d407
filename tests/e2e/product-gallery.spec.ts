import { expectNoA11yViolations, signInAndWait } from './support/app'
import { ONE_PIXEL_PNG } from './support/png'
import { expect, test } from './support/test'

test('a product with three images shows the first, and each of the others when chosen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com', { at: '/products/new' })
  const name = `Gallery Lamp ${Date.now()}`
  await page.getByRole('textbox', { name: 'Product Name', exact: true }).fill(name)
  await page.getByRole('textbox', { name: 'SKU', exact: true }).fill(`GAL-${Date.now()}`)
  await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('12')
  await page
    .getByLabel('Product images')
    .setInputFiles(
      ['front', 'side', 'back'].map((view) => ({ name: `${view}.png`, mimeType: 'image/png', buffer: ONE_PIXEL_PNG })),
    )
  await page.getByRole('button', { name: 'Create Product' }).click()
  await expect(page).toHaveURL(/\/products$/)

  await page.getByLabel('Search products').fill(name)
  await page.getByRole('link', { name: `View ${name}` }).click()
  const main = page.getByRole('img', { name: `${name} (image 1 of 3)` })
  await expect(main).toBeVisible()
  const choices = page.getByRole('list', { name: `Images of ${name}` }).getByRole('button')
  await expect(choices).toHaveCount(3)
  await expect(choices.first()).toHaveAttribute('aria-pressed', 'true')
  await expectNoA11yViolations(page)

  const third = page.getByRole('button', { name: 'Show image 3 of 3' })
  await third.press('Enter')
  await expect(third).toHaveAttribute('aria-pressed', 'true')
  const shown = page.getByRole('img', { name: `${name} (image 3 of 3)` })
  await expect(shown).toHaveAttribute('src', (await third.locator('img').getAttribute('src'))!)
  await expect(shown).toHaveJSProperty('naturalWidth', 1)
})
