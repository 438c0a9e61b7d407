import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GlobalSearchDocument } from '@/gql/graphql'
import { PRODUCT_SEARCH } from '@/shared/product-rules'
import { operationRunner } from './support/operations'
import { DATABASE_TARGETS, startTestServer, type TestServer } from './support/test-server'

/**
 * Product search pages against brute force: every product read once, the term and filters tested in JavaScript, the
 * order taken from each product's rank in the database's own sort of the whole catalogue. What a user sees must be
 * the same: the same rows in the same order on the first page, on a Skip page and through every cursor page, with a
 * total and facets that are exact below the cap and honest lower bounds beyond it.
 */

const SEARCH = /* GraphQL */ `
  query Search($search: SearchInput!, $counted: Boolean!) {
    searchProducts(search: $search) {
      products {
        id
      }
      nextCursor
      pagination @include(if: $counted) {
        totalCount
        totalCountIsLowerBound
      }
      filters @include(if: $counted) {
        key
        countsAreLowerBounds
        value {
          partId
          count
        }
      }
    }
  }
`

interface SearchResult {
  searchProducts: {
    products: { id: string }[]
    nextCursor: string | null
    pagination?: { totalCount: number; totalCountIsLowerBound: boolean }
    filters?: { key: string; countsAreLowerBounds: boolean; value: { partId: string; count: number }[] }[]
  }
}

const ORDERS = ['name', 'price', 'stock', 'createdAt'].flatMap((by) => [`${by} asc`, `${by} desc`])

/** A product as the brute force reads it, with its place in each of the list's orders. */
interface StoredProduct extends Record<string, unknown> {
  id: string
  text: string
  status: string
  categoryIds: number[]
  live: boolean
  ranks: Record<string, number>
}

interface Criteria {
  Search: string
  SortBy?: string
  SortOrder?: 'asc' | 'desc'
  category?: string
  status?: string
}

async function readCatalogue(server: TestServer): Promise<StoredProduct[]> {
  const rank = (column: string, direction: string) => `row_number() over (order by ${column} ${direction}, p.id)`
  const columns: Record<string, string> = {
    name: 'p.name',
    price: 'p.price',
    stock: 's.quantity',
    createdAt: 'p.created_at',
  }
  const { rows } = await server.database.db.execute<Record<string, unknown>>(
    sql.raw(`select p.id, p.search_text as text, p.status, p.archived_at is null as live,
      array(select category_id from product_categories pc where pc.product_id = p.id order by 1) as category_ids,
      ${ORDERS.map((order) => {
        const [by, direction] = order.split(' ') as [string, string]
        return `${rank(columns[by]!, direction)} as "${order}"`
      }).join(', ')}
      from products p join stock s on s.product_id = p.id`),
  )
  return rows.map((row) => ({
    id: String(row.id),
    text: String(row.text),
    status: String(row.status),
    live: Boolean(row.live),
    categoryIds: (row.category_ids as (number | string)[]).map(Number),
    ranks: Object.fromEntries(ORDERS.map((order) => [order, Number(row[order])])),
  }))
}

/** The search's rows in order, and its total and facets, worked out one product at a time. */
function bruteForce(catalogue: StoredProduct[], criteria: Criteria, categoryId: number | undefined) {
  const term = criteria.Search.toLowerCase()
  const inCategory = (product: StoredProduct) => categoryId === undefined || product.categoryIds.includes(categoryId)
  const withStatus = (product: StoredProduct) => !criteria.status || product.status === criteria.status
  const matches = catalogue.filter((product) => product.live && product.text.includes(term))
  const order = `${criteria.SortBy ?? 'name'} ${criteria.SortOrder ?? 'asc'}`
  const rows = matches
    .filter((product) => inCategory(product) && withStatus(product))
    .sort((a, b) => a.ranks[order]! - b.ranks[order]!)
    .map((product) => product.id)
  const statusCounts = new Map<string, number>()
  for (const product of matches.filter(inCategory)) {
    statusCounts.set(product.status, (statusCounts.get(product.status) ?? 0) + 1)
  }
  const categoryCounts = new Map<string, number>()
  for (const product of matches.filter(withStatus)) {
    for (const id of product.categoryIds) categoryCounts.set(String(id), (categoryCounts.get(String(id)) ?? 0) + 1)
  }
  return { rows, facets: { status: statusCounts, category: categoryCounts } }
}

describe.each(DATABASE_TARGETS)('product search pages against brute force (%s)', (target) => {
  let server: TestServer
  let admin: string
  let catalogue: StoredProduct[]
  let categoryIds: Map<string, number>

  const search = async (parameters: Record<string, string>, counted: boolean) => {
    const search = { parameters: Object.entries(parameters).map(([key, value]) => ({ key, value: [value] })) }
    const response = await server.gql(SEARCH, { search, counted }, admin)
    expect(response.errors, JSON.stringify(parameters)).toBeUndefined()
    return (response.data as unknown as SearchResult).searchProducts
  }

  beforeAll(async () => {
    server = await startTestServer(target, {}, { size: 'small', products: 6_500 })
    const db = server.database.db
    // 'lateterm' in the last 1,300 products by name, some of them archived: dense enough that a first page walks the
    // name order, yet none among the first 5,000 names (the rows a walk of this catalogue may read). 'midterm' in
    // the middle fifth by price: after 2,600 rows of either price order. 'rareterm' in 12 products.
    const tag = (term: string, rows: string) =>
      db.execute(sql.raw(`update products set description = description || ' ${term}' where id in (${rows})`))
    await tag('LateTerm', 'select id from products order by name desc, id limit 1300')
    await tag('midterm', 'select id from products order by price, id offset 2600 limit 1300')
    await tag('rareterm', 'select id from products order by id limit 12')
    await db.execute(sql`update products set archived_at = now()
      where id in (select id from products where search_text like '%lateterm%' order by id limit 40)`)
    catalogue = await readCatalogue(server)
    const { rows } = await db.execute<{ id: number; name: string }>(sql`select id, name from categories`)
    categoryIds = new Map(rows.map((row) => [row.name, Number(row.id)]))
    admin = await server.signIn('admin@example.com')
  }, 300_000)
  afterAll(() => server?.close())

  /** The first page, a Skip page and every cursor page of the search, each against the brute force. */
  async function expectExact(criteria: Criteria) {
    const label = JSON.stringify(criteria)
    const parameters = Object.fromEntries(Object.entries(criteria).filter(([, value]) => value !== undefined))
    const expected = bruteForce(catalogue, criteria, criteria.category ? categoryIds.get(criteria.category) : undefined)
    const cap = PRODUCT_SEARCH.termCountCap

    const first = await search(parameters, true)
    expect(
      first.products.map((product) => product.id),
      label,
    ).toEqual(expected.rows.slice(0, 15))
    const total = expected.rows.length
    expect(first.pagination, label).toEqual(
      total > cap
        ? { totalCount: cap, totalCountIsLowerBound: true }
        : { totalCount: total, totalCountIsLowerBound: false },
    )
    for (const facet of first.filters!) {
      const counts = expected.facets[facet.key as 'status' | 'category']
      for (const { partId, count } of facet.value) {
        const exact = counts.get(partId) ?? 0
        if (facet.countsAreLowerBounds) expect(count, `${label} ${facet.key} ${partId}`).toBeLessThanOrEqual(exact)
        else expect(count, `${label} ${facet.key} ${partId}`).toBe(exact)
      }
    }

    const skipped = await search({ ...parameters, Skip: '290', PageSize: '20' }, true)
    expect(
      skipped.products.map((product) => product.id),
      `${label} Skip 290`,
    ).toEqual(expected.rows.slice(290, 310))

    const walked: string[] = []
    let after: string | null = null
    do {
      const page: SearchResult['searchProducts'] = await search(
        { ...parameters, PageSize: '100', ...(after ? { After: after } : {}) },
        false,
      )
      walked.push(...page.products.map((product) => product.id))
      after = page.nextCursor
    } while (after)
    expect(walked, `${label} by cursor`).toEqual(expected.rows)
  }

  it('gives a term whose matches sit late in the name order, in every order, exactly', async () => {
    expect(bruteForce(catalogue, { Search: 'lateterm' }, undefined).rows).toHaveLength(1260)
    for (const order of ORDERS) {
      const [SortBy, SortOrder] = order.split(' ') as [string, 'asc' | 'desc']
      await expectExact({ Search: 'lateterm', SortBy, SortOrder })
    }
  }, 300_000)

  it('gives a term in the middle of the price order, and a rare one, exactly, alone and with filters', async () => {
    for (const criteria of [
      { Search: 'midterm', SortBy: 'price' },
      { Search: 'midterm', SortBy: 'price', SortOrder: 'desc' as const },
      { Search: 'midterm', status: 'ACTIVE' },
      { Search: 'midterm', category: 'PTO', SortBy: 'stock' },
      { Search: 'lateterm', category: 'Tools' },
      { Search: 'lateterm', status: 'DISCONTINUED', SortBy: 'createdAt', SortOrder: 'desc' as const },
      { Search: 'rareterm' },
      { Search: 'rareterm', SortBy: 'price', SortOrder: 'desc' as const },
      { Search: 'noterm' },
    ]) {
      await expectExact(criteria)
    }
  }, 300_000)

  it("gives the palette the term's first products by name", async () => {
    const run = operationRunner(server)
    for (const term of ['lateterm', 'midterm', 'rareterm']) {
      const result = await run(GlobalSearchDocument, { term, limit: 5 }, admin)
      const shown = result.data!.globalSearch.products.map((product) => product.id)
      expect(shown, term).toEqual(bruteForce(catalogue, { Search: term }, undefined).rows.slice(0, 5))
    }
  })
})
