// Issue 29 item 20: the products grid sorts on the server through a labelled control kept in the URL (the table view's
// sort), and Clear filters takes the list back to the unfiltered catalogue in one click. It changes nothing.
import type { Page } from '@playwright/test'
import { apiAs, type Api } from './support/api'
import { expectNoA11yViolations, screenshotsInThemes, signInAndWait } from './support/app'
import { expect, test } from './support/test'

/** The names of the server's first products for this sort, as the grid's first cards should show them. */
async function serverNames(api: Api, sortBy: string, dir: 'asc' | 'desc'): Promise<string[]> {
  const data = await api<{ searchProducts: { products: { name: string }[] } }>(
    'query ($search: SearchInput!) { searchProducts(search: $search) { products { name } } }',
    {
      search: {
        parameters: [
          { key: 'SortBy', value: [sortBy] },
          { key: 'SortOrder', value: [dir] },
        ],
      },
    },
  )
  return data.searchProducts.products.slice(0, 4).map((product) => product.name)
}

const cardNames = async (page: Page) =>
  (await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).slice(0, 4)

test('the grid sorts by a labelled control kept in the URL, and Clear filters resets the list', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const api = await apiAs(request, 'admin@example.com')
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com', { at: '/products' })

  const sort = page.getByRole('combobox', { name: 'Sort products' })
  await expect(sort).toHaveText('Name, A to Z')
  for (const [label, key, sortBy, dir] of [
    ['Price, high to low', 'price', 'price', 'desc'],
    ['Stock, low to high', 'stock', 'stock', 'asc'],
    ['Newest first', 'created', 'createdAt', 'desc'],
  ] as const) {
    // By keyboard: open the select, pick the choice, confirm with Enter.
    await sort.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('option', { name: label }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`sort=${key}&dir=${dir}`))
    await expect(sort).toHaveText(label)
    const expected = await serverNames(api, sortBy, dir)
    await expect.poll(() => cardNames(page), { message: label }).toEqual(expected)
  }
  // The sort survives a reload, and the table view shows the same sort in its header.
  await page.reload()
  await expect(sort).toHaveText('Newest first')
  await expectNoA11yViolations(page)

  // No filter, no Clear filters.
  const clear = page.getByRole('button', { name: 'Clear filters' })
  await expect(clear).toHaveCount(0)
  const unfiltered = await page
    .getByText(/products found/)
    .first()
    .textContent()
  await page.getByRole('searchbox', { name: 'Search products' }).fill('a')
  await expect(page).toHaveURL(/q=a/)
  await page.getByRole('group', { name: 'Status' }).getByRole('button').first().click()
  await expect(page).toHaveURL(/status=/)
  await expect(clear).toBeVisible()
  await expect(page.getByText(/products found/).first()).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible()
  await screenshotsInThemes(page, 'product-grid-filtered')

  await clear.click()
  await expect(page).not.toHaveURL(/[?&](q|status|category)=/)
  await expect(page).toHaveURL(/sort=created&dir=desc/)
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('')
  await expect(clear).toHaveCount(0)
  await expect(page.getByText(/products found/).first()).toHaveText(unfiltered!)
  // The search box stays empty after its pause: the old term does not come back.
  await page.waitForTimeout(600)
  await expect(page).not.toHaveURL(/[?&]q=/)
})
