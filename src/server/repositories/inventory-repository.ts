import { and, asc, count, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '@/server/db/client'
import { catalogueCounts, inventoryAdjustments, products, stock, users } from '@/server/db/schema'
import { nameOrSkuContains } from '@/server/repositories/product-counts-repository'
import {
  searchProductPage,
  walksWindow,
  type ProductCriteria,
  type ProductModel,
} from '@/server/repositories/product-repository'
import { PRODUCT_SEARCH } from '@/shared/product-rules'
import type { InventoryFilter } from '@/shared/inventory-schemas'

/** A product's stock: every product has its stock row (its writers insert it; migration 0015 filled any gap). */
const quantity = stock.quantity
const atOrBelow = (threshold: number) => lte(quantity, threshold)
const live = isNull(products.archivedAt)

/** How many live products with their stock meet the condition, counting no further than `cap` + 1. */
async function cappedCount(db: Db, condition: SQL, cap: number) {
  const matches = db
    .select({ one: sql`1` })
    .from(products)
    .innerJoin(stock, eq(stock.productId, products.id))
    .where(condition)
    .limit(cap + 1)
    .as('matches')
  const [row] = await db.select({ value: count() }).from(matches)
  const value = row?.value ?? 0
  return { count: Math.min(value, cap), isLowerBound: value > cap }
}

/**
 * Live products at or below the threshold, counting no further than `cap` + 1: stock rows alone through
 * stock_quantity_idx, less those of archived products (few, found through their partial index). Joining every stock
 * row to its product to skip the archived ones made the planner read the whole catalogue.
 */
async function lowStockCount(db: Db, threshold: number, cap: number) {
  const archivedLow = sql`(select count(*)::int from ${products} join ${stock} on ${stock.productId} = ${products.id}
    where ${products.archivedAt} is not null and ${stock.quantity} <= ${threshold})`
  const { rows } = await db.execute<{ count: number }>(sql`
    with archived as materialized (select ${archivedLow} as n)
    select (select count(*)::int from (select 1 from ${stock} where ${stock.quantity} <= ${threshold}
                                       limit ${cap + 1} + (select n from archived)) as capped)
           - (select n from archived) as count`)
  const value = Number(rows[0]?.count ?? 0)
  return { count: Math.min(value, cap), isLowerBound: value > cap }
}

async function liveCatalogueSize(db: Db) {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${catalogueCounts.products}), 0)::int` })
    .from(catalogueCounts)
  return { count: Number(row?.value ?? 0), isLowerBound: false }
}

/**
 * The stock table: one page of live products matching the filter, their total and the low-stock count. Counts stop
 * at `cap` (then flagged as lower bounds), a term's total at the product search's lower cap for a term (each match
 * counted is read from the table), except the whole catalogue's, which the maintained catalogue counts give.
 */
export async function inventoryProductPage(db: Db, filter: InventoryFilter, cap: number) {
  const conditions: SQL[] = [live]
  if (filter.search) conditions.push(nameOrSkuContains(filter.search))
  if (filter.lowStockOnly) conditions.push(atOrBelow(filter.threshold))
  const where = and(...conditions)!
  const [page, lowStock] = await Promise.all([
    filter.search ? termPage(db, filter, filter.search, where, cap) : unsearchedPage(db, filter, where, cap),
    lowStockCount(db, filter.threshold, cap),
  ])
  return { ...page, lowStock }
}

/**
 * A term's page, found as a product search finds its own (searchProductPage). By stock, once the term's total is
 * counted, a common term walks a window of the stock order as long as the matches counted ('pro' in names and SKUs,
 * 3 % of the catalogue, fills a page within 800 rows where finding its 31,000 matches first and sorting them took
 * 380 ms at a million products), and finds the matches first when the window holds too few. By name (a walk index
 * holds no SKU) and with the low-stock filter it finds the matches first and sorts only them, beside the count.
 */
async function termPage(db: Db, filter: InventoryFilter, search: string, where: SQL, cap: number) {
  const sortsByStock = filter.sortBy === 'STOCK'
  const criteria: ProductCriteria = {
    search,
    nameOrSkuOnly: true,
    maxStock: filter.lowStockOnly ? filter.threshold : undefined,
    categoryIds: null,
    statuses: null,
    sortBy: sortsByStock ? 'stock' : 'name',
    sortOrder: filter.sortOrder === 'DESC' ? 'desc' : 'asc',
    tiesFollowOrder: sortsByStock,
    skip: filter.skip,
    pageSize: filter.pageSize,
  }
  const counted = Promise.all([
    cappedCount(db, where, Math.min(cap, PRODUCT_SEARCH.termCountCap)),
    liveCatalogueSize(db),
  ])
  // A page that cannot walk its order finds its matches first whatever their count: it is found beside the count.
  const found = walksWindow(criteria)
    ? counted.then(([total, catalogue]) =>
        searchProductPage(db, criteria, {
          totalCount: total.count,
          totalIsLowerBound: total.isLowerBound,
          catalogueSize: catalogue.count,
        }),
      )
    : searchProductPage(db, criteria)
  const [[total], page] = await Promise.all([counted, found])
  return { products: page.products, total }
}

/**
 * Most stock rows a low-stock page by name holds in a hash (inHashedLowStock): 100,000 rows of 40 bytes, within the
 * hash memory of the default work_mem (4 MB, twice that for hashing), so the planner always hashes them.
 */
const HASHED_LOW_STOCK = 100_000

/**
 * The products at or below the threshold as a hashed set that a walk of the name order tests each product against:
 * a LIMIT of no effect (the caller counted them) bounds the planner's estimate so that it hashes them, and IS TRUE
 * keeps it from turning the test into a join, which probes each product's stock row in turn.
 */
const inHashedLowStock = (threshold: number) =>
  sql`(${products.id} in (select ${stock.productId} from ${stock} where ${stock.quantity} <= ${threshold}
    limit ${sql.raw(String(HASHED_LOW_STOCK))})) is true`

/**
 * Whether a low-stock page by name walks the name order against a hash of the low-stock products (inHashedLowStock)
 * rather than probing each product's stock row: when there are few enough to hash and the probes would cost more.
 * The walk reads about rows needed × live products ÷ low-stock products rows, and a probe costs about 8 times the
 * hashing of one product (measured at a million products: page 200 of 88,000 low-stock products, 4,000 rows needed,
 * 1 s of probes against 0.15 s with the hash on a loaded machine; page 1 three times faster with probes), so it
 * hashes up to √(8 × rows needed × live products) of them, and counts no further.
 */
async function hashesLowStock(db: Db, filter: InventoryFilter) {
  const needed = filter.skip + filter.pageSize
  const { rows } = await db.execute<{ low: number; bound: number }>(sql`
    with live as (select coalesce(sum(${catalogueCounts.products}), 0) as n from ${catalogueCounts}),
         bound as (select least(${HASHED_LOW_STOCK}, floor(sqrt(8.0 * ${needed} * n)))::int as n from live)
    select (select count(*)::int from (select 1 from ${stock} where ${stock.quantity} <= ${filter.threshold}
                                       limit (select n + 1 from bound)) as capped) as low,
           (select n from bound) as bound`)
  const { low, bound } = rows[0]!
  return low <= bound
}

/** A page without a term, walking an index of its order, and its total. */
async function unsearchedPage(db: Db, filter: InventoryFilter, where: SQL, cap: number) {
  const direction = filter.sortOrder === 'DESC' ? desc : asc
  const sortsByStock = filter.sortBy === 'STOCK'
  const hashed = filter.lowStockOnly && !sortsByStock && (await hashesLowStock(db, filter))
  // By stock, ties go by id (the index's order), not by name: sorting tens of thousands of out-of-stock products by
  // name made every page of that sort cost hundreds of milliseconds at a million products.
  const sortedBy = (columns: { name: SQL | AnyPgColumn; quantity: SQL | AnyPgColumn; id: SQL | AnyPgColumn }) =>
    sortsByStock ? [direction(columns.quantity), direction(columns.id)] : [direction(columns.name), asc(columns.id)]
  // The page's rows are picked and sorted by id, name and stock alone, and only they are read whole (page 200 read
  // the 4,000 rows before it whole, 14 µs each, to drop all but 20).
  let matching = db
    .select({ id: products.id, name: products.name, quantity: sortsByStock ? quantity : sql<number>`0`.as('quantity') })
    .from(products)
    .$dynamic()
  if (hashed) matching = matching.where(and(live, inHashedLowStock(filter.threshold)))
  else {
    if (sortsByStock || filter.lowStockOnly) matching = matching.innerJoin(stock, eq(stock.productId, products.id))
    matching = matching.where(where)
  }
  const candidates = matching.as('candidates')
  const matches = db
    .select()
    .from(candidates)
    .orderBy(...sortedBy(candidates))
    .limit(filter.pageSize)
    .offset(filter.skip)
    .as('matches')
  const [rows, total] = await Promise.all([
    db
      .select({ product: products, quantity })
      .from(matches)
      .innerJoin(products, eq(products.id, matches.id))
      .innerJoin(stock, eq(stock.productId, matches.id))
      .orderBy(...sortedBy(matches)),
    filter.lowStockOnly ? lowStockCount(db, filter.threshold, cap) : liveCatalogueSize(db),
  ])
  return { products: rows.map((row) => ({ ...row.product, quantity: row.quantity })), total }
}

/** Live products by id, with their stock, categories and images. */
export async function findLiveProducts(db: Db, ids: readonly string[]): Promise<ProductModel[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ product: products, quantity })
    .from(products)
    .innerJoin(stock, eq(stock.productId, products.id))
    .where(and(inArray(products.id, [...ids]), isNull(products.archivedAt)))
    .orderBy(asc(products.name))
  return rows.map((row) => ({ ...row.product, quantity: row.quantity }))
}

/** A product's adjustments, newest first, with the name of whoever made each. */
export async function adjustmentHistoryPage(db: Db, productId: string, skip: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        adjustment: inventoryAdjustments,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(inventoryAdjustments)
      .leftJoin(users, eq(users.id, inventoryAdjustments.createdById))
      .where(eq(inventoryAdjustments.productId, productId))
      .orderBy(desc(inventoryAdjustments.createdAt), desc(inventoryAdjustments.id))
      .limit(pageSize)
      .offset(skip),
    db.select({ value: count() }).from(inventoryAdjustments).where(eq(inventoryAdjustments.productId, productId)),
  ])
  return {
    history: rows.map((row) => ({
      ...row.adjustment,
      createdBy: row.firstName === null ? null : `${row.firstName} ${row.lastName}`.trim(),
    })),
    totalCount: total?.value ?? 0,
  }
}
