import { and, asc, between, count, desc, eq, gte, ilike, inArray, lt, lte, or, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '@/server/db/client'
import {
  orderAddresses,
  orderEvents,
  orderItems,
  orders,
  payments,
  type OrderAddressRow,
  type OrderEventRow,
  type OrderItemRow,
  type OrderRow,
  type PaymentRow,
} from '@/server/db/schema'
import { containsPattern } from '@/server/repositories/like-pattern'
import { orderIdPrefixRanges } from '@/server/repositories/order-ids'
import type { DeliveryMethod, OrderStatus, PaymentMethod } from '@/shared/order-status'

/** What a change to an order reads. */
export type OrderForChange = OrderRow & { items: OrderItemRow[]; addresses: OrderAddressRow[] }

export type OrderModel = OrderForChange & {
  /** Newest first. */
  payments: PaymentRow[]
  /** Oldest first. */
  events: OrderEventRow[]
}

export interface OrderCriteria {
  /** Order id prefix, or part of the customer's name. */
  search?: string
  /** null: any. */
  statuses: OrderStatus[] | null
  deliveryMethods: DeliveryMethod[] | null
  paymentMethods: PaymentMethod[] | null
  /** Orders placed at or after. */
  from: Date | null
  /** Orders placed before (or at, when inclusive). */
  to: { at: Date; inclusive: boolean } | null
  skip: number
  pageSize: number
}

function conditions(criteria: OrderCriteria): SQL[] {
  const where: SQL[] = []
  if (criteria.search) {
    const idRanges = orderIdPrefixRanges(criteria.search).map(([low, high]) => between(orders.id, low, high))
    where.push(or(ilike(orders.customerName, containsPattern(criteria.search)), ...idRanges)!)
  }
  if (criteria.statuses) where.push(inArray(orders.status, criteria.statuses))
  if (criteria.deliveryMethods) where.push(inArray(orders.deliveryMethod, criteria.deliveryMethods))
  if (criteria.paymentMethods) where.push(inArray(orders.paymentMethod, criteria.paymentMethods))
  if (criteria.from) where.push(gte(orders.orderTime, criteria.from))
  if (criteria.to) where.push((criteria.to.inclusive ? lte : lt)(orders.orderTime, criteria.to.at))
  return where
}

/** A page of orders, newest first, with their lines, addresses, payments and events. */
export async function searchOrderPage(
  db: Db,
  criteria: OrderCriteria,
): Promise<{ orders: OrderModel[]; totalCount: number }> {
  const where = and(...conditions(criteria))
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.orderTime), desc(orders.id))
      .limit(criteria.pageSize)
      .offset(criteria.skip),
    db.select({ value: count() }).from(orders).where(where),
  ])
  return { orders: await withRelations(db, rows), totalCount: total?.value ?? 0 }
}

export async function findOrderById(db: Db, id: number): Promise<OrderModel | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, id))
  const [model] = await withRelations(db, rows)
  return model
}

/** The order and what a change reads, one query after another as a transaction's single connection needs. */
export async function findOrderForChange(tx: Tx, id: number): Promise<OrderForChange | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id))
  if (!row) return undefined
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, id))
  const addresses = await tx.select().from(orderAddresses).where(eq(orderAddresses.orderId, id))
  return { ...row, items, addresses }
}

function byOrder<T extends { orderId: number }>(rows: T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>()
  for (const row of rows) {
    const group = grouped.get(row.orderId)
    if (group) group.push(row)
    else grouped.set(row.orderId, [row])
  }
  return grouped
}

/** Lines, addresses, payments and events of a page of orders, in four queries whatever the page size. */
export async function withRelations(db: Db, rows: OrderRow[]): Promise<OrderModel[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [items, addresses, paymentRows, events] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.name)),
    db.select().from(orderAddresses).where(inArray(orderAddresses.orderId, ids)),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(desc(payments.created), desc(payments.id)),
    db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, ids))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ])
  const [itemsOf, addressesOf, paymentsOf, eventsOf] = [
    byOrder(items),
    byOrder(addresses),
    byOrder(paymentRows),
    byOrder(events),
  ] as const
  return rows.map((row) => ({
    ...row,
    items: itemsOf.get(row.id) ?? [],
    addresses: addressesOf.get(row.id) ?? [],
    payments: paymentsOf.get(row.id) ?? [],
    events: eventsOf.get(row.id) ?? [],
  }))
}
