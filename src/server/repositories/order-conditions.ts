import { between, eq, gte, ilike, inArray, lt, lte, or, type SQL } from 'drizzle-orm'
import { orders } from '@/server/db/schema'
import { containsPattern } from '@/server/repositories/like-pattern'
import { orderIdPrefixRanges } from '@/server/repositories/order-ids'
import type { SortDirection } from '@/shared/list-sort'
import type { OrderSortField } from '@/shared/order-search'
import type { DeliveryMethod, OrderStatus, PaymentMethod } from '@/shared/order-status'

/**
 * An order search: its filters, order and page (services/orders/order-search.ts parses it from the API's parameters).
 */
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
  sortBy: OrderSortField
  sortOrder: SortDirection
  skip: number
  pageSize: number
  /** Only this customer's orders (a user id); null: anyone's. */
  customerId?: string | null
  /** Keyset paging: the page starts after this order in the criteria's order, and `skip` is not applied. */
  after?: number
}

/** The status, payment and delivery method filters: the rollup order_day_counts has a column for each. */
export function methodConditions(criteria: OrderCriteria): SQL[] {
  const where: SQL[] = []
  if (criteria.statuses) where.push(inArray(orders.status, criteria.statuses))
  if (criteria.deliveryMethods) where.push(inArray(orders.deliveryMethod, criteria.deliveryMethods))
  if (criteria.paymentMethods) where.push(inArray(orders.paymentMethod, criteria.paymentMethods))
  return where
}

/** Orders placed within [from, to), or [from, to] when `inclusive`; an open end when null. */
export function timeRange(from: Date | null, to: { at: Date; inclusive: boolean } | null): SQL[] {
  const where: SQL[] = []
  if (from) where.push(gte(orders.orderTime, from))
  if (to) where.push((to.inclusive ? lte : lt)(orders.orderTime, to.at))
  return where
}

/** Every filter of the criteria. */
export function orderConditions(criteria: OrderCriteria): SQL[] {
  const where = [...methodConditions(criteria), ...timeRange(criteria.from, criteria.to)]
  if (criteria.customerId) where.push(eq(orders.customerId, criteria.customerId))
  if (criteria.search) {
    const idRanges = orderIdPrefixRanges(criteria.search).map(([low, high]) => between(orders.id, low, high))
    where.unshift(or(ilike(orders.customerName, containsPattern(criteria.search)), ...idRanges)!)
  }
  return where
}
