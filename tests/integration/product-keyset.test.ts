import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchOrdersDocument, SearchProductsDocument } from '@/gql/graphql'
import { operationRunner, searchInput } from './support/operations'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

type Parameters = Record<string, string | string[]>

describe.each(DATABASE_TARGETS)('product search pages by cursor (%s)', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let admin: string

  beforeAll(async () => {
    server = await startTestServer(target, { countCap: 40 }, { size: 'small', products: 500 })
    run = operationRunner(server)
    admin = await server.signIn('admin@example.com')
  }, 120_000)
  afterAll(() => server?.close())

  const page = async (parameters: Parameters, counted: boolean) => {
    const response = await run(SearchProductsDocument, { search: searchInput(parameters), counted }, admin)
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
