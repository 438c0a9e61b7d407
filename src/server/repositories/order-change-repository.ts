import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '@/server/db/client'
import { orderAddresses, orderEvents, orders, type OrderAddressRow } from '@/server/db/schema'

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
    | 'carrier'
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

export type AddressFields = Omit<OrderAddressRow, 'id' | 'orderId' | 'kind'>

/** Creates the order's address of that kind, or replaces its fields. */
export async function saveOrderAddress(
  tx: Tx,
  orderId: number,
  kind: OrderAddressRow['kind'],
  fields: AddressFields,
): Promise<void> {
  await tx
    .insert(orderAddresses)
    .values({ orderId, kind, ...fields })
    .onConflictDoUpdate({ target: [orderAddresses.orderId, orderAddresses.kind], set: fields })
}

/** A new order row (version 1); its lines, addresses and first event follow in the same transaction. */
export async function insertOrderRow(
  tx: Tx,
  values: Omit<typeof orders.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>,
): Promise<number> {
  const [row] = await tx.insert(orders).values(values).returning({ id: orders.id })
  return row!.id
}
