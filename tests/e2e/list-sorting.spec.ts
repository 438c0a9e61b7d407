import type { Locator, Page } from '@playwright/test'
import { INVENTORY_PAGE_SIZE } from '@/shared/inventory-limits'
import { USER_LIST_PAGE_SIZE } from '@/shared/user-limits'
import { apiAs, type Api } from './support/api'
import { expectNoA11yViolations, signInAndWait } from './support/app'
import { expect, test } from './support/test'

/**
 * Every column staff sort by, both ways: the header button puts the sort in the URL, and the rows on screen are the
 * server's first rows for that sort, in its order (read through the API beside the browser).
 */

type Direction = 'asc' | 'desc'

interface SortedList {
  path: string
  /** Only the rows near the viewport are in the page. */
  windowed?: boolean
  /** A viewport wider than the default 1280 px, for a list that shows some columns only on wide screens. */
  width?: number
  /** The column headings (their sort buttons) and the sort key each sends to the server. */
  columns: Record<string, string>
  /** The column header a sort button stands in, where it is not the button's own (a header with two sorts). */
  headerOf?: Record<string, string>
  /** The rows' keys (an id, an email, a SKU) as the page shows them, top to bottom. */
  shown: (table: Locator) => Promise<string[]>
  /** The same keys as the server lists them for this sort. */
  expected: (api: Api, by: string, dir: Direction) => Promise<string[]>
}

const cells = async (table: Locator, selector: string) =>
  (await table.locator(`tbody tr ${selector}`).allTextContents()).map((text) => text.trim())
const parameters = (entries: Record<string, string>) =>
  Object.entries(entries).map(([key, value]) => ({ key, value: [value] }))

/** The users list, at either width: the emails in its Email column (hidden below 2xl, but in the page). */
const USERS: SortedList = {
  path: '/users',
  columns: { User: 'name', Email: 'email', Created: 'created' },
  shown: (table) => cells(table, 'td:nth-child(3)'),
  expected: async (api, by, dir) => {
    const sortBy = { name: 'FIRST_NAME', email: 'EMAIL', created: 'CREATED_AT' }[by]
    const data = await api<{ users: { users: { email: string }[] } }>(
      'query ($filter: UserFilterInput) { users(filter: $filter) { users { email } } }',
      { filter: { limit: USER_LIST_PAGE_SIZE, sortBy, sortOrder: dir.toUpperCase() } },
    )
    return data.users.users.map((user) => user.email)
  },
}

const LISTS: Record<string, SortedList> = {
  products: {
    path: '/products?view=list',
    windowed: true,
    columns: { Product: 'name', Price: 'price', Stock: 'stock', Created: 'created' },
    shown: (table) => cells(table, 'td:nth-child(2) .text-xs'),
    expected: async (api, by, dir) => {
      const sortBy = by === 'created' ? 'createdAt' : by
      const data = await api<{ searchProducts: { products: { sku: string }[] } }>(
        'query ($search: SearchInput!) { searchProducts(search: $search) { products { sku } } }',
        { search: { parameters: parameters({ SortBy: sortBy, SortOrder: dir }) } },
      )
      return data.searchProducts.products.map((product) => product.sku)
    },
  },
  orders: {
    path: '/orders',
    columns: { Date: 'date', Total: 'total', Status: 'status', Customer: 'customer' },
    // The first column holds the selection checkboxes.
    shown: async (table) => (await cells(table, 'td:nth-child(2)')).map((id) => id.replace('#', '')),
    expected: async (api, by, dir) => {
      const data = await api<{ searchOrders: { orders: { id: string }[] } }>(
        'query ($search: SearchInput!) { searchOrders(search: $search) { orders { id } } }',
        { search: { parameters: parameters({ SortBy: by, SortOrder: dir }) } },
      )
      return data.searchOrders.orders.map((order) => order.id)
    },
  },
  users: {
    ...USERS,
    // The Email column (and its sort) shows from 2xl (1536 px).
    width: 1600,
  },
  'users at 1280 px': {
    ...USERS,
    // Below 2xl the email sits under the name, and the User header sorts by either (its Email button).
    headerOf: { User: 'User Email', Email: 'User Email' },
  },
  inventory: {
    path: '/inventory',
    columns: { Product: 'name', Stock: 'stock' },
    shown: (table) => cells(table, 'td:nth-child(2)'),
    expected: async (api, by, dir) => {
      const data = await api<{ inventoryProducts: { products: { sku: string }[] } }>(
        'query ($filter: InventoryFilterInput) { inventoryProducts(filter: $filter) { products { sku } } }',
        { filter: { sortBy: by.toUpperCase(), sortOrder: dir.toUpperCase(), pageSize: INVENTORY_PAGE_SIZE } },
      )
      return data.inventoryProducts.products.map((product) => product.sku)
    },
  },
}

/** Sorts by the column (a click, or two, on its header button) until the URL and aria-sort say this direction. */
async function sortBy(page: Page, table: Locator, heading: string, key: string, dir: Direction, headerName = heading) {
  const header = table.getByRole('columnheader', { name: headerName, exact: true })
  const button = header.getByRole('button', { name: heading, exact: true })
  const ariaSort = dir === 'asc' ? 'ascending' : 'descending'
  let clicks = 0
  for (let shown = await header.getAttribute('aria-sort'); shown !== ariaSort && clicks < 2; clicks++) {
    await button.click()
    await expect(button).toBeFocused()
    // The header follows the URL: wait for this click's sort to land before deciding on another click.
    const before = shown
    await expect.poll(async () => (shown = await header.getAttribute('aria-sort'))).not.toBe(before)
  }
  await expect(header).toHaveAttribute('aria-sort', ariaSort)
  // The list's default sort shows without a word in the URL; any other is written there.
  if (clicks > 0) await expect(page).toHaveURL(new RegExp(`sort=${key}&dir=${dir}`))
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAndWait(page, 'admin@example.com')
})

for (const [name, list] of Object.entries(LISTS)) {
  test(`${name} sort on the server by ${Object.keys(list.columns).join(', ')}, both ways`, async ({
    page,
    request,
  }) => {
    // Up to eight sorts, each a new search, and axe in two themes, on a shared machine.
    test.setTimeout(240_000)
    const api = await apiAs(request, 'admin@example.com')
    if (list.width) await page.setViewportSize({ width: list.width, height: 900 })
    await page.goto(list.path)
    const table = page.getByRole('table')
    for (const [heading, key] of Object.entries(list.columns)) {
      for (const dir of ['asc', 'desc'] as const) {
        await sortBy(page, table, heading, key, dir, list.headerOf?.[heading])
        const expected = await list.expected(api, key, dir)
        expect(expected.length, `${name} by ${key} ${dir}: the server's rows`).toBeGreaterThan(5)
        // A windowed list renders the rows near the viewport: the first ones, as many as fit.
        const matchesServer = async () => {
          const shown = await list.shown(table)
          const complete = list.windowed ? shown.length >= 5 : shown.length === expected.length
          return complete && shown.every((row, index) => row === expected[index]) ? 'the server order' : shown
        }
        await expect.poll(matchesServer, { message: `${name} by ${key} ${dir}` }).toBe('the server order')
      }
    }
    await expectNoA11yViolations(page)
    // The sort survives a reload: it lives in the URL.
    await page.reload()
    const [lastHeading] = Object.entries(list.columns).at(-1)!
    const lastHeader = list.headerOf?.[lastHeading] ?? lastHeading
    await expect(table.getByRole('columnheader', { name: lastHeader, exact: true })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
  })
}
