import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '@/server/db/client'
import { inventoryAdjustments, stock, type InventoryAdjustmentRow } from '@/server/db/schema'
import { STOCK_MAX } from '@/shared/inventory-schemas'

export interface StockChange {
  productId: string
  /** Units added to stock (positive) or taken from it (negative). */
  change: number
}

/**
 * Adds each change to its product's stock in three statements whatever their number, skipping those that would take
 * stock below zero or above what the column holds. Returns the new quantity of each product changed. A product without a stock row counts as 0.
 */
export async function addToStock(tx: Tx, changes: readonly StockChange[]): Promise<Map<string, number>> {
  const ids = changes.map((change) => change.productId)
  await tx
    .insert(stock)
    .values(ids.map((productId) => ({ productId, quantity: 0 })))
    .onConflictDoNothing()
  // Locks the rows in one order, so that transactions moving the same products cannot deadlock.
  await tx
    .select({ productId: stock.productId })
    .from(stock)
    .where(inArray(stock.productId, ids))
    .orderBy(asc(stock.productId))
    .for('update')
  const values = sql.join(
    changes.map((change) => sql`(${change.productId}::uuid, ${change.change}::int)`),
    sql`, `,
  )
  const { rows } = await tx.execute<{ product_id: string; quantity: number }>(sql`
    update ${stock}
    set quantity = ${stock.quantity} + changes.change, version = ${stock.version} + 1, updated_at = now()
    from (values ${values}) as changes(product_id, change)
    where ${stock.productId} = changes.product_id
      and ${stock.quantity}::bigint + changes.change between 0 and ${STOCK_MAX}
    returning ${stock.productId} as product_id, ${stock.quantity} as quantity`)
  return new Map(rows.map((row) => [row.product_id, row.quantity]))
}

export async function stockQuantity(tx: Tx, productId: string): Promise<number> {
  const [row] = await tx.select({ quantity: stock.quantity }).from(stock).where(eq(stock.productId, productId))
  return row?.quantity ?? 0
}

export async function recordAdjustments(
  tx: Tx,
  rows: (typeof inventoryAdjustments.$inferInsert)[],
): Promise<InventoryAdjustmentRow[]> {
  return tx.insert(inventoryAdjustments).values(rows).returning()
}
