import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchOrdersDocument, SearchProductsDocument } from '@/gql/graphql'
import { operationRunner, searchInput } from './support/operations'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

type Parameters = Record<string, string | string[]>

/** A product search as the API pages it: by Skip, and page by page after each nextCursor. */
function pager(run: ReturnType<typeof operationRunner>, token: string) {
  const page = async (parameters: Parameters, counted: boolean) => {
    const response = await run(SearchProductsDocument, { search: searchInput(parameters), counted }, token)
    expect(response.errors, JSON.stringify(parameters)).toBeUndefined()
    return response.data!.searchProducts
  }

  /** Every product of the search in order, read by Skip in pages of 100: what the cursor walk must give. */
  async function bySkip(parameters: Parameters) {
    const ids: string[] = []
    for (let skip = 0; ; skip += 100) {
      const { products } = await page({ ...parameters, Skip: String(skip), PageSize: '100' }, true)
      ids.push(...products.map((product) => product.id))
      if (products.length < 100) return ids
    }
  }

  /** The same search walked page by page, each after the cursor of the one before, counting only the first. */
  async function byCursor(parameters: Parameters) {
    const ids: string[] = []
    let after: string | null = null
    do {
      const result = await page({ ...parameters, PageSize: '50', ...(after ? { After: after } : {}) }, after === null)
      ids.push(...result.products.map((product) => product.id))
      if (result.nextCursor) expect(result.products).toHaveLength(50)
      after = result.nextCursor ?? null
    } while (after)
    return ids
  }
  return { page, bySkip, byCursor }
}

describe.each(DATABASE_TARGETS)('product search pages by cursor (%s)', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let admin: string
  let { page, bySkip, byCursor } = {} as ReturnType<typeof pager>

  beforeAll(async () => {
    server = await startTestServer(target, { countCap: 40 }, { size: 'small', products: 500 })
    run = operationRunner(server)
    admin = await server.signIn('admin@example.com')
    ;({ page, bySkip, byCursor } = pager(run, admin))
  }, 120_000)
  afterAll(() => server?.close())

  it('gives every product once, in the order Skip gives, for each sort either way and with filters', async () => {
    const cases: Parameters[] = []
    for (const SortBy of ['name', 'price', 'stock', 'createdAt']) {
      for (const SortOrder of ['asc', 'desc']) cases.push({ SortBy, SortOrder })
    }
    // 'shaft' is in every PTO description (above the count cap), 'b00001' in a few bulk SKUs, 'zebra' nowhere.
    cases.push(
      { Search: 'shaft', SortBy: 'stock', SortOrder: 'desc' },
      { Search: 'range', status: ['ACTIVE'], SortBy: 'price' },
      { Search: 'b00001' },
      { Search: 'zebra' },
      { category: ['PTO'], SortBy: 'createdAt', SortOrder: 'desc' },
    )
    for (const parameters of cases) {
      const expected = await bySkip(parameters)
      const walked = await byCursor(parameters)
      expect(walked, JSON.stringify(parameters)).toEqual(expected)
      expect(new Set(walked).size).toBe(walked.length)
    }
    expect(await bySkip({})).toHaveLength(500)
  })

  it('tells the last page by a null cursor, also when it is full', async () => {
    const all = await bySkip({ Search: 'b00001' })
    const whole = await page({ Search: 'b00001', PageSize: String(all.length) }, true)
    expect(whole.products).toHaveLength(all.length)
    expect(whole.nextCursor).toBeNull()
    const short = await page({ Search: 'b00001', PageSize: String(all.length - 1) }, true)
    expect(short.nextCursor).not.toBeNull()
  })

  it('refuses an After that is not a nextCursor of a product search', async () => {
    const orders = await run(SearchOrdersDocument, { search: searchInput({ PageSize: '1' }) }, admin)
    const orderCursor = orders.data!.searchOrders.nextCursor!
    for (const After of ['not-a-cursor', orderCursor, Buffer.from('product:42').toString('base64url')]) {
      const response = await run(SearchProductsDocument, { search: searchInput({ After }) }, admin)
      expect(errorCode(response), After).toBe('BAD_USER_INPUT')
      expect(response.errors![0]!.extensions!.fieldErrors).toEqual({ After: 'A nextCursor' })
    }
  })
})

describe.each(DATABASE_TARGETS)('a term whose matches sit far along the name order (%s)', (target) => {
  let server: TestServer
  let search: ReturnType<typeof pager>

  beforeAll(async () => {
    server = await startTestServer(target, {}, { size: 'small', products: 6_500 })
    // 'farterm' in the last 700 products by name: dense enough that the first page walks the name order, yet its
    // first match lies beyond the rows a walk may read (WALK_WINDOW); 'nearterm' in the first 700 of them.
    const tag = (term: string, direction: 'asc' | 'desc') =>
      server.database.db.execute(
        sql.raw(`update products set description = description || ' ${term}'
        where id in (select id from products where archived_at is null order by name ${direction}, id limit 700)`),
      )
    await tag('farterm', 'desc')
    await tag('nearterm', 'asc')
    search = pager(operationRunner(server), await server.signIn('admin@example.com'))
  }, 240_000)
  afterAll(() => server?.close())

  it('gives the same pages whether the walk found them or the matches were found first', async () => {
    for (const Search of ['farterm', 'nearterm']) {
      const expected = await search.bySkip({ Search })
      expect(expected).toHaveLength(700)
      const first = await search.page({ Search, PageSize: '50' }, true)
      expect(first.products.map((product) => product.id)).toEqual(expected.slice(0, 50))
      expect(first.pagination?.totalCount).toBe(700)
      expect(await search.byCursor({ Search })).toEqual(expected)
    }
  })
})
