import { type Locator } from '@playwright/test'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

// Each test stands alone: they may run on both workers at once, so the file does not finish on one worker alone.
test.describe.configure({ mode: 'parallel' })

/**
 * Every list screen with its table, as staff open it. The users list joins when its columns fit 1280 px (issue 29
 * item 9: emails wrapping letter by letter, Created and Edit off-screen), which the screens-b branch fixes.
 */
const LISTS = [
  { path: '/products?view=list', table: 'Products' },
  { path: '/orders', table: 'Orders' },
  { path: '/inventory', table: 'Stock of each product' },
  { path: '/users', table: 'Users' },
] as const
const WIDTHS = [1280, 390] as const

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

/**
 * What leaves the screen or is cut: the page wider than the window, the table's box scrolling sideways or inside the
 * page (a scroll inside the scroll), a shown column's header or cell past the window's edge, a link or button whose
 * text is cut ("View" as "V").
 */
async function layoutProblems(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const problems: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > window.innerWidth) problems.push(`the page is ${root.scrollWidth} px wide`)
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box)
      const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll'
      if (scrolls(style.overflowX) && box.scrollWidth > box.clientWidth + 1)
        problems.push(`the table's box scrolls sideways (${box.scrollWidth} px in ${box.clientWidth} px)`)
      if (scrolls(style.overflowY) && box.scrollHeight > box.clientHeight + 1 && box !== document.scrollingElement)
        problems.push(`the table scrolls inside the page (${box.scrollHeight} px in ${box.clientHeight} px)`)
    }
    const edge = Math.min(window.innerWidth, element.parentElement!.getBoundingClientRect().right) + 0.5
    for (const cell of element.querySelectorAll('th, tbody tr:first-child td')) {
      const { width, left, right } = cell.getBoundingClientRect()
      if (width > 0 && (left < -0.5 || right > edge))
        problems.push(`${cell.tagName} "${cell.textContent?.trim().slice(0, 30)}" ends at ${Math.round(right)} px`)
    }
    for (const control of element.querySelectorAll('tbody a, tbody button')) {
      const { width } = control.getBoundingClientRect()
      if (width > 0 && control.scrollWidth > control.clientWidth + 1)
        problems.push(
          `"${control.textContent?.trim()}" is cut (${control.scrollWidth} px in ${control.clientWidth} px)`,
        )
    }
    return problems
  })
}

for (const list of LISTS) {
  test(`${list.path}: every shown column stays on the screen at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(list.path)
      const table = page.getByRole('table', { name: list.table })
      await expect(table.locator('tbody tr').first()).toBeVisible()
      expect(await layoutProblems(table), `${list.path} at ${width} px`).toEqual([])
    }
  })
}

test('the orders filter bar fits two rows at 1280 px: the search box whole, the page size beside it', async ({
  page,
}) => {
  await page.goto('/orders')
  const search = page.getByRole('searchbox', { name: 'Search orders' })
  const pageSize = page.getByLabel('Orders per page')
  await expect(search).toBeVisible()
  // The placeholder is not cut.
  const placeholderFits = await search.evaluate((input: HTMLInputElement) => {
    const context = document.createElement('canvas').getContext('2d')!
    const style = getComputedStyle(input)
    context.font = `${style.fontSize} ${style.fontFamily}`
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    return context.measureText(input.placeholder).width <= room
  })
  expect(placeholderFits, 'the search placeholder fits its box').toBe(true)
  // "Orders per page" is not alone on a row: it shares the search box's row.
  const [searchBox, sizeBox] = [(await search.boundingBox())!, (await pageSize.boundingBox())!]
  expect(Math.abs(searchBox.y + searchBox.height - (sizeBox.y + sizeBox.height))).toBeLessThanOrEqual(2)
  // The filters (status, payment, delivery, From, To) share one row.
  const tops = await Promise.all(
    ['Status', 'Payment', 'Delivery', 'From', 'To'].map(async (name) =>
      Math.round((await page.getByLabel(name, { exact: true }).boundingBox())!.y),
    ),
  )
  expect(new Set(tops).size, `filter rows: ${tops.join(', ')}`).toBe(1)
  await expectNoA11yViolations(page)
})
