import { and, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '@/server/db/client'
import { catalogueCounts, products } from '@/server/db/schema'
import { containsPattern } from '@/server/repositories/like-pattern'

/** What a count is asked for: a term and filters (null: any category, any status). */
export interface CountCriteria {
  search?: string
  categoryIds: number[] | null
  statuses: string[] | null
}

export interface SearchCounts {
  /** Exact when `totalIsLowerBound` is false; otherwise the cap, and there are more. */
  totalCount: number
  totalIsLowerBound: boolean
  /** Per status: matches in the chosen categories (the status facet). */
  statusCounts: Map<string, number>
  /** Per category id: matches with the chosen statuses (the category facet). */
  categoryCounts: Map<number, number>
  /** True when the facets were counted over the first `cap` matches of the term only. */
  facetsAreLowerBounds: boolean
  /** Live products in the catalogue. */
  catalogueSize: number
}

interface FacetRow extends Record<string, unknown> {
  facet: 'status' | 'category' | 'size' | 'matches'
  value: string
  count: number
}

/** An int[] literal of the ids, `array[]::int[]` when there are none. */
const intArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`

/** Rows of a table with a category_ids column in any of the chosen categories. */
export const inAnyCategory = (column: SQL | AnyPgColumn, ids: readonly number[]) => sql`${column} && ${intArray(ids)}`

/** The term anywhere in name, description or SKU, in any case (one trigram index). */
export const matchesTerm = (term: string) => sql`${products.searchText} like lower(${containsPattern(term)})`

/**
 * The stock list's term: in the name or SKU. The trigram index on search_text finds candidates, the two columns
 * decide.
 */
export function nameOrSkuContains(term: string) {
  const pattern = containsPattern(term)
  return and(matchesTerm(term), or(ilike(products.name, pattern), ilike(products.sku, pattern)))!
}

const where = (conditions: (SQL | false | null | undefined)[]) => {
  const kept = conditions.filter((condition): condition is SQL => Boolean(condition))
  return kept.length ? sql`where ${sql.join(kept, sql` and `)}` : sql``
}

const liveCatalogueSize = sql`select 'size' as facet, '' as value, coalesce(sum(${catalogueCounts.products}), 0)::int as count from ${catalogueCounts}`

function summarize(rows: FacetRow[], statuses: string[] | null) {
  const of = (facet: FacetRow['facet']) => rows.filter((row) => row.facet === facet)
  const statusCounts = new Map(of('status').map((row) => [row.value, Number(row.count)]))
  return {
    statusCounts,
    categoryCounts: new Map(of('category').map((row) => [Number(row.value), Number(row.count)])),
    catalogueSize: Number(of('size')[0]?.count ?? 0),
    matches: Number(of('matches')[0]?.count ?? 0),
    filteredTotal: [...statusCounts]
      .filter(([status]) => !statuses || statuses.includes(status))
      .reduce((sum, [, count]) => sum + count, 0),
  }
}

/**
 * The unsearched catalogue's total and facets, read from the counts the product triggers keep: a handful of rows
 * whatever the catalogue's size, and exact.
 */
async function catalogueFacets(db: Db, criteria: CountCriteria): Promise<SearchCounts> {
  const { categoryIds, statuses } = criteria
  const { rows } = await db.execute<FacetRow>(sql`
    select 'status' as facet, ${catalogueCounts.status} as value, sum(${catalogueCounts.products})::int as count
      from ${catalogueCounts} ${where([categoryIds && inAnyCategory(catalogueCounts.categoryIds, categoryIds)])}
      group by ${catalogueCounts.status}
    union all
    select 'category', category_id::text, sum(${catalogueCounts.products})::int
      from ${catalogueCounts} cross join unnest(${catalogueCounts.categoryIds}) as category_id
      ${where([statuses && inArray(catalogueCounts.status, statuses)])}
      group by category_id
    union all
    ${liveCatalogueSize}`)
  const summary = summarize(rows, statuses)
  return { ...summary, totalCount: summary.filteredTotal, totalIsLowerBound: false, facetsAreLowerBounds: false }
}

/**
 * A term's total and facets, counted over at most `cap` + 1 of its matches (found once, through the trigram index).
 * Up to the cap everything is exact. Beyond it the facets are lower bounds, and the total is counted again with the
 * filters, still stopping after `cap` + 1 rows, so a filter that leaves few matches keeps an exact total.
 */
async function termFacets(db: Db, criteria: CountCriteria & { search: string }, cap: number): Promise<SearchCounts> {
  const { categoryIds, statuses } = criteria
  const { rows } = await db.execute<FacetRow>(sql`
    with m as materialized (
      select ${products.status} as status, ${products.categoryIds} as category_ids from ${products}
      where ${products.archivedAt} is null and ${matchesTerm(criteria.search)}
      limit ${cap + 1}
    )
    select 'status' as facet, status as value, count(*)::int as count
      from m ${where([categoryIds && inAnyCategory(sql`m.category_ids`, categoryIds)])} group by status
    union all
    select 'category', category_id::text, sum(sets.count)::int
      from (select m.category_ids, count(*) as count from m
            ${where([statuses && inArray(sql`m.status`, statuses)])} group by m.category_ids) as sets
      cross join unnest(sets.category_ids) as category_id
      group by category_id
    union all
    select 'matches', '', count(*)::int from m
    union all
    ${liveCatalogueSize}`)
  const summary = summarize(rows, statuses)
  if (summary.matches <= cap) {
    return { ...summary, totalCount: summary.filteredTotal, totalIsLowerBound: false, facetsAreLowerBounds: false }
  }
  // Every match read passes the filters (no filters, or a term all in the chosen category): already past the cap.
  const filtered = summary.filteredTotal > cap ? summary.filteredTotal : await cappedCount(db, criteria, cap)
  return {
    ...summary,
    totalCount: Math.min(filtered, cap),
    totalIsLowerBound: filtered > cap,
    facetsAreLowerBounds: true,
  }
}

/** The WHERE of live products that match the term and the filters. */
const liveMatches = (criteria: CountCriteria & { search: string }) =>
  where([
    sql`${products.archivedAt} is null`,
    matchesTerm(criteria.search),
    criteria.categoryIds && inAnyCategory(products.categoryIds, criteria.categoryIds),
    criteria.statuses && inArray(products.status, criteria.statuses),
  ])

/** How many live products match, counting no further than `cap` + 1. */
async function cappedCount(db: Db, criteria: CountCriteria & { search: string }, cap: number): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from (
      select 1 from ${products}
      ${liveMatches(criteria)}
      limit ${cap + 1}
    ) as capped`)
  return Number(rows[0]?.count ?? 0)
}

/**
 * Only what choosing a page's plan needs, in one statement: the catalogue's size and the matches (with every filter)
 * counted no further than the density at which walking the sort order pays, √(rows needed × catalogue size ÷ rows a
 * walk reads for the cost of one match found first) (see searchProductPage). A common term stops counting after a
 * few hundred or thousand rows instead of reading all its matches.
 */
export async function matchDensity(
  db: Db,
  criteria: CountCriteria & { search: string },
  needed: number,
  walkRowsPerMatch: number,
) {
  const { rows } = await db.execute<{ count: number; size: number; enough: number }>(sql`
    with size as (select coalesce(sum(${catalogueCounts.products}), 0)::int as n from ${catalogueCounts}),
         enough as (select ceil(sqrt(${needed}::float8 * n / ${walkRowsPerMatch}))::int as n from size)
    select (select count(*)::int from (
              select 1 from ${products}
              ${liveMatches(criteria)}
              limit (select n + 1 from enough)) as capped
           ) as count,
           (select n from size) as size, (select n from enough) as enough`)
  const { count, size, enough } = rows[0]!
  return { totalCount: Math.min(count, enough), totalIsLowerBound: count > enough, catalogueSize: size }
}

/** The total and both facets of a search; a facet leaves out its own filter. */
export function searchCounts(db: Db, criteria: CountCriteria, cap: number): Promise<SearchCounts> {
  return criteria.search ? termFacets(db, { ...criteria, search: criteria.search }, cap) : catalogueFacets(db, criteria)
}
