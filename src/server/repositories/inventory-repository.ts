import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '@/server/db/client'
import { catalogueCounts, inventoryAdjustments, products, stock, users } from '@/server/db/schema'
import { containsPattern } from '@/server/repositories/like-pattern'
import { matchesTerm } from '@/server/repositories/product-counts-repository'
import { INT4_MAX } from '@/shared/input-bounds'
import { PRODUCT_SEARCH } from '@/shared/product-rules'
import type { ProductModel } from '@/server/repositories/product-repository'
import type { InventoryFilter } from '@/shared/inventory-schemas'

/** A product's stock: every product has its stock row (its writers insert it; migration 0015 filled any gap). */
const quantity = stock.quantity
const atOrBelow = (threshold: number) => lte(quantity, threshold)
const live = isNull(products.archivedAt)

/** Name or SKU contains the term: the trigram index on search_text finds candidates, the two columns decide. */
function nameOrSkuContains(term: string) {
  const pattern = containsPattern(term)
  return and(matchesTerm(term), or(ilike(products.name, pattern), ilike(products.sku, pattern)))!
}

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
  const direction = filter.sortOrder === 'DESC' ? desc : asc
  const sortsByStock = filter.sortBy === 'STOCK'
  // By stock, ties go by id (the index's order), not by name: sorting tens of thousands of out-of-stock products by
  // name made every page of that sort cost hundreds of milliseconds at a million products.
  const sortedBy = (columns: { name: SQL | AnyPgColumn; quantity: SQL | AnyPgColumn; id: SQL | AnyPgColumn }) =>
    sortsByStock ? [direction(columns.quantity), direction(columns.id)] : [direction(columns.name), asc(columns.id)]
  // The page's rows are picked and sorted by id, name and stock alone, and only they are read whole (page 200 read
  // the 4,000 rows before it whole, 14 µs each, to drop all but 20). A term's matches
  // are found first (through the trigram index; a LIMIT of no effect keeps the planner from merging them into the
  // sort) and only they are sorted: walking the name index instead met a page of them late when the term clusters in
  // name order ('yoke', all in one category's names: 2 s at a million products). Without a term it walks an index.
  let matching = db
    .select({ id: products.id, name: products.name, quantity: sortsByStock ? quantity : sql<number>`0`.as('quantity') })
    .from(products)
    .$dynamic()
  if (sortsByStock || filter.lowStockOnly) matching = matching.innerJoin(stock, eq(stock.productId, products.id))
  matching = matching.where(where)
  const candidates = (filter.search ? matching.limit(INT4_MAX) : matching).as('candidates')
  const matches = db
    .select()
    .from(candidates)
    .orderBy(...sortedBy(candidates))
    .limit(filter.pageSize)
    .offset(filter.skip)
    .as('matches')
  const [rows, total, low] = await Promise.all([
    db
      .select({ product: products, quantity })
      .from(matches)
      .innerJoin(products, eq(products.id, matches.id))
      .innerJoin(stock, eq(stock.productId, matches.id))
      .orderBy(...sortedBy(matches)),
    filter.search
      ? cappedCount(db, where, Math.min(cap, PRODUCT_SEARCH.termCountCap))
      : filter.lowStockOnly
        ? lowStockCount(db, filter.threshold, cap)
        : liveCatalogueSize(db),
    lowStockCount(db, filter.threshold, cap),
  ])
  return {
    products: rows.map((row) => ({ ...row.product, quantity: row.quantity })),
    total,
    lowStock: low,
  }
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
