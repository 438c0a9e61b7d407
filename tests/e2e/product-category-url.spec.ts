import { type Page } from '@playwright/test'
import { signInAndWait } from './support/app'
import { expect, test } from './support/test'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'viewer@example.com')
})

const categories = (page: Page) => page.getByRole('group', { name: 'Category' })
const chip = (page: Page, name: string, pressed?: boolean) =>
  categories(page).getByRole('button', { name: new RegExp(`^${name} \\(\\d+\\)$`), pressed })

/** The category values the URL carries now (an array in the URL, or one value). */
function urlCategories(page: Page): string[] {
  const raw = new URL(page.url()).searchParams.get('category')
  if (raw === null) return []
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? value.map(String) : [String(value)]
  } catch {
    return [raw]
  }
}

/** A category's id, as its chip writes it into the URL when chosen on an unfiltered list. */
async function categoryId(page: Page, name: string): Promise<string> {
  await page.goto('/products')
  await chip(page, name, false).click()
  await expect(chip(page, name, true)).toBeVisible()
  const [id] = urlCategories(page)
  expect(id).toMatch(/^\d+$/)
  return id!
}

test('a category named in the URL shows its chip pressed, and toggling writes ids only', async ({ page }) => {
  const pto = await categoryId(page, 'PTO')

  // The README's own example: the category by name, in any case.
  for (const given of ['PTO', 'pto']) {
    await page.goto(`/products?category=${given}`)
    await expect(chip(page, 'PTO', true)).toBeVisible()
    await expect(categories(page).getByRole('button', { pressed: true })).toHaveCount(1)
  }
  const count = Number((await chip(page, 'PTO').textContent())!.match(/\((\d+)\)/)![1])
  await expect(page.getByText(`${count} products found`)).toBeVisible()

  // Adding a second category keeps PTO as its id: never ["PTO", "<id>"].
  const other = categories(page).getByRole('button', { pressed: false }).first()
  await other.click()
  await expect(categories(page).getByRole('button', { pressed: true })).toHaveCount(2)
  const both = urlCategories(page)
  expect(both).toHaveLength(2)
  expect(both[0]).toBe(pto)
  expect(both.every((value) => /^\d+$/.test(value))).toBe(true)

  // Clicking the pressed chip of a category given by name takes it off.
  await page.goto('/products?category=PTO')
  await chip(page, 'PTO', true).click()
  await expect(chip(page, 'PTO', false)).toBeVisible()
  await expect(page).not.toHaveURL(/category=/)
})

test('a category given by id in the URL shows its chip pressed, and toggling it off clears it', async ({ page }) => {
  const pto = await categoryId(page, 'PTO')
  await page.goto(`/products?category=${pto}`)
  await expect(chip(page, 'PTO', true)).toBeVisible()
  await expect(categories(page).getByRole('button', { pressed: true })).toHaveCount(1)

  // A name and the id of the same category are one choice.
  await page.goto(`/products?category=${encodeURIComponent(JSON.stringify(['PTO', pto]))}`)
  await expect(categories(page).getByRole('button', { pressed: true })).toHaveCount(1)
  await chip(page, 'PTO', true).click()
  await expect(chip(page, 'PTO', false)).toBeVisible()
  await expect(page).not.toHaveURL(/category=/)
})
