import { type Locator, type Page } from '@playwright/test'
import { apiQuery } from './support/api'
import { signInAndWait } from './support/app'
import { expect, test } from './support/test'

const WIDTHS = [1280, 390] as const
const tag = `Lay${Date.now().toString(36)}`
/** A valid name (at most 200 characters) with no space to break at: 195 characters. */
const longName = `${tag}${'Ultrawide'.repeat(30)}`.slice(0, 195)
/** A name as the seeded catalogue gives them, whose model number must stay visible on a card (found by its SKU). */
const modelName = 'Adjustable Whiteboard QX-512'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

async function createProduct(page: Page, input: Record<string, unknown>): Promise<string> {
  const { createProduct } = await apiQuery<{ createProduct: { id: string } }>(
    page,
    'mutation ($input: ProductInput!) { createProduct(input: $input) { id } }',
    { input: { sku: `${tag}-${Math.random().toString(36).slice(2, 8)}`, categories: [], ...input } },
  )
  return createProduct.id
}

async function expectNoPageOverflow(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth, `page width of ${where}`).toBeLessThanOrEqual(innerWidth)
}

/** Every element inside `box` ends within it: nothing spills out (or is cut off by its overflow: hidden). */
async function expectContained(box: Locator, where: string) {
  const spills = await box.evaluate((root) => {
    const edge = root.getBoundingClientRect().right + 0.5
    return [...root.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > edge)
      .map((element) => `${element.tagName} "${element.textContent?.slice(0, 40)}"`)
  })
  expect(spills, `elements spilling out of ${where}`).toEqual([])
}

test('long names, the largest price and stock, and long descriptions stay inside the screen', async ({ page }) => {
  test.setTimeout(120_000)
  const big = await createProduct(page, {
    name: longName,
    description: `${tag}${'Unbroken'.repeat(400)}`,
    price: 9_999_999.99,
    quantity: 2_147_483_647,
    status: 'ACTIVE',
  })
  await createProduct(page, { name: modelName, price: 12.5, quantity: 0, status: 'OUT_OF_STOCK' })

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })

    await page.goto(`/products/${big}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(longName)
    await expectNoPageOverflow(page, `the detail page at ${width} px`)

    await page.goto(`/products?q=${tag}&view=list`)
    const table = page.getByRole('table', { name: 'Products' })
    await expect(table.getByRole('row')).toHaveCount(3)
    await expectNoPageOverflow(page, `the list view at ${width} px`)
    // The list clips what overflows its box: every column must still be inside it, Actions last.
    await expectContained(table.locator('xpath=..'), `the list view's box at ${width} px`)
    await expect(table.getByRole('columnheader', { name: 'Actions' })).toBeInViewport({ ratio: 1 })
    const nameCell = table.getByTitle(longName, { exact: true })
    await expect(nameCell).toBeVisible()

    await page.goto(`/products?q=${tag}`)
    const cards = page.locator('[data-slot="card"]')
    await expect(cards).toHaveCount(2)
    await expectNoPageOverflow(page, `the grid at ${width} px`)
    for (const card of await cards.all()) await expectContained(card, `a grid card at ${width} px`)
    // The full name is at hand on the card, and the seeded kind of name shows up to its model number.
    await expect(page.getByRole('heading', { level: 2, name: longName })).toHaveAttribute('title', longName)
    const model = page.getByRole('heading', { level: 2, name: modelName })
    expect(
      await model.evaluate((heading) => heading.scrollHeight <= heading.clientHeight),
      `"${modelName}" shown whole at ${width} px`,
    ).toBe(true)
    // "Out of Stock" stays on one line, as tall as the "Active" badge.
    const badge = async (text: string) => (await page.getByText(text, { exact: true }).first().boundingBox())!.height
    expect(await badge('Out of Stock')).toBeLessThanOrEqual((await badge('Active')) + 0.5)
  }
})

test('the description box stops growing and scrolls, and a long description is refused with its limit', async ({
  page,
}) => {
  const id = await createProduct(page, { name: `${tag} Described`, price: 3, quantity: 1, status: 'ACTIVE' })
  await page.goto(`/products/${id}/edit`)
  const description = page.getByLabel('Description')
  await description.fill(Array.from({ length: 100 }, (_, line) => `Line ${line} of a long description`).join('\n'))
  const box = (await description.boundingBox())!
  expect(box.height).toBeLessThanOrEqual(400)
  expect(await description.evaluate((area) => area.scrollHeight > area.clientHeight)).toBe(true)
  expect(await description.evaluate((area) => getComputedStyle(area).overflowY)).toBe('auto')

  await description.fill('x'.repeat(5001))
  await page.getByRole('button', { name: /^(Save|Update)/ }).click()
  await expect(page.getByText('Description must be at most 5000 characters')).toBeVisible()
})
