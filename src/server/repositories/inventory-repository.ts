import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { catalogueCounts, inventoryAdjustments, products, stock, users } from '@/server/db/schema'
import { containsPattern } from '@/server/repositories/like-pattern'
import { matchesTerm } from '@/server/repositories/product-counts-repository'
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

async function liveCatalogueSize(db: Db) {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${catalogueCounts.products}), 0)::int` })
    .from(catalogueCounts)
  return { count: Number(row?.value ?? 0), isLowerBound: false }
}

/**
 * The stock table: one page of live products matching the filter, their total and the low-stock count. Counts stop
 * at `cap` (then flagged as lower bounds), except the whole catalogue's, which the maintained catalogue counts give.
 */
export async function inventoryProductPage(db: Db, filter: InventoryFilter, cap: number) {
  const conditions: SQL[] = [live]
  if (filter.search) conditions.push(nameOrSkuContains(filter.search))
  if (filter.lowStockOnly) conditions.push(atOrBelow(filter.threshold))
  const where = and(...conditions)!
  const direction = filter.sortOrder === 'DESC' ? desc : asc
  const order = filter.sortBy === 'STOCK' ? [direction(quantity), asc(products.name)] : [direction(products.name)]
  const [rows, total, low] = await Promise.all([
    db
      .select({ product: products, quantity })
      .from(products)
      .innerJoin(stock, eq(stock.productId, products.id))
      .where(where)
      .orderBy(...order, asc(products.id))
      .limit(filter.pageSize)
      .offset(filter.skip),
    conditions.length === 1 ? liveCatalogueSize(db) : cappedCount(db, where, cap),
    cappedCount(db, and(live, atOrBelow(filter.threshold))!, cap),
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
