import { and, asc, desc, eq, inArray, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '@/server/db/client'
import {
  orderAddresses,
  orderItems,
  orders,
  payments,
  type OrderAddressRow,
  type OrderItemRow,
  type OrderRow,
  type PaymentRow,
} from '@/server/db/schema'
import { groupedBy } from '@/server/repositories/grouped-by'
import { orderConditions, type OrderCriteria } from '@/server/repositories/order-conditions'

/** What a change to an order reads. */
export type OrderForChange = OrderRow & { items: OrderItemRow[]; addresses: OrderAddressRow[] }

/** An order as the API sees it; its lines, addresses, payments and events resolve through per-request loaders. */
export type OrderModel = OrderRow

const SORT_COLUMNS = {
  date: orders.orderTime,
  total: orders.totalAmount,
  status: orders.status,
  customer: sql`lower(${orders.customerName})`,
} as const

/**
 * The rows after order `id` in this order: a row comparison of the sort key with that order's (read once, as
 * InitPlans), which the sort's index answers by a range instead of an offset read.
 */
function afterOrder(sortKey: (SQL | AnyColumn)[], ascending: boolean, id: number): SQL {
  const of = (column: SQL | AnyColumn) => sql`(select ${column} from ${orders} where ${orders.id} = ${id})`
  const keys = sql.join(sortKey, sql`, `)
  const values = sql.join([...sortKey.slice(0, -1).map(of), sql`${id}`], sql`, `)
  return ascending ? sql`(${keys}) > (${values})` : sql`(${keys}) < (${values})`
}

/** A page of orders in the criteria's order; ties newest first in that direction, then by id. */
export function searchOrderPage(db: Db, criteria: OrderCriteria): Promise<OrderModel[]> {
  const ascending = criteria.sortOrder === 'asc'
  const sortKey = [...(criteria.sortBy === 'date' ? [] : [SORT_COLUMNS[criteria.sortBy]]), orders.orderTime, orders.id]
  const after = criteria.after === undefined ? undefined : afterOrder(sortKey, ascending, criteria.after)
  return db
    .select()
    .from(orders)
    .where(and(...orderConditions(criteria), after))
    .orderBy(...sortKey.map((column) => (ascending ? asc(column) : desc(column))))
    .limit(criteria.pageSize)
    .offset(after ? 0 : criteria.skip)
}

export async function findOrderById(db: Db, id: number): Promise<OrderModel | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  return row
}

/** The order and what a change reads, one query after another as a transaction's single connection needs. */
export async function findOrderForChange(tx: Tx, id: number): Promise<OrderForChange | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id))
  if (!row) return undefined
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, id))
  const addresses = await tx.select().from(orderAddresses).where(eq(orderAddresses.orderId, id))
  return { ...row, items, addresses }
}

const byOrder = <T extends { orderId: number }>(ids: readonly number[], rows: readonly T[]) =>
  groupedBy(ids, rows, (row) => row.orderId)

/** The lines of each order, by name; one query for all the orders. */
export async function orderItemsOf(db: Db, ids: readonly number[]): Promise<Map<number, OrderItemRow[]>> {
  const rows = ids.length
    ? await db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, [...ids]))
        .orderBy(asc(orderItems.name))
    : []
  return byOrder(ids, rows)
}

export async function orderAddressesOf(db: Db, ids: readonly number[]): Promise<Map<number, OrderAddressRow[]>> {
  const rows = ids.length
    ? await db
        .select()
        .from(orderAddresses)
        .where(inArray(orderAddresses.orderId, [...ids]))
    : []
  return byOrder(ids, rows)
}

/** The payments of each order, newest first. */
export async function orderPaymentsOf(db: Db, ids: readonly number[]): Promise<Map<number, PaymentRow[]>> {
  const rows = ids.length
    ? await db
        .select()
        .from(payments)
        .where(inArray(payments.orderId, [...ids]))
        .orderBy(desc(payments.created), desc(payments.id))
    : []
  return byOrder(ids, rows)
}

/** The shipping address of the customer's most recent order that has one (by the time it was placed). */
export async function recentShippingAddressOf(db: Db, customerId: string): Promise<OrderAddressRow | undefined> {
  const [row] = await db
    .select({ address: orderAddresses })
    .from(orders)
    .innerJoin(orderAddresses, and(eq(orderAddresses.orderId, orders.id), eq(orderAddresses.kind, 'SHIPPING')))
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.orderTime), desc(orders.id))
    .limit(1)
  return row?.address
}

/** The ids of the orders the criteria match (paging and sort aside) but the excepted ones, by id; at most `limit`. */
export async function orderIdsMatching(
  db: Db,
  criteria: OrderCriteria,
  exceptIds: readonly number[],
  limit: number,
): Promise<number[]> {
  const where = orderConditions(criteria)
  if (exceptIds.length) where.push(notInArray(orders.id, [...exceptIds]))
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(...where))
    .orderBy(asc(orders.id))
    .limit(limit)
  return rows.map((row) => row.id)
}

/** These orders as a status change reads them, by id (the global lock order). */
export function ordersForStatusChange(
  tx: Tx,
  ids: readonly number[],
): Promise<Pick<OrderRow, 'id' | 'status' | 'deliveryMethod' | 'version'>[]> {
  return tx
    .select({ id: orders.id, status: orders.status, deliveryMethod: orders.deliveryMethod, version: orders.version })
    .from(orders)
    .where(inArray(orders.id, [...ids]))
    .orderBy(asc(orders.id))
}

/** These orders in the order of `ids`. */
export async function findOrdersByIds(db: Db, ids: readonly number[]): Promise<OrderModel[]> {
  const rows = ids.length
    ? await db
        .select()
        .from(orders)
        .where(inArray(orders.id, [...ids]))
    : []
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
