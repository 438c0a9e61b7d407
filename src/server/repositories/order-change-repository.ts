import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '@/server/db/client'
import { orderEvents, orders } from '@/server/db/schema'

export type OrderValues = Partial<
  Pick<
    typeof orders.$inferInsert,
    | 'status'
    | 'deliveryMethod'
    | 'paymentMethod'
    | 'subtotal'
    | 'shippingAmount'
    | 'tax'
    | 'taxRate'
    | 'totalAmount'
    | 'trackingNumber'
    | 'shippingNotes'
  >
>

/**
 * Writes the values and moves the order to its next version, but only while it is still at `version`
 * (`UPDATE … WHERE id = ? AND version = ?`). False when another change came first.
 */
export async function claimOrderVersion(tx: Tx, id: number, version: number, values: OrderValues): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ ...values, version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.version, version)))
    .returning({ id: orders.id })
  return rows.length === 1
}

export async function appendOrderEvent(tx: Tx, event: typeof orderEvents.$inferInsert): Promise<void> {
  await tx.insert(orderEvents).values(event)
}
