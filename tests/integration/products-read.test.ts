import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

const SEARCH = /* GraphQL */ `
  query Search($search: SearchInput!) {
    searchProducts(search: $search) {
      products {
        id
        name
        sku
        price
        quantity
        stock
        status
        isActive
        categories
        category
        description
        images
      }
      pagination {
        totalCount
        skip
        pageSize
      }
      filters {
        key
        value {
          partId
          name
          count
        }
      }
    }
  }
`
const BY_ID = /* GraphQL */ `
  query ById($id: ID!) {
    productById(id: $id) {
      success
      message
      product {
        id
        name
        sku
        barcode
        price
        cost
        quantity
        categories
        createdAt
        archived
      }
    }
    product(id: $id) {
      id
    }
  }
`

interface SearchResult {
  searchProducts: {
    products: {
      id: string
      name: string
      sku: string
      price: number
      quantity: number
      stock: number
      status: string
      categories: string[]
    }[]
    pagination: { totalCount: number; skip: number; pageSize: number }
    filters: { key: string; value: { partId: string; name: string; count: number }[] }[]
  }
}

type Parameters = Record<string, string | string[]>
const toParameters = (parameters: Parameters) =>
  Object.entries(parameters).map(([key, value]) => ({ key, value: Array.isArray(value) ? value : [value] }))

describe.each(DATABASE_TARGETS)('reading the catalogue on %s', (target) => {
  let server: TestServer
  let admin: string
  let viewer: string
  let ordersOnly: string

  const search = (parameters: Parameters, token = admin) =>
    server.gql<SearchResult>(SEARCH, { search: { parameters: toParameters(parameters) } }, token)

  beforeAll(async () => {
    server = await startTestServer(target)
    ;[admin, viewer, ordersOnly] = await Promise.all([
      server.signIn('admin@example.com'),
      server.signIn('viewer@example.com'),
      server.signIn('orders@example.com'),
    ])
  })
  afterAll(() => server.close())

  it('pages 15 products at a time sorted by name, with the total count', async () => {
    const { data } = await search({})
    const { products, pagination } = data!.searchProducts
    expect(pagination).toEqual({ totalCount: 24, skip: 0, pageSize: 15 })
    expect(products).toHaveLength(15)
    const names = products.map((product) => product.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })))
    const next = (await search({ Skip: '15' })).data!.searchProducts.products
    expect(next).toHaveLength(9)
    expect(next.map((product) => product.id)).not.toContain(products[0]!.id)
  })

  it('finds products by part of their SKU or name, ignoring case', async () => {
    const bySku = (await search({ Search: '  pto-0000 ' })).data!.searchProducts
    expect(bySku.pagination.totalCount).toBe(3)
    expect(bySku.products.every((product) => product.sku.startsWith('PTO-'))).toBe(true)
    const someName = bySku.products[0]!.name.split(' ').slice(-1)[0]!.toLowerCase()
    const byName = (await search({ Search: someName })).data!.searchProducts.products
    expect(byName.map((product) => product.id)).toContain(bySku.products[0]!.id)
    expect((await search({ Search: 'no-such-thing-anywhere' })).data!.searchProducts.products).toEqual([])
  })

  it('filters by category (id or name) and status, with facet counts', async () => {
    const byName = (await search({ category: 'PTO' })).data!.searchProducts
    const byId = (await search({ category: '1' })).data!.searchProducts
    expect(byName.products.map((p) => p.id)).toEqual(byId.products.map((p) => p.id))
    expect(byName.products.every((product) => product.categories.includes('PTO'))).toBe(true)

    const all = (await search({ PageSize: '100' })).data!.searchProducts
    const active = all.products.filter((product) => product.status === 'ACTIVE')
    const onlyActive = (await search({ status: 'ACTIVE', PageSize: '100' })).data!.searchProducts
    expect(onlyActive.pagination.totalCount).toBe(active.length)
    const statusFacet = all.filters.find((filter) => filter.key === 'status')!
    expect(statusFacet.value.find((value) => value.partId === 'ACTIVE')!.count).toBe(active.length)
    expect(statusFacet.value.reduce((sum, value) => sum + value.count, 0)).toBe(24)
    const categoryFacet = all.filters.find((filter) => filter.key === 'category')!
    expect(categoryFacet.value.find((value) => value.name === 'PTO')!.count).toBe(
      all.products.filter((product) => product.categories.includes('PTO')).length,
    )
  })

  it('sorts by price and stock in both directions', async () => {
    const byPrice = (await search({ SortBy: 'price', SortOrder: 'desc', PageSize: '100' })).data!.searchProducts
      .products
    const prices = byPrice.map((product) => product.price)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    const byStock = (await search({ SortBy: 'stock', PageSize: '100' })).data!.searchProducts.products
    const stock = byStock.map((product) => product.quantity)
    expect(stock).toEqual([...stock].sort((a, b) => a - b))
    expect(byStock.every((product) => product.stock === product.quantity)).toBe(true)
  })

  it('refuses parameters it does not understand', async () => {
    const refused: Parameters[] = [
      { PageSize: '0' },
      { Skip: '-1' },
      { SortBy: 'colour' },
      { shape: 'round' },
      { status: 'LOST' },
    ]
    for (const bad of refused) {
      expect(errorCode(await search(bad)), JSON.stringify(bad)).toBe('BAD_USER_INPUT')
    }
  })

  it('reads one product by id, wrapped with success and message', async () => {
    const first = (await search({})).data!.searchProducts.products[0]!
    const found = await server.gql<{
      productById: { success: boolean; product: { sku: string; barcode: string; price: number; archived: boolean } }
      product: { id: string }
    }>(BY_ID, { id: first.id }, viewer)
    expect(found.data!.productById.success).toBe(true)
    expect(found.data!.productById.product).toMatchObject({
      sku: first.sku,
      barcode: first.sku,
      price: first.price,
      archived: false,
    })
    expect(found.data!.product.id).toBe(first.id)

    const missing = await server.gql<{ productById: { success: boolean; message: string }; product: null }>(
      BY_ID,
      { id: '00000000-0000-4000-8000-000000000000' },
      viewer,
    )
    expect(missing.data).toEqual({
      productById: { success: false, message: 'Product not found', product: null },
      product: null,
    })
  })

  it('lists categories from the database with PTO as 1 and Manufacture as 2', async () => {
    const result = await server.gql<{ productCategories: { id: string; name: string; productsCount: number }[] }>(
      `{ productCategories { id name productsCount } }`,
      {},
      viewer,
    )
    const categories = result.data!.productCategories
    expect(categories.find((category) => category.name === 'PTO')?.id).toBe('1')
    expect(categories.find((category) => category.name === 'Manufacture')?.id).toBe('2')
    expect(categories.reduce((sum, category) => sum + category.productsCount, 0)).toBeGreaterThanOrEqual(24)
  })

  it('lets only staff with the products area read the catalogue', async () => {
    expect(errorCode(await search({}, ordersOnly))).toBe('FORBIDDEN')
    expect(errorCode(await search({}, ''))).toBe('UNAUTHENTICATED')
    expect((await search({}, viewer)).errors).toBeUndefined()
  })
})
