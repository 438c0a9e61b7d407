import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_TARGETS, startTestServer, type TestServer } from './support/test-server'

const SEARCH = /* GraphQL */ `
  query Search($search: SearchInput!) {
    searchProducts(search: $search) {
      products {
        name
        description
        sku
        quantity
        status
        categories
      }
      pagination {
        totalCount
      }
      filters {
        key
        value {
          name
          count
        }
      }
    }
  }
`

interface SearchResult {
  searchProducts: {
    products: {
      name: string
      description: string
      sku: string
      quantity: number
      status: string
      categories: string[]
    }[]
    pagination: { totalCount: number }
    filters: { key: string; value: { name: string; count: number }[] }[]
  }
}

/** Code-point order, as the C collation of the test databases sorts. */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

describe.each(DATABASE_TARGETS)('a catalogue seeded with --products 500 on %s', (target) => {
  let server: TestServer
  let token: string
  const search = async (parameters: Record<string, string>) => {
    const result = await server.gql<SearchResult>(
      SEARCH,
      {
        search: {
          parameters: Object.entries(parameters).flatMap(([key, value]) =>
            value === undefined ? [] : [{ key, value: [value] }],
          ),
        },
      },
      token,
    )
    expect(result.errors).toBeUndefined()
    return result.data!.searchProducts
  }

  beforeAll(async () => {
    server = await startTestServer(target, {}, { size: 'small', products: 500 })
    token = await server.signIn('admin@example.com')
  }, 120_000)
  afterAll(() => server?.close())

  it('holds 500 products, each in a category and with stock, the bulk ones found by SKU', async () => {
    const all = await search({})
    expect(all.pagination.totalCount).toBe(500)
    const statuses = all.filters.find((filter) => filter.key === 'status')!.value
    expect(statuses.reduce((sum, status) => sum + status.count, 0)).toBe(500)
    const categories = all.filters.find((filter) => filter.key === 'category')!.value
    expect(categories.reduce((sum, category) => sum + category.count, 0)).toBeGreaterThanOrEqual(500)

    const one = await search({ Search: 'pto-b0000008' })
    expect(one.products.map((product) => product.sku)).toEqual(['PTO-B0000008'])
    expect(one.products[0]!.categories).toContain('PTO')
    const outOfStock = await search({ status: 'OUT_OF_STOCK', PageSize: '100' })
    expect(outOfStock.products.length).toBeGreaterThan(0)
    expect(outOfStock.products.every((product) => product.quantity === 0)).toBe(true)
  })

  it('pages a filtered and a common term in name order, deep pages included, with the same total', async () => {
    // 'shaft' is in every PTO product's description (matches found first, then sorted); 'range' is in every
    // product's description (dense enough to walk the name order).
    const cases: { Search: string; category?: string }[] = [{ Search: 'shaft', category: 'PTO' }, { Search: 'range' }]
    for (const filters of cases) {
      const first = await search({ ...filters, PageSize: '50' })
      const total = first.pagination.totalCount
      expect(total).toBeGreaterThan(50)
      const last = await search({ ...filters, PageSize: '50', Skip: String(total - 10) })
      expect(last.pagination.totalCount).toBe(total)
      expect(last.products).toHaveLength(10)
      for (const page of [first, last]) {
        const names = page.products.map((product) => product.name)
        expect(names).toEqual([...names].sort(byName))
        for (const product of page.products) {
          expect(`${product.name} ${product.description} ${product.sku}`.toLowerCase()).toContain(filters.Search)
          if (filters.category) expect(product.categories).toContain(filters.category)
        }
      }
      expect(byName(first.products.at(-1)!.name, last.products[0]!.name)).toBeLessThanOrEqual(0)
    }
    const none = await search({ Search: 'zebra', category: 'PTO' })
    expect(none.pagination.totalCount).toBe(0)
    expect(none.products).toEqual([])
  })
})
