import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { InventoryProductsDocument, type InventoryFilterInput } from '@/gql/graphql'
import { operationRunner } from './support/operations'
import { DATABASE_TARGETS, startTestServer, type TestServer } from './support/test-server'

/** Small enough that a catalogue of 400 passes it for common terms and thresholds. */
const CAP = 25

interface Truth {
  total: number
  lowStock: number
  /** Ids in the list's order: by name (then id), or by stock (then id). */
  ids: string[]
}

describe.each(DATABASE_TARGETS)('stock list counts on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let admin: string

  beforeAll(async () => {
    server = await startTestServer(target, { countCap: CAP }, { size: 'small', products: 400 })
    run = operationRunner(server)
    admin = await server.signIn('admin@example.com')
    // Archived products keep their stock rows; no list counts them.
    await server.database.db.execute(sql`update products set archived_at = now() where id in (
      select p.id from products p join stock s on s.product_id = p.id where s.quantity <= 10 order by p.name limit 3)`)
    // 'qqx' in the names or SKUs of nine products in ten (and in the descriptions of the tenth, which the list does
    // not match): dense enough that a page by stock walks the stock order, a further page finds the matches first.
    await server.database.db.execute(sql`update products p set
        name = case when r.n % 10 < 8 then p.name || ' Qqx' else p.name end,
        sku = case when r.n % 10 = 8 then p.sku || '-QQX' else p.sku end,
        description = case when r.n % 10 = 9 then p.description || ' qqx' else p.description end
      from (select id, row_number() over (order by id) as n from products) r where r.id = p.id`)
  }, 120_000)
  afterAll(() => server?.close())

  /** What the list should say, computed from every live product and its stock without the list's queries. */
  async function bruteForce(filter: InventoryFilterInput): Promise<Truth> {
    const { rows } = await server.database.db.execute<{ id: string; name: string; sku: string; quantity: number }>(
      // Sorted by name in the database, so that names compare by its collation.
      sql`select p.id, p.name, p.sku, s.quantity from products p join stock s on s.product_id = p.id
          where p.archived_at is null order by p.name, p.id`,
    )
    const term = filter.search?.toLowerCase()
    const threshold = filter.threshold ?? 10
    const matching = rows.filter(
      (row) =>
        (!term || row.name.toLowerCase().includes(term) || row.sku.toLowerCase().includes(term)) &&
        (!filter.lowStockOnly || row.quantity <= threshold),
    )
    // By stock, ties go by id, in the sort's direction; by name, ascending (the database's order above).
    const descending = filter.sortOrder === 'DESC'
    if (filter.sortBy === 'STOCK') {
      matching.sort((a, b) => a.quantity - b.quantity || (a.id < b.id ? -1 : 1))
      if (descending) matching.reverse()
    } else if (descending) {
      // Names in the database's collation, descending; each name's ties by id stay ascending.
      const nameRank = new Map<string, number>()
      for (const row of rows) if (!nameRank.has(row.name)) nameRank.set(row.name, nameRank.size)
      matching.sort((a, b) => nameRank.get(b.name)! - nameRank.get(a.name)! || (a.id < b.id ? -1 : 1))
    }
    return {
      total: matching.length,
      lowStock: rows.filter((row) => row.quantity <= threshold).length,
      ids: matching.map((row) => row.id),
    }
  }

  const list = async (filter: InventoryFilterInput) => {
    const result = await run(InventoryProductsDocument, { filter }, admin)
    expect(result.errors).toBeUndefined()
    return result.data!.inventoryProducts
  }

  const cases: [string, InventoryFilterInput][] = [
    ['everything', {}],
    ['a common term', { search: 'e' }],
    ['a rare term', { search: 'wireless' }],
    ['a SKU fragment', { search: 'ELC-' }],
    ['no match', { search: 'no product is called this' }],
    ['low stock', { lowStockOnly: true }],
    ['low stock at a high threshold', { lowStockOnly: true, threshold: 1_000 }],
    ['low stock at zero', { lowStockOnly: true, threshold: 0 }],
    ['a term and low stock', { search: 'e', lowStockOnly: true, threshold: 60 }],
  ]

  it.each(cases)('%s: total and low-stock count exact up to the cap, flagged beyond it', async (_name, filter) => {
    const sorted = { ...filter, sortBy: 'STOCK' as const }
    const truth = await bruteForce(sorted)
    const page = await list({ ...sorted, pageSize: 10 })
    expect({
      total: page.pagination.totalCount,
      totalIsLowerBound: page.pagination.totalCountIsLowerBound,
      lowStock: page.lowStockCount,
      lowStockIsLowerBound: page.lowStockCountIsLowerBound,
      firstPage: page.products.map((product) => product.id),
    }).toEqual({
      // The whole catalogue's total comes from the maintained counts, exact at any size.
      total: filter.search || filter.lowStockOnly ? Math.min(truth.total, CAP) : truth.total,
      totalIsLowerBound: Boolean(filter.search || filter.lowStockOnly) && truth.total > CAP,
      lowStock: Math.min(truth.lowStock, CAP),
      lowStockIsLowerBound: truth.lowStock > CAP,
      firstPage: truth.ids.slice(0, 10),
    })
  })

  it('pages past a capped count to the real end of the matches', async () => {
    const filter = { search: 'e', sortBy: 'NAME' as const, pageSize: 20 }
    const truth = await bruteForce(filter)
    expect(truth.total).toBeGreaterThan(CAP * 2)
    const seen: string[] = []
    for (let skip = 0; ; skip += 20) {
      const page = await list({ ...filter, skip })
      seen.push(...page.products.map((product) => product.id))
      if (page.products.length < 20) break
    }
    expect(seen).toEqual(truth.ids)
  })

  const pagedCases: [string, InventoryFilterInput][] = [
    ['a common term by stock', { search: 'e', sortBy: 'STOCK' }],
    ['a common term by stock, descending', { search: 'e', sortBy: 'STOCK', sortOrder: 'DESC' }],
    ['a SKU fragment by stock, descending', { search: 'elc-', sortBy: 'STOCK', sortOrder: 'DESC' }],
    ['a common term, low stock, by stock', { search: 'e', sortBy: 'STOCK', lowStockOnly: true, threshold: 60 }],
    ['a common term by name, descending', { search: 'e', sortOrder: 'DESC' }],
    ['a dense term by stock', { search: 'qqx', sortBy: 'STOCK' }],
    ['a dense term by stock, descending', { search: 'qqx', sortBy: 'STOCK', sortOrder: 'DESC' }],
    ['a dense term by name', { search: 'qqx' }],
    // Few low-stock products: hashed and tested as the name order is walked; all of them: each one's stock probed.
    ['low stock by name', { lowStockOnly: true, threshold: 60 }],
    ['low stock by name, descending', { lowStockOnly: true, threshold: 60, sortOrder: 'DESC' }],
    ['low stock at a high threshold by name', { lowStockOnly: true, threshold: 1_000 }],
  ]

  it.each(pagedCases)('%s: every page as a brute force orders the matches', async (_name, filter) => {
    const truth = await bruteForce(filter)
    expect(truth.total).toBeGreaterThan(0)
    const seen: string[] = []
    for (let skip = 0; ; skip += 15) {
      const page = await list({ ...filter, skip, pageSize: 15 })
      seen.push(...page.products.map((product) => product.id))
      if (page.products.length < 15) break
    }
    expect(seen).toEqual(truth.ids)
  })

  it('matches a term in the name or SKU only, not in the description', async () => {
    const { rows } = await server.database.db.execute<{ word: string }>(
      sql`select w.word from products p, regexp_split_to_table(lower(p.description), '[^a-z]+') as w(word)
          where length(w.word) >= 6 and p.archived_at is null
            and not exists (select 1 from products q where q.archived_at is null
                            and (lower(q.name) like '%' || w.word || '%' or lower(q.sku) like '%' || w.word || '%'))
          limit 1`,
    )
    const word = rows[0]?.word
    expect(word).toBeTruthy()
    const page = await list({ search: word })
    expect(page.products).toEqual([])
    expect(page.pagination.totalCount).toBe(0)
  })
})

describe.each(DATABASE_TARGETS)('stock list counts of a term past its cap on %s', (target) => {
  let server: TestServer
  let admin: string

  beforeAll(async () => {
    server = await startTestServer(target, {}, { size: 'small', products: 1_600 })
    admin = await server.signIn('admin@example.com')
  }, 120_000)
  afterAll(() => server?.close())

  it("counts a term's matches no further than a product search does, and says so", async () => {
    // Every bulk SKU (`<category>-B<number>`, over 1,000 of them) has '-b0'.
    const result = await operationRunner(server)(InventoryProductsDocument, { filter: { search: '-b0' } }, admin)
    expect(result.errors).toBeUndefined()
    expect(result.data!.inventoryProducts.pagination).toMatchObject({ totalCount: 1_000, totalCountIsLowerBound: true })
    const { rows } = await server.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from products where archived_at is null and sku ilike '%-b0%'`,
    )
    expect(rows[0]!.n).toBeGreaterThan(1_000)
  })
})
