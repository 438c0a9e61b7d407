import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '@/server/db/client'
import { inventoryAdjustments, products, stock, users } from '@/server/db/schema'
import { containsPattern } from '@/server/repositories/like-pattern'
import { withRelations, type ProductModel } from '@/server/repositories/product-repository'
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
    products: await withRelations(
      db,
      rows.map((row) => ({ ...row.product, quantity: row.quantity })),
    ),
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
  return withRelations(
    db,
    rows.map((row) => ({ ...row.product, quantity: row.quantity })),
  )
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

export interface StockSetting {
  productId: string
  quantity: number
}

/**
 * Sets each product's stock in a fixed number of statements whatever their number: creates missing stock rows,
 * locks the rows in one order (no deadlock with other writers), reads the quantities before, updates them all from one
 * VALUES list. Returns each changed product's quantity before and after; products not in the catalogue are left out.
 */
export async function setStockQuantities(
  tx: Tx,
  settings: readonly StockSetting[],
): Promise<{ productId: string; before: number; after: number }[]> {
  const ids = settings.map((setting) => setting.productId)
  const known = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.archivedAt)))
  if (known.length === 0) return []
  const knownIds = new Set(known.map((row) => row.id))
  const wanted = settings.filter((setting) => knownIds.has(setting.productId))
  await tx
    .insert(stock)
    .values(wanted.map((setting) => ({ productId: setting.productId, quantity: 0 })))
    .onConflictDoNothing()
  const before = await tx
    .select({ productId: stock.productId, quantity: stock.quantity })
    .from(stock)
    .where(inArray(stock.productId, [...knownIds]))
    .orderBy(asc(stock.productId))
    .for('update')
  const previous = new Map(before.map((row) => [row.productId, row.quantity]))
  const changed = wanted.filter((setting) => previous.get(setting.productId) !== setting.quantity)
  if (changed.length === 0) return []
  const values = sql.join(
    changed.map((setting) => sql`(${setting.productId}::uuid, ${setting.quantity}::int)`),
    sql`, `,
  )
  await tx.execute(sql`
    update ${stock}
    set quantity = wanted.quantity, version = ${stock.version} + 1, updated_at = now()
    from (values ${values}) as wanted(product_id, quantity)
    where ${stock.productId} = wanted.product_id`)
  return changed.map((setting) => ({
    productId: setting.productId,
    before: previous.get(setting.productId)!,
    after: setting.quantity,
  }))
}
