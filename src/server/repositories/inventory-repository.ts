import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { inventoryAdjustments, products, stock, users } from '@/server/db/schema'
import { containsPattern } from '@/server/repositories/like-pattern'
import type { ProductModel } from '@/server/repositories/product-repository'
import type { InventoryFilter } from '@/shared/inventory-schemas'

/** A product's stock; a product without a stock row holds 0. */
const quantity = sql<number>`coalesce(${stock.quantity}, 0)`
const atOrBelow = (threshold: number) => lte(quantity, threshold)

/** The stock table: one page of live products matching the filter, their total and the low-stock count. */
export async function inventoryProductPage(db: Db, filter: InventoryFilter) {
  const live = isNull(products.archivedAt)
  const where: SQL[] = [live]
  if (filter.search) {
    const pattern = containsPattern(filter.search)
    where.push(or(ilike(products.name, pattern), ilike(products.sku, pattern))!)
  }
  if (filter.lowStockOnly) where.push(atOrBelow(filter.threshold))
  const direction = filter.sortOrder === 'DESC' ? desc : asc
  const order = filter.sortBy === 'STOCK' ? [direction(quantity), asc(products.name)] : [direction(products.name)]
  const counted = (condition: SQL | undefined) =>
    db.select({ value: count() }).from(products).leftJoin(stock, eq(stock.productId, products.id)).where(condition)
  const [rows, [total], [low]] = await Promise.all([
    db
      .select({ product: products, quantity })
      .from(products)
      .leftJoin(stock, eq(stock.productId, products.id))
      .where(and(...where))
      .orderBy(...order, asc(products.id))
      .limit(filter.pageSize)
      .offset(filter.skip),
    counted(and(...where)),
    counted(and(live, atOrBelow(filter.threshold))),
  ])
  return {
    products: rows.map((row) => ({ ...row.product, quantity: row.quantity })),
    totalCount: total?.value ?? 0,
    lowStockCount: low?.value ?? 0,
  }
}

/** Live products by id, with their stock, categories and images. */
export async function findLiveProducts(db: Db, ids: readonly string[]): Promise<ProductModel[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ product: products, quantity })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
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
