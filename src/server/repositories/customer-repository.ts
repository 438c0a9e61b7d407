import { and, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '@/server/db/client'
import {
  customerAccounts,
  customerNotes,
  orderAddresses,
  orders,
  users,
  type CustomerNoteRow,
  type OrderAddressRow,
  type OrderRow,
} from '@/server/db/schema'
import { customerRows, type CustomerModel } from '@/server/repositories/customer-list-repository'

export async function findCustomer(db: Db, id: string): Promise<CustomerModel | undefined> {
  const [row] = await customerRows(db).where(eq(users.id, id))
  return row
}

/** Claims the customer's next version when it is still `version`; false when someone changed them first (or gone). */
export async function claimCustomerVersion(tx: Tx, id: string, version: number): Promise<boolean> {
  const claimed = await tx
    .update(customerAccounts)
    .set({ version: sql`${customerAccounts.version} + 1` })
    .where(and(eq(customerAccounts.userId, id), eq(customerAccounts.version, version)))
    .returning({ version: customerAccounts.version })
  return claimed.length > 0
}

/** Sets the customers' accounts active or not, moving each changed account's version on; the ids changed. */
export async function setCustomerAccountsActive(tx: Tx, ids: readonly string[], active: boolean): Promise<string[]> {
  if (ids.length === 0) return []
  const changed = await tx
    .update(users)
    .set({ active })
    .where(and(inArray(users.id, [...ids]), ne(users.active, active)))
    .returning({ id: users.id })
  const changedIds = changed.map((row) => row.id)
  if (changedIds.length > 0) {
    await tx
      .update(customerAccounts)
      .set({ version: sql`${customerAccounts.version} + 1` })
      .where(inArray(customerAccounts.userId, changedIds))
  }
  return changedIds
}

/** How many of the customer's latest orders their addresses are read from. */
const ADDRESS_ORDERS = 200

/** The addresses of the customer's latest orders (shipping and billing), most recent order first. */
export function addressesOfCustomer(db: Db, id: string): Promise<OrderAddressRow[]> {
  const latest = db
    .select({ id: orders.id, orderTime: orders.orderTime })
    .from(orders)
    .where(eq(orders.customerId, id))
    .orderBy(desc(orders.orderTime), desc(orders.id))
    .limit(ADDRESS_ORDERS)
    .as('latest')
  return db
    .select(getTableColumns(orderAddresses))
    .from(latest)
    .innerJoin(orderAddresses, eq(orderAddresses.orderId, latest.id))
    .orderBy(desc(latest.orderTime), desc(latest.id), orderAddresses.kind)
}

export async function insertCustomerNote(
  db: Db,
  values: Pick<typeof customerNotes.$inferInsert, 'customerId' | 'authorId' | 'authorName' | 'body'>,
): Promise<CustomerNoteRow> {
  const [row] = await db.insert(customerNotes).values(values).returning()
  return row!
}

/** The customer's notes, newest first. */
export function notesOfCustomer(db: Db, id: string): Promise<CustomerNoteRow[]> {
  return db
    .select()
    .from(customerNotes)
    .where(eq(customerNotes.customerId, id))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id))
}

/** The names and emails the customer's orders were placed under (each once). */
export async function customerNamesOnOrders(tx: Tx, id: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ name: orders.customerName, email: orders.customerEmail })
    .from(orders)
    .where(eq(orders.customerId, id))
  return [...new Set(rows.flatMap((row) => [row.name, row.email ?? '']))]
}

/** Every order of the customer, newest first. */
export function ordersOfCustomer(db: Db, id: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.customerId, id)).orderBy(desc(orders.orderTime), desc(orders.id))
}
