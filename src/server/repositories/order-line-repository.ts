import { and, eq, inArray } from 'drizzle-orm'
import type { Tx } from '@/server/db/client'
import { orderItems, products, type OrderItemRow } from '@/server/db/schema'

/** What a new order line copies from its product. */
export async function findProductsForLines(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return []
  return tx
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      price: products.price,
      archivedAt: products.archivedAt,
    })
    .from(products)
    .where(inArray(products.id, [...ids]))
}

export async function removeOrderLines(tx: Tx, orderId: number, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return
  await tx
    .delete(orderItems)
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.productId, [...productIds])))
}

export async function setOrderLineQuantity(tx: Tx, orderId: number, productId: string, quantity: number) {
  await tx
    .update(orderItems)
    .set({ quantity })
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)))
}

export async function addOrderLines(tx: Tx, lines: Omit<OrderItemRow, 'id'>[]): Promise<void> {
  if (lines.length > 0) await tx.insert(orderItems).values(lines)
}
