import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { PRODUCT_SEARCH } from '@/shared/product-rules'
import { firstValue, type SearchParameter } from '@/shared/search-parameters'

const SORT_KEYS: Record<string, SQL> = {
  name: sql`p.name`,
  price: sql`p.price`,
  createdAt: sql`p.created_at`,
  stock: sql`s.quantity`,
}

/**
 * The first page of a product search written by hand, two ways: as one ORDER BY … LIMIT the planner plans as it likes,
 * and with the matches found first (MATERIALIZED) and only they sorted. What PostgreSQL alone costs for the page,
 * without counts, facets, GraphQL or the app's choice of plan.
 */
function rawPageStatements(parameters: readonly SearchParameter[]): SQL[] {
  const term = firstValue(parameters, PRODUCT_SEARCH.searchKey)
  const category = firstValue(parameters, 'category')
  const status = firstValue(parameters, 'status')
  const sortBy = firstValue(parameters, PRODUCT_SEARCH.sortByKey) ?? PRODUCT_SEARCH.defaultSortBy
  const key = SORT_KEYS[sortBy]!
  const direction = sql.raw(firstValue(parameters, PRODUCT_SEARCH.sortOrderKey) === 'desc' ? 'desc' : 'asc')
  const skip = Number(firstValue(parameters, PRODUCT_SEARCH.skipKey) ?? 0)
  const conditions = [
    sql`p.archived_at is null`,
    ...(term ? [sql`p.search_text like ${`%${term.toLowerCase()}%`}`] : []),
    ...(category ? [sql`p.category_ids && array[(select id from categories where name = ${category})]`] : []),
    ...(status ? [sql`p.status = ${status}`] : []),
  ]
  const stock = sortBy === 'stock' ? sql`join stock s on s.product_id = p.id` : sql``
  const matches = sql`from products p ${stock} where ${sql.join(conditions, sql` and `)}`
  const pageSize = Number(firstValue(parameters, PRODUCT_SEARCH.pageSizeKey) ?? PRODUCT_SEARCH.defaultPageSize)
  const page = sql`limit ${pageSize + 1} offset ${skip}`
  return [
    sql`select p.id ${matches} order by ${key} ${direction}, p.id ${page}`,
    sql`with m as materialized (select p.id, ${key} as key ${matches})
      select id from m order by key ${direction}, id ${page}`,
  ]
}

/** The median time of each hand-written page statement over `runs` runs; the faster of the two. */
export async function rawPageTime(db: Db, parameters: readonly SearchParameter[], runs: number): Promise<number> {
  const medians: number[] = []
  for (const statement of rawPageStatements(parameters)) {
    const times: number[] = []
    for (let run = 0; run < runs; run++) {
      const started = performance.now()
      await db.execute(statement)
      times.push(performance.now() - started)
    }
    medians.push(times.sort((a, b) => a - b)[Math.floor(runs / 2)]!)
  }
  return Math.min(...medians)
}
