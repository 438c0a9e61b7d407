import { eq, inArray, or, sql } from 'drizzle-orm'
import type { Tx } from '@/server/db/client'
import {
  customerNotes,
  orderAddresses,
  orderEvents,
  orders,
  passwordResetTokens,
  payments,
  refreshTokens,
  users,
} from '@/server/db/schema'

/** What an erased customer's personal fields read. */
const ERASED = 'Erased'
const ERASED_NAME = 'Erased Customer'

/** Text with every occurrence of the personal values replaced by the placeholder (values longer than 2 only). */
const scrubbed = (column: unknown, values: readonly string[]) =>
  values
    .filter((value) => value.length > 2)
    .reduce<ReturnType<typeof sql>>((text, value) => sql`replace(${text}, ${value}, ${ERASED_NAME})`, sql`${column}`)

/**
 * Replaces the customer's personal fields by the placeholder everywhere the store keeps them: the account (its email
 * made unique and undeliverable), their orders' name, email, shipping notes and addresses, the card digits of their
 * payments, their name in the orders' timelines; their sessions, reset links and staff notes go. Amounts, lines and
 * statuses stay.
 */
export async function eraseCustomerData(tx: Tx, id: string, personal: readonly string[]): Promise<void> {
  const theirOrders = tx.select({ id: orders.id }).from(orders).where(eq(orders.customerId, id))
  await tx
    .update(users)
    .set({
      firstName: ERASED,
      lastName: 'Customer',
      email: `erased-${id}@erased.invalid`,
      phoneNumber: null,
      passwordHash: null,
      active: false,
      notificationPreferences: {},
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id))
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, id))
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id))
  await tx.delete(customerNotes).where(eq(customerNotes.customerId, id))
  await tx
    .update(orderAddresses)
    .set({
      fullName: ERASED_NAME,
      phone: null,
      address1: ERASED,
      address2: null,
      city: ERASED,
      state: ERASED,
      zip: ERASED,
    })
    .where(inArray(orderAddresses.orderId, theirOrders))
  await tx.update(payments).set({ lastFour: null, authCode: null }).where(inArray(payments.orderId, theirOrders))
  await tx
    .update(orderEvents)
    .set({
      actorName: sql`case when ${orderEvents.actorId} = ${id} then ${ERASED_NAME} else ${scrubbed(orderEvents.actorName, personal)} end`,
      message: scrubbed(orderEvents.message, personal),
      changes: sql`(${scrubbed(sql`${orderEvents.changes}::text`, personal)})::jsonb`,
    })
    .where(or(inArray(orderEvents.orderId, theirOrders), eq(orderEvents.actorId, id)))
  await tx
    .update(orders)
    .set({
      customerName: ERASED_NAME,
      customerEmail: null,
      shippingNotes: null,
      version: sql`${orders.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.customerId, id))
}
