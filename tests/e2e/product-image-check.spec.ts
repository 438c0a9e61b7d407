import { expectNoA11yViolations, signInAndWait } from './support/app'
import { ONE_PIXEL_PNG as PNG } from './support/png'
import { expect, test } from './support/test'

test('a text file named fake.png is refused when chosen, beside the image field, and never previewed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com', { at: '/products/new' })
  const images = page.getByLabel('Product images')
  await images.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('just some text') })
  await expect(page.getByRole('alert')).toHaveText(
    'Please select valid image files (JPG, PNG, GIF) under 10MB. Not added: fake.png',
  )
  await expect(page.getByRole('img', { name: /fake\.png/ })).toHaveCount(0)
  await expectNoA11yViolations(page)

  // A real PNG with the fake one: the real one is added, the fake one named as left out.
  await images.setInputFiles([
    { name: 'dot.png', mimeType: 'image/png', buffer: PNG },
    { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('just some text') },
  ])
  await expect(page.getByRole('img', { name: 'Main image: dot.png' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveText(
    'Please select valid image files (JPG, PNG, GIF) under 10MB. Not added: fake.png',
  )
})
