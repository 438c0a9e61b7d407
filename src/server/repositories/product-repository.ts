import {
  and,
  asc,
  eq,
  exists,
  getTableColumns,
  getTableName,
  inArray,
  isNull,
  like,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import {
  categories,
  productCategories,
  productImages,
  products,
  stock,
  type CategoryRow,
  type ProductImageRow,
  type ProductRow,
} from '@/server/db/schema'
import { containsPattern } from '@/server/repositories/like-pattern'
import { INT4_MAX } from '@/shared/input-bounds'
import type { ProductSortField } from '@/shared/product-rules'

/** A product as the API sees it: every column but the derived search text. */
const { searchText: _searchText, ...productColumns } = getTableColumns(products)

export type ProductModel = Omit<ProductRow, 'searchText'> & {
  quantity: number
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
}

/** Terms shorter than a trigram cannot use the trigram index. */
const TRIGRAM = 3

/** The term anywhere in name, description or SKU, in any case. */
const searchCondition = (term: string) => like(products.searchText, sql`lower(${containsPattern(term)})`)

/** The WHERE of a search. */
function conditions(db: Db, criteria: ProductCriteria): SQL[] {
  const where: SQL[] = [isNull(products.archivedAt)]
  if (criteria.search) where.push(searchCondition(criteria.search))
  if (criteria.categoryIds) {
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(productCategories)
          .where(
            and(
              eq(productCategories.productId, products.id),
              inArray(productCategories.categoryId, criteria.categoryIds),
            ),
          ),
      ),
    )
  }
  if (criteria.statuses) where.push(inArray(products.status, criteria.statuses))
  return where
}

const SORT_COLUMNS = {
  name: products.name,
  price: products.price,
  stock: stock.quantity,
  createdAt: products.createdAt,
} as const

/** Live products the term matches, as a CTE body: computed once, first, through the trigram index. */
function matchingProducts(criteria: ProductCriteria): SQL {
  const where = [isNull(products.archivedAt), ...(criteria.search ? [searchCondition(criteria.search)] : [])]
  return sql`select ${products.id} as id, ${products.status} as status from ${products} where ${and(...where)}`
}

export interface SearchSummary {
  /** Per status: matches in the chosen categories (the status facet). */
  statusCounts: Map<string, number>
  /** Per category id: matches with the chosen statuses (the category facet). */
  categoryCounts: Map<number, number>
  /** The planner's estimate of the rows in the products table. */
  catalogueSize: number
}

/**
 * Both facets in one statement over the term's matches, found once. The total is the status facet summed over the
 * chosen statuses, so a search costs one trigram scan for all its counts.
 */
export async function searchSummary(db: Db, criteria: ProductCriteria): Promise<SearchSummary> {
  const inCategories = criteria.categoryIds
    ? sql`where exists (select 1 from ${productCategories} pc where pc.product_id = m.id and ${inArray(sql`pc.category_id`, criteria.categoryIds)})`
    : sql``
  const withStatuses = criteria.statuses ? sql`where ${inArray(sql`m.status`, criteria.statuses)}` : sql``
  const { rows } = await db.execute<{ facet: 'status' | 'category' | 'size'; value: string; count: number }>(sql`
    with m as materialized (${matchingProducts(criteria)})
    select 'status' as facet, m.status as value, count(*)::int as count from m ${inCategories} group by m.status
    union all
    select 'category', pc.category_id::text, count(*)::int
      from m join ${productCategories} pc on pc.product_id = m.id ${withStatuses} group by pc.category_id
    union all
    select 'size', '', greatest(reltuples, 0)::int from pg_class where oid = ${getTableName(products)}::regclass`)
  const counts = (facet: string) => rows.filter((row) => row.facet === facet)
  return {
    statusCounts: new Map(counts('status').map((row) => [row.value, row.count])),
    categoryCounts: new Map(counts('category').map((row) => [Number(row.value), row.count])),
    catalogueSize: counts('size')[0]?.count ?? 0,
  }
}

/**
 * One page of the search. When the matches are dense enough that walking the sort column's index in order meets
 * a page of them soon, the planner may do so; otherwise the matches are found first (MATERIALIZED) and only they are
 * sorted, so a rare or absent term never walks the whole name index row by row.
 */
export async function searchProductPage(
  db: Db,
  criteria: ProductCriteria,
  counts?: { totalCount: number; catalogueSize: number },
): Promise<ProductModel[]> {
  if (counts && criteria.skip >= counts.totalCount) return []
  const needed = criteria.skip + criteria.pageSize
  // Without counts (a quick search that wants no totals) the matches are always found first.
  const findMatchesFirst =
    criteria.search !== undefined &&
    criteria.search.length >= TRIGRAM &&
    (!counts || counts.totalCount * counts.totalCount < needed * Math.max(counts.catalogueSize, counts.totalCount))
  const where = conditions(db, findMatchesFirst ? { ...criteria, search: undefined } : criteria)
  const direction = sql.raw(criteria.sortOrder === 'desc' ? 'desc' : 'asc')
  const { rows: page } = await db.execute<{ id: string }>(sql`
    ${findMatchesFirst ? sql`with m as materialized (${matchingProducts(criteria)})` : sql``}
    select ${products.id} as id from ${products}
    ${findMatchesFirst ? sql`join m on m.id = ${products.id}` : sql``}
    left join ${stock} on ${stock.productId} = ${products.id}
    where ${and(...where)}
    order by ${SORT_COLUMNS[criteria.sortBy]} ${direction}, ${products.id}
    limit ${criteria.pageSize} offset ${criteria.skip}`)
  const ids = page.map((row) => row.id)
  if (ids.length === 0) return []
  const rows = await db
    .select({ product: productColumns, quantity: stock.quantity })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .where(inArray(products.id, ids))
  const byId = new Map(rows.map((row) => [row.product.id, { ...row.product, quantity: row.quantity ?? 0 }]))
  return withRelations(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  )
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
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined
  const [row] = await db
    .select({ product: productColumns, quantity: stock.quantity })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .where(eq(products.id, id))
  if (!row) return undefined
  const [model] = await withRelations(db, [{ ...row.product, quantity: row.quantity ?? 0 }])
  return model
}

const liveProductsIn = (categoryId: SQL | number) =>
  sql<number>`(select count(*)::int from ${productCategories} pc join ${products} p on p.id = pc.product_id where pc.category_id = ${categoryId} and p.archived_at is null)`

export async function listCategories(db: Db) {
  return db
    .select({ category: categories, productsCount: liveProductsIn(sql`${categories.id}`) })
    .from(categories)
    .orderBy(asc(categories.name))
}

export async function countProductsInCategory(db: Db, categoryId: number): Promise<number> {
  const [row] = await db.select({ count: liveProductsIn(categoryId) }).from(sql`(select 1) as one`)
  return row?.count ?? 0
}

/** Categories and images of a page of products, in two queries whatever the page size. */
export async function withRelations(
  db: Db,
  rows: Omit<ProductModel, 'categories' | 'images'>[],
): Promise<ProductModel[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [links, images] = await Promise.all([
    db
      .select({ productId: productCategories.productId, category: categories })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(inArray(productCategories.productId, ids))
      .orderBy(asc(categories.id)),
    db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position), asc(productImages.createdAt)),
  ])
  return rows.map((row) => ({
    ...row,
    categories: links.filter((link) => link.productId === row.id).map((link) => link.category),
    images: images.filter((image) => image.productId === row.id),
  }))
}
