import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '@/server/db/client'
import {
  catalogueCounts,
  categories,
  productCategories,
  productImages,
  products,
  stock,
  type CategoryRow,
  type ProductImageRow,
  type ProductRow,
} from '@/server/db/schema'
import { inAnyCategory, matchesTerm, nameOrSkuContains } from '@/server/repositories/product-counts-repository'
import { isOneOf, isUuid } from '@/server/repositories/uuid'
import { INT4_MAX } from '@/shared/input-bounds'
import type { ProductSortField } from '@/shared/product-rules'

/** A product as the API sees it: every column but the derived search text. */
const { searchText: _searchText, ...productColumns } = getTableColumns(products)

export type ProductModel = Omit<ProductRow, 'searchText'> & { quantity: number }

/** What a product's list relations resolve to: its categories and its images, main image first. */
export interface ProductRelations {
  categories: CategoryRow[]
  images: ProductImageRow[]
}

export interface ProductCriteria {
  search?: string
  /** null: any category. */
  categoryIds: number[] | null
  /** null: any status. */
  statuses: string[] | null
  sortBy: ProductSortField
  sortOrder: 'asc' | 'desc'
  skip: number
  pageSize: number
  /** Keyset paging: the page starts after this product in the sort order, and `skip` is not applied. */
  after?: ProductCursor
  /** The stock list's term: in the name or SKU only, not the description. */
  nameOrSkuOnly?: boolean
  /** The stock list's low-stock filter: products with at most this many in stock. */
  maxStock?: number
  /**
   * Ties of the sort key go by id in the sort's direction (the stock list by stock: stock_quantity_idx read backwards)
   * rather than ascending.
   */
  tiesFollowOrder?: boolean
}

/** Where a further page starts, and how the pages before it were found (their density holds after the cursor too). */
export interface ProductCursor {
  id: string
  /** The pages before walked the sort order (dense matches) rather than finding the matches first. */
  walksSortOrder: boolean
}

/** What choosing a page's plan needs: how many products match (a lower bound when flagged) and the catalogue's size. */
export interface MatchCount {
  totalCount: number
  totalIsLowerBound: boolean
  catalogueSize: number
}

/** Terms shorter than a trigram cannot use the trigram index. */
const TRIGRAM = 3

/**
 * The term, the chosen categories (on the row's own ids) and statuses: what a walk of live rows tests on each; and
 * the stock ceiling, on the stock row joined beside the product (stockJoin).
 */
function filters(criteria: ProductCriteria): SQL[] {
  const where: SQL[] = []
  if (criteria.search) where.push(termFilter(criteria.search, criteria))
  if (criteria.categoryIds) where.push(inAnyCategory(products.categoryIds, criteria.categoryIds))
  if (criteria.statuses) where.push(inArray(products.status, criteria.statuses))
  if (criteria.maxStock !== undefined) where.push(lte(stock.quantity, criteria.maxStock))
  return where
}

const termFilter = (search: string, criteria: ProductCriteria) =>
  criteria.nameOrSkuOnly ? nameOrSkuContains(search) : matchesTerm(search)

/** The WHERE of a search: live products and the filters. */
const conditions = (criteria: ProductCriteria): SQL[] => [isNull(products.archivedAt), ...filters(criteria)]

const SORT_COLUMNS = {
  name: products.name,
  price: products.price,
  stock: stock.quantity,
  createdAt: products.createdAt,
} as const

/**
 * How many rows of the sort order a walk reads for the cost of one match found first. The name, price and date orders
 * each have an index of live products holding the search text and filters beside the key (migration 0028): a walk
 * tests each row on the index alone, 0.5-0.9 µs, where a match found first is read from the table, about 5 µs
 * (measured at a million products on a loaded 2-core machine).
 * The stock order joins the stock table and reads each product it walks from the table.
 */
export const walkRowsPerMatch = (sortBy: ProductSortField) => (sortBy === 'stock' ? 1 : 8)

/**
 * Whether a window of the sort order can test the filters as it walks: a walk index holds neither the SKU nor the
 * stock, so the stock list's name-or-SKU term walks only the stock order (which reads each product from the table),
 * and a stock ceiling never walks a window.
 */
export const walksWindow = (criteria: ProductCriteria) =>
  criteria.maxStock === undefined && (!criteria.nameOrSkuOnly || criteria.sortBy === 'stock')

/**
 * Whether a page is best found by reading the term's matches first: when walking the sort order would meet a page
 * of them only late (matches² × walkRowsPerMatch < rows needed × catalogue size), as for a rare or absent term.
 */
function findsMatchesFirst(criteria: ProductCriteria, needed: number, counts: MatchCount | undefined) {
  if (criteria.search === undefined || criteria.search.length < TRIGRAM) return false
  if (!walksWindow(criteria)) return true
  if (criteria.after) return !criteria.after.walksSortOrder
  if (!counts) return true
  const { totalCount, catalogueSize } = counts
  return totalCount * totalCount * walkRowsPerMatch(criteria.sortBy) < needed * Math.max(catalogueSize, totalCount)
}

/**
 * The rows after the cursor's product in the list's order (sort column, then id ascending). The lower bound on the
 * sort column alone lets its index start at the cursor (as scalar subqueries, the cursor's values are parameters
 * of the scan; joined, they were not, and the scan began at the first row); the row test settles the ties.
 */
function afterCursor(
  criteria: ProductCriteria & { after: ProductCursor },
  column: SQL | AnyPgColumn = SORT_COLUMNS[criteria.sortBy],
  rowId: SQL | AnyPgColumn = products.id,
): SQL {
  const [bound, beyond] = criteria.sortOrder === 'desc' ? [sql`<=`, sql`<`] : [sql`>=`, sql`>`]
  const [key, id] = [sql`(select key from c)`, sql`(select id from c)`]
  return sql`${column} ${bound} ${key} and (${column} ${beyond} ${key} or ${rowId} ${tieBeyond(criteria)} ${id})`
}

/** The cursor product's sort key, as the CTE `c` that afterCursor reads. */
const cursorKey = (criteria: ProductCriteria & { after: ProductCursor }) => sql`c as (
  select ${SORT_COLUMNS[criteria.sortBy]} as key, ${products.id} as id
  from ${products} left join ${stock} on ${stock.productId} = ${products.id}
  where ${products.id} = ${criteria.after.id})`

/**
 * How many rows of the sort order a page may walk looking for its matches before it finds them first instead: 5,000,
 * or a part of the live catalogue when that is more, a fifth on an index that holds the filters (200,000 of a
 * million, about 60 ms of walking on a 2-core machine), a twentieth by stock (50,000, read from the table). Dense
 * matches end a walk soon, matches that sit late in the order ('work' after the first 78,000 names) are still met,
 * and a term whose matches are clustered far along the order (every "yoke" after row 400,000 of a million) or a
 * sparse filter cannot turn into a walk of the whole index.
 */
const walkWindowOf = (sortBy: ProductSortField, catalogueSize: number) =>
  Math.max(5000, Math.floor(catalogueSize / (sortBy === 'stock' ? 20 : 5)))

/** The window's size as the page's statement reads it: the one given, else from catalogue_counts. */
const walkWindowSize = (sortBy: ProductSortField, rows: number | undefined) =>
  rows === undefined
    ? sql`(select greatest(5000, coalesce(sum(${catalogueCounts.products}), 0) / ${sortBy === 'stock' ? 20 : 5})::int
      from ${catalogueCounts})`
    : sql`${rows}`

/**
 * How many rows of the sort order a walk reads for the cost of one posting that finding the matches first reads from
 * the term's trigram index or the category index: a half ('pro' in Tools at a million products: its BitmapAnd of
 * 156,000 and 150,000 postings, then 4,407 matches read, cost as much as walking 180,000 names).
 */
const POSTING_ROWS = 0.5

/** The part of the live catalogue a sampled estimate reads: about 5,000 products. */
const SAMPLED_PRODUCTS = 5000

/**
 * Where a walk of the sort order would meet the page's matches, and what finding them first would read, estimated
 * from a sample of the catalogue (TABLESAMPLE SYSTEM, about 5,000 live products, the same pages every time): the
 * sampled products before the sampled match that stands for the page's last, the sampled matches, and the sampled
 * products that the term's trigram index and the category index give (`postings`: the indexes a search for the
 * matches reads and ANDs whole), each scaled to the catalogue. A count stopped at its cap says only that a term is
 * common, not where its matches sit: 'work' (14 % of a million) has its first after 78,000 names, 'yoke' (1.6 %)
 * after 404,789. Only the choice of plan rests on it; both plans give the exact page.
 */
async function sampledWalk(db: Db, criteria: ProductCriteria, needed: number, catalogueSize: number) {
  const percent = Math.min(100, (100 * SAMPLED_PRODUCTS) / Math.max(1, catalogueSize))
  const descending = criteria.sortOrder === 'desc'
  const indexed = [
    criteria.search ? termFilter(criteria.search, criteria) : sql`false`,
    criteria.categoryIds ? inAnyCategory(products.categoryIds, criteria.categoryIds) : sql`false`,
  ]
  const { rows } = await db.execute<{
    sampled: number
    hits: number
    postings: number
    before: number
    found: boolean
  }>(sql`
    with s as materialized (
      select ${SORT_COLUMNS[criteria.sortBy]} as key, ${products.id} as id, (${and(...filters(criteria))}) as hit,
        (${indexed[0]})::int + (${indexed[1]})::int as postings
      from ${products} tablesample system (${sql.raw(String(percent))}) repeatable (0)
      ${stockJoin(criteria)}
      where ${products.archivedAt} is null),
    sampled as (select count(*)::int as n from s),
    last as (select key, id from s where hit order by key ${directionOf(criteria)}, id ${tieDirectionOf(criteria)}
      offset greatest(0, ceil(${needed}::float8 * (select n from sampled) / ${catalogueSize}) - 1) limit 1)
    select (select n from sampled) as sampled, (select count(*)::int from s where hit) as hits,
      (select coalesce(sum(postings), 0)::int from s) as postings,
      (select count(*)::int from s, last
        where s.key ${sql.raw(descending ? '>' : '<')} last.key
           or (s.key = last.key and last.id ${tieBeyond(criteria)} s.id)) as before,
      exists (select 1 from last) as found`)
  const { sampled, hits, postings, before, found } = rows[0]!
  const scale = catalogueSize / Math.max(1, sampled)
  return {
    walkRows: found ? Math.ceil((before + 1) * scale) : undefined,
    matches: Math.ceil(hits * scale),
    postings: Math.ceil(postings * scale),
  }
}

type Keyset = ProductCriteria & { after: ProductCursor }

const directionOf = (criteria: ProductCriteria) => sql.raw(criteria.sortOrder === 'desc' ? 'desc' : 'asc')

const descendingTies = (criteria: ProductCriteria) => criteria.tiesFollowOrder && criteria.sortOrder === 'desc'

/** The direction of ids among equal sort keys. */
const tieDirectionOf = (criteria: ProductCriteria) => sql.raw(descendingTies(criteria) ? 'desc' : 'asc')

/** How an id compares with an earlier one among equal sort keys. */
const tieBeyond = (criteria: ProductCriteria) => sql.raw(descendingTies(criteria) ? '<' : '>')

/**
 * The stock table beside each product when the order is by stock or a stock ceiling filters. Every product has its
 * stock row (migration 0015), so the join is an inner one and a walk by stock reads stock_quantity_idx in order, each
 * product by its key; a left join cannot start from the stock side and sorted the whole catalogue instead.
 */
const stockJoin = (criteria: ProductCriteria) =>
  needsStock(criteria) ? sql`join ${stock} on ${stock.productId} = ${products.id}` : sql``

const needsStock = (criteria: ProductCriteria) => criteria.sortBy === 'stock' || criteria.maxStock !== undefined

/**
 * The live rows of the sort order (after the cursor), with what the filters read: by name, price or date all of it
 * comes from the index of live products that holds the filters (an index-only scan of migration 0028); by stock,
 * which reads each product from the table, the name and SKU too for the stock list's term.
 */
const liveOrder = (criteria: ProductCriteria, keyset: Keyset | undefined) => sql`
  select ${products.id}, ${products.searchText}, ${products.categoryIds}, ${products.status},
    ${criteria.nameOrSkuOnly ? sql`${products.name}, ${products.sku},` : sql``}
    ${SORT_COLUMNS[criteria.sortBy]} as key
  from ${products} ${stockJoin(criteria)}
  where ${and(isNull(products.archivedAt), keyset && afterCursor(keyset))}
  order by ${SORT_COLUMNS[criteria.sortBy]} ${directionOf(criteria)}, ${products.id} ${tieDirectionOf(criteria)}`

/**
 * A page walked from the first live rows of the sort order (after the cursor) within a window of them, the term and
 * filters tested on each as it is read: the matches among them are the first ones of all, and the walk stops at the
 * page's last. The window is a subquery named `products`, so the filters read its columns as they would the table's.
 * Undefined when the window held too few matches and the sort order goes on beyond it (asked only then).
 */
async function walkWindow(
  db: Db,
  criteria: ProductCriteria,
  keyset: Keyset | undefined,
  skip: number,
  catalogueSize: number | undefined,
  windowRows = catalogueSize === undefined ? undefined : walkWindowOf(criteria.sortBy, catalogueSize),
) {
  const wanted = skip + criteria.pageSize + 1
  const size = walkWindowSize(criteria.sortBy, windowRows)
  const cursor = keyset ? sql`with ${cursorKey(keyset)}` : sql``
  const { rows } = await db.execute<{ id: string }>(sql`
    ${cursor}
    select ${products.id} as id from (${liveOrder(criteria, keyset)} limit ${size}) as products
    where ${and(...filters(criteria))}
    order by products.key ${directionOf(criteria)}, ${products.id} ${tieDirectionOf(criteria)}
    limit ${wanted}`)
  const hits = rows.map((row) => row.id)
  if (hits.length >= wanted) return hits.slice(skip)
  // A first page knows the live catalogue's size: a window smaller than it did not reach the end of the order.
  if (!keyset && catalogueSize !== undefined && windowRows !== undefined) {
    return catalogueSize > windowRows ? undefined : hits.slice(skip)
  }
  const { rows: beyond } = await db.execute<{ more: boolean }>(sql`
    ${cursor}
    select exists (${liveOrder(criteria, keyset)} offset ${size}) as more`)
  return beyond[0]?.more ? undefined : hits.slice(skip)
}

/** The ids of a page (and one more, to tell whether more follow) walking the sort order with every filter. */
async function walkedPageIds(db: Db, criteria: ProductCriteria, keyset: Keyset | undefined, skip: number) {
  const where = [...conditions(criteria), ...(keyset ? [afterCursor(keyset)] : [])]
  const { rows } = await db.execute<{ id: string }>(sql`
    ${keyset ? sql`with ${cursorKey(keyset)}` : sql``}
    select ${products.id} as id from ${products} ${stockJoin(criteria)}
    where ${and(...where)}
    order by ${SORT_COLUMNS[criteria.sortBy]} ${directionOf(criteria)}, ${products.id} ${tieDirectionOf(criteria)}
    limit ${criteria.pageSize + 1} offset ${skip}`)
  return rows.map((row) => row.id)
}

/**
 * The ids of a page (and one more) from the search's matches found first (MATERIALIZED, with every filter, so two GIN
 * indexes can be ANDed), each with its sort key: only the matches are sorted, none is joined back to the catalogue.
 */
async function foundPageIds(db: Db, criteria: ProductCriteria, keyset: Keyset | undefined, skip: number) {
  const direction = directionOf(criteria)
  const { rows } = await db.execute<{ id: string }>(sql`
    with ${keyset ? sql`${cursorKey(keyset)}, ` : sql``}m as materialized (
      select ${products.id} as id, ${SORT_COLUMNS[criteria.sortBy]} as key from ${products}
      ${needsStock(criteria) ? sql`left join ${stock} on ${stock.productId} = ${products.id}` : sql``}
      where ${and(...conditions(criteria))})
    select m.id from m
    ${keyset ? sql`where ${afterCursor(keyset, sql`m.key`, sql`m.id`)}` : sql``}
    order by m.key ${direction}, m.id ${tieDirectionOf(criteria)}
    limit ${criteria.pageSize + 1} offset ${skip}`)
  return rows.map((row) => row.id)
}

/**
 * One page of the search, whether more follow, and how it was found. When the matches are dense enough that walking
 * the sort column's index in order meets a page of them soon, the page walks it, within a window of rows; otherwise,
 * or when the window held too few, the matches are found first (MATERIALIZED) and only they are sorted, so a rare,
 * absent or clustered term never walks the whole name index row by row. A page after a cursor finds its rows as the
 * page before it did; a first page without counts (a quick search that wants no totals) finds the matches first.
 */
export async function searchProductPage(db: Db, criteria: ProductCriteria, counts?: MatchCount) {
  const keyset = criteria.after === undefined ? undefined : { ...criteria, after: criteria.after }
  const skip = keyset ? 0 : criteria.skip
  const needed = skip + criteria.pageSize
  let matchesFirst = findsMatchesFirst(criteria, needed, counts)
  let windowRows: number | undefined
  const rowsPerMatch = walkRowsPerMatch(criteria.sortBy)
  const walkable = walksWindow(criteria) && (criteria.search?.length ?? 0) >= TRIGRAM
  if (counts?.totalIsLowerBound && !keyset && walkable && rowsPerMatch === 1) {
    // A common term by stock, where each row walked is read from the table as a match found first is: a walk of as
    // many rows as the matches counted costs less than finding them all first, and when it holds too few of them the
    // page finds them first after all.
    matchesFirst = false
    windowRows = counts.totalCount
  } else if (counts?.totalIsLowerBound && !keyset && walkable) {
    // A common term on a walk index: walk when the sample says the page's matches come before a walk would cost
    // more than finding them all first; the window then reaches twice as far as the estimate, or the usual part.
    const { walkRows, matches, postings } = await sampledWalk(db, criteria, needed, counts.catalogueSize)
    matchesFirst = walkRows === undefined || walkRows > matches * rowsPerMatch + postings * POSTING_ROWS
    if (walkRows !== undefined) {
      const usual = walkWindowOf(criteria.sortBy, counts.catalogueSize)
      windowRows = Math.max(usual, Math.min(counts.catalogueSize, 2 * walkRows))
    }
  }
  const none = { products: [] as ProductModel[], more: false, walksSortOrder: !matchesFirst }
  if (counts && !counts.totalIsLowerBound && !keyset && skip >= counts.totalCount) return none
  const search = criteria.search
  let page =
    !matchesFirst && search !== undefined && search.length >= TRIGRAM
      ? await walkWindow(db, criteria, keyset, skip, counts?.catalogueSize, windowRows)
      : undefined
  if (!page && search !== undefined && search.length >= TRIGRAM) matchesFirst = true
  page ??= await (matchesFirst ? foundPageIds : walkedPageIds)(db, criteria, keyset, skip)
  const ids = page.slice(0, criteria.pageSize)
  if (ids.length === 0) return { ...none, walksSortOrder: !matchesFirst }
  const rows = await db
    .select({ product: productColumns, quantity: stock.quantity })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .where(inArray(products.id, ids))
  const byId = new Map(rows.map((row) => [row.product.id, { ...row.product, quantity: row.quantity ?? 0 }]))
  return {
    products: ids.flatMap((id) => byId.get(id) ?? []),
    more: page.length > criteria.pageSize,
    walksSortOrder: !matchesFirst,
  }
}

/** Ids of every product the search's term and filters match (paging and sort aside) but the excepted ones. */
export async function productIdsMatching(
  db: Db,
  criteria: ProductCriteria,
  exceptIds: readonly string[],
): Promise<string[]> {
  const where = conditions(criteria)
  if (exceptIds.length) where.push(notInArray(products.id, [...exceptIds]))
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(...where))
    .orderBy(products.id)
  return rows.map((row) => row.id)
}

/** Archived products that were not deleted (those wait to be erased): what the archived view lists. */
const archivedKept = (search?: string) =>
  and(isNotNull(products.archivedAt), isNull(products.eraseAfter), search ? matchesTerm(search) : undefined)

/** A page of the archived products by name (the partial index of migration 0012), and how many there are. */
export async function archivedProductPage(
  db: Db,
  criteria: { search?: string; skip: number; pageSize: number },
): Promise<{ products: ProductModel[]; totalCount: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ product: productColumns, quantity: stock.quantity })
      .from(products)
      .leftJoin(stock, eq(stock.productId, products.id))
      .where(archivedKept(criteria.search))
      .orderBy(asc(products.name), asc(products.id))
      .limit(criteria.pageSize)
      .offset(criteria.skip),
    db.select({ value: count() }).from(products).where(archivedKept(criteria.search)),
  ])
  return {
    products: rows.map((row) => ({ ...row.product, quantity: row.quantity ?? 0 })),
    totalCount: total?.value ?? 0,
  }
}

/** These products (archived ones too) by name, for an export. */
export async function findProductsByIds(db: Db, ids: readonly string[]): Promise<ProductModel[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ product: productColumns, quantity: stock.quantity })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .where(isOneOf(products.id, ids))
    .orderBy(asc(products.name), asc(products.id))
  return rows.map((row) => ({ ...row.product, quantity: row.quantity ?? 0 }))
}

export async function categoriesByName(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.name))
}

export async function findCategoriesByIdOrName(db: Db, values: string[]): Promise<CategoryRow[]> {
  // Digits beyond the integer column's range cannot be an id (and would fail the query): they are only a name.
  const ids = values
    .filter((value) => /^\d+$/.test(value))
    .map(Number)
    .filter((id) => id <= INT4_MAX)
  const names = values.map((value) => value.trim().toLowerCase())
  return db
    .select()
    .from(categories)
    .where(or(ids.length ? inArray(categories.id, ids) : undefined, inArray(sql`lower(${categories.name})`, names)))
}

export async function findProductById(db: Db, id: string): Promise<ProductModel | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await db
    .select({ product: productColumns, quantity: stock.quantity })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .where(and(eq(products.id, id), isNull(products.eraseAfter)))
  return row && { ...row.product, quantity: row.quantity ?? 0 }
}

/** Live products in a category, from the counts the product triggers keep. */
const liveProductsIn = (categoryId: SQL | number) =>
  sql<number>`(select coalesce(sum(${catalogueCounts.products}), 0)::int from ${catalogueCounts} where ${catalogueCounts.categoryIds} @> array[${categoryId}]::int[])`

export async function listCategories(db: Db) {
  return db
    .select({ category: categories, productsCount: liveProductsIn(sql`${categories.id}`) })
    .from(categories)
    .orderBy(asc(categories.name))
}

type Timestamped<T> = Omit<T, 'createdAt'> & { createdAt: string }

/**
 * Categories and images of each product, in one statement whatever the number of products (each product's lists as
 * JSON), for the per-request loader that list fields resolve through.
 */
export async function productRelationsOf(db: Db, ids: readonly string[]): Promise<Map<string, ProductRelations>> {
  const related = new Map<string, ProductRelations>(ids.map((id) => [id, { categories: [], images: [] }]))
  if (ids.length === 0) return related
  const { rows } = await db.execute<{
    id: string
    categories: Timestamped<CategoryRow>[]
    images: Timestamped<ProductImageRow>[]
  }>(sql`
    select p.id,
      coalesce((
        select json_agg(json_build_object('id', c.id, 'name', c.name, 'description', c.description,
          'isActive', c.is_active, 'createdAt', c.created_at) order by c.id)
        from ${productCategories} pc join ${categories} c on c.id = pc.category_id
        where pc.product_id = p.id), '[]') as categories,
      coalesce((
        select json_agg(json_build_object('id', i.id, 'productId', i.product_id, 'url', i.url,
          'fileName', i.file_name, 'contentType', i.content_type, 'sizeBytes', i.size_bytes,
          'position', i.position, 'createdAt', i.created_at) order by i.position, i.created_at)
        from ${productImages} i where i.product_id = p.id), '[]') as images
    from ${products} p
    where p.id in ${[...ids]}`)
  const dated = <T extends { createdAt: string }>(row: T) => ({ ...row, createdAt: new Date(row.createdAt) })
  for (const row of rows) {
    related.set(row.id, { categories: row.categories.map(dated), images: row.images.map(dated) })
  }
  return related
}
