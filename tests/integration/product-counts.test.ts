import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_TARGETS, startTestServer, type TestServer } from './support/test-server'

/** Small enough that a 500-product catalogue has terms on both sides of it. */
const CAP = 40

const SEARCH = /* GraphQL */ `
  query Search($search: SearchInput!) {
    searchProducts(search: $search) {
      products {
        sku
      }
      pagination {
        totalCount
        totalCountIsLowerBound
      }
      filters {
        key
        countsAreLowerBounds
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
    products: { sku: string }[]
    pagination: { totalCount: number; totalCountIsLowerBound: boolean }
    filters: { key: string; countsAreLowerBounds: boolean; value: { name: string; count: number }[] }[]
  }
}

/** A product as the brute force sees it: categories read from product_categories, not from the counted copy. */
interface StoredProduct extends Record<string, unknown> {
  text: string
  status: string
  categories: string[]
  sku: string
}

interface Filters {
  Search?: string
  category?: string[]
  status?: string[]
}

const STATUS_LABELS: Record<string, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  OUT_OF_STOCK: 'Out of Stock',
  DISCONTINUED: 'Discontinued',
}

/** The total and both facets of a search, counted one product at a time. */
function bruteForce(catalogue: StoredProduct[], filters: Filters) {
  const term = filters.Search?.toLowerCase()
  const matches = catalogue.filter((product) => !term || product.text.includes(term))
  const inCategories = (product: StoredProduct) =>
    !filters.category || product.categories.some((name) => filters.category!.includes(name))
  const inStatuses = (product: StoredProduct) => !filters.status || filters.status.includes(product.status)
  const statusFacet = new Map<string, number>()
  for (const product of matches.filter(inCategories)) {
    const label = STATUS_LABELS[product.status]!
    statusFacet.set(label, (statusFacet.get(label) ?? 0) + 1)
  }
  const categoryFacet = new Map<string, number>()
  for (const product of matches.filter(inStatuses)) {
    for (const name of product.categories) categoryFacet.set(name, (categoryFacet.get(name) ?? 0) + 1)
  }
  return {
    matches: matches.length,
    total: matches.filter((product) => inCategories(product) && inStatuses(product)).length,
    statusFacet,
    categoryFacet,
  }
}

describe.each(DATABASE_TARGETS)('product counts on %s', (target) => {
  let server: TestServer
  let token: string

  beforeAll(async () => {
    server = await startTestServer(target, { countCap: CAP }, { size: 'small', products: 500 })
    token = await server.signIn('admin@example.com')
  }, 120_000)
  afterAll(() => server?.close())

  const gql = async <T>(query: string, variables: Record<string, unknown>) => {
    const result = await server.gql<T>(query, variables, token)
    expect(result.errors).toBeUndefined()
    return result.data!
  }

  const search = async (filters: Filters & { Skip?: string; PageSize?: string }) =>
    (
      await gql<SearchResult>(SEARCH, {
        search: {
          parameters: Object.entries(filters).map(([key, value]) => ({
            key,
            value: Array.isArray(value) ? value : [value],
          })),
        },
      })
    ).searchProducts

  async function liveCatalogue(): Promise<StoredProduct[]> {
    const { rows } = await server.database.db.execute<StoredProduct>(sql`
      select lower(p.name || E'\n' || p.description || E'\n' || p.sku) as text, p.status, p.sku,
        coalesce((select array_agg(c.name) from product_categories pc join categories c on c.id = pc.category_id
                  where pc.product_id = p.id), '{}') as categories
      from products p where p.archived_at is null`)
    return rows
  }

  /** Every count of the search against the brute force; returns whether the term's matches went past the cap. */
  async function expectHonestCounts(catalogue: StoredProduct[], filters: Filters) {
    const expected = bruteForce(catalogue, filters)
    const result = await search(filters)
    const label = JSON.stringify(filters)
    const capped = filters.Search !== undefined && expected.matches > CAP
    if (expected.total > CAP && filters.Search !== undefined) {
      expect(result.pagination, label).toEqual({ totalCount: CAP, totalCountIsLowerBound: true })
    } else {
      expect(result.pagination, label).toEqual({ totalCount: expected.total, totalCountIsLowerBound: false })
    }
    const facet = (key: string) => result.filters.find((filter) => filter.key === key)!
    for (const [key, counts] of [
      ['status', expected.statusFacet],
      ['category', expected.categoryFacet],
    ] as const) {
      expect(facet(key).countsAreLowerBounds, `${label} ${key}`).toBe(capped)
      for (const value of facet(key).value) {
        const exact = counts.get(value.name) ?? 0
        if (capped) expect(value.count, `${label} ${key} ${value.name}`).toBeLessThanOrEqual(exact)
        else expect(value.count, `${label} ${key} ${value.name}`).toBe(exact)
      }
    }
    if (capped && !filters.category) {
      // The status facet of a capped term still counts a cap's worth of matches, not a handful.
      const counted = facet('status').value.reduce((sum, value) => sum + value.count, 0)
      expect(counted, label).toBeGreaterThanOrEqual(CAP)
    }
    return { capped, total: expected.total }
  }

  it('match a brute-force count for every filter combination, below and above the cap', async () => {
    const catalogue = await liveCatalogue()
    const seen = { exactTerm: 0, cappedTerm: 0, cappedTotal: 0, exactTotalOfCappedTerm: 0, noTermAboveCap: 0 }
    // 'range' is in every bulk product's description, 'shaft' in every PTO description, 'b0000' in the first bulk
    // SKUs, 'zebra' nowhere.
    for (const Search of [undefined, 'range', 'shaft', 'b00001', 'zebra']) {
      for (const category of [undefined, ['PTO'], ['PTO', 'Office Supplies']]) {
        for (const status of [undefined, ['ACTIVE'], ['INACTIVE', 'DISCONTINUED']]) {
          const filters: Filters = {
            ...(Search ? { Search } : {}),
            ...(category ? { category } : {}),
            ...(status ? { status } : {}),
          }
          const { capped, total } = await expectHonestCounts(catalogue, filters)
          if (Search && !capped) seen.exactTerm++
          if (capped) seen.cappedTerm++
          if (capped && total > CAP) seen.cappedTotal++
          if (capped && total <= CAP) seen.exactTotalOfCappedTerm++
          if (!Search && total > CAP) seen.noTermAboveCap++
        }
      }
    }
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(0)
  })

  it('pages a capped search to its real end', async () => {
    const expected = bruteForce(await liveCatalogue(), { Search: 'shaft' }).matches
    expect(expected).toBeGreaterThan(CAP)
    const skus = new Set<string>()
    for (let skip = 0; ; skip += 25) {
      const page = await search({ Search: 'shaft', Skip: String(skip), PageSize: '25' })
      for (const product of page.products) skus.add(product.sku)
      if (page.products.length < 25) break
    }
    expect(skus.size).toBe(expected)
  })

  describe('the maintained counts', () => {
    /** The counts kept by the triggers equal a recount, and every row's category ids its category links. */
    async function expectCountsTrue() {
      const { rows: drift } = await server.database.db.execute<{ key: string }>(sql`
        select coalesce(kept.category_ids, actual.category_ids)::text || ' ' || coalesce(kept.status, actual.status)
               as key
        from (select category_ids, status, products from catalogue_counts where products <> 0) kept
        full join (select category_ids, status, count(*)::int as products from products where archived_at is null
                   group by category_ids, status) actual
          on actual.category_ids = kept.category_ids and actual.status = kept.status
        where kept.products is distinct from actual.products`)
      expect(drift).toEqual([])
      const { rows: dayDrift } = await server.database.db.execute<{ day: string }>(sql`
        select coalesce(kept.day, actual.day)::text as day
        from (select day, products from catalogue_created_days where products <> 0) kept
        full join (select sales_day(created_at) as day, count(*)::int as products from products
                   where archived_at is null group by 1) actual on actual.day = kept.day
        where kept.products is distinct from actual.products`)
      expect(dayDrift).toEqual([])
      const { rows: stale } = await server.database.db.execute<{ sku: string }>(sql`
        select sku from products p where category_ids <> coalesce(
          (select array_agg(category_id order by category_id) from product_categories where product_id = p.id), '{}')`)
      expect(stale).toEqual([])
      const catalogue = await liveCatalogue()
      for (const category of [undefined, ['PTO'], ['Counted Only']]) {
        for (const status of [undefined, ['INACTIVE']]) {
          await expectHonestCounts(catalogue, { ...(category ? { category } : {}), ...(status ? { status } : {}) })
        }
      }
    }

    const CREATE = /* GraphQL */ `
      mutation Create($input: ProductInput!) {
        createProduct(input: $input) {
          id
        }
      }
    `
    const create = async (sku: string, categories: string[], status = 'ACTIVE') =>
      (
        await gql<{ createProduct: { id: string } }>(CREATE, {
          input: { name: `Counted ${sku}`, sku, price: 5, quantity: 3, status, categories },
        })
      ).createProduct.id

    it('stay right through create, edit, status change, bulk edit, duplicate, archive, delete and bulk upload', async () => {
      await expectCountsTrue()

      const first = await create('COUNT-1', ['PTO', 'Counted Only'])
      const second = await create('COUNT-2', ['Counted Only'], 'INACTIVE')
      await expectCountsTrue()

      await gql(
        /* GraphQL */ `
          mutation Edit($id: ID!, $input: ProductUpdateInput!) {
            updateProduct(id: $id, input: $input) {
              id
            }
          }
        `,
        { id: first, input: { categories: ['Office Supplies'], price: 7 } },
      )
      await expectCountsTrue()

      await gql(
        /* GraphQL */ `
          mutation Status($id: ID!) {
            updateProductStatus(id: $id, status: DISCONTINUED) {
              id
            }
          }
        `,
        { id: second },
      )
      await expectCountsTrue()

      await gql(
        /* GraphQL */ `
          mutation Bulk($input: BulkProductUpdateInput!) {
            bulkUpdateProducts(input: $input) {
              success
            }
          }
        `,
        { input: { ids: [first, second], status: 'INACTIVE', categories: ['Counted Only', 'PTO'] } },
      )
      await expectCountsTrue()

      const copy = await gql<{ duplicateProduct: { id: string } }>(
        /* GraphQL */ `
          mutation Copy($id: ID!) {
            duplicateProduct(id: $id) {
              id
            }
          }
        `,
        { id: first },
      )
      await expectCountsTrue()

      const { rows: ordered } = await server.database.db.execute<{ id: string }>(
        sql`select product_id as id from order_items limit 1`,
      )
      const DELETE = /* GraphQL */ `
        mutation Delete($ids: [ID!]!) {
          deleteProducts(ids: $ids) {
            deletedCount
            archivedCount
          }
        }
      `
      const archived = await gql<{ deleteProducts: { deletedCount: number; archivedCount: number } }>(DELETE, {
        ids: [ordered[0]!.id],
      })
      expect(archived.deleteProducts).toEqual({ deletedCount: 0, archivedCount: 1 })
      await expectCountsTrue()

      const deleted = await gql<{ deleteProducts: { deletedCount: number; archivedCount: number } }>(DELETE, {
        ids: [second, copy.duplicateProduct.id],
      })
      expect(deleted.deleteProducts).toEqual({ deletedCount: 2, archivedCount: 0 })
      await expectCountsTrue()

      const csv =
        'sku,quantity,name,price,category,status\r\n' +
        'COUNT-1,9,,,,\r\n' +
        'COUNT-UP-1,4,Uploaded one,2.50,Counted Only,Active\r\n' +
        'COUNT-UP-2,0,Uploaded two,3.50,PTO,Out of Stock\r\n'
      const uploaded = await server.upload<{ bulkInsertInventory: { successCount: number } }>(
        /* GraphQL */ `
          mutation Upload($file: Upload!) {
            bulkInsertInventory(file: $file) {
              successCount
            }
          }
        `,
        { file: null },
        { file: new File([csv], 'stock.csv', { type: 'text/csv' }) },
        token,
      )
      expect(uploaded.errors).toBeUndefined()
      expect(uploaded.data!.bulkInsertInventory.successCount).toBe(3)
      const { rows: made } = await server.database.db.execute<{ sku: string; categories: string }>(
        sql`select sku, category_ids::text as categories from products where sku like 'COUNT-UP-%' order by sku`,
      )
      expect(made.map((row) => row.sku)).toEqual(['COUNT-UP-1', 'COUNT-UP-2'])
      await expectCountsTrue()
    })
  })
})
