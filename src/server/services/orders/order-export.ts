import type { Db } from '@/server/db/client'
import { badInput } from '@/server/errors'
import { countOrders } from '@/server/repositories/order-count-repository'
import { findOrdersByIds, orderItemsOf, searchOrderPage, type OrderModel } from '@/server/repositories/order-repository'
import { parseOrderSearch } from '@/server/services/orders/order-search'
import { selectedOrderIds, type OrderSelection } from '@/server/services/orders/order-selection'
import { toCsv } from '@/shared/csv'
import { amountToNumeric } from '@/shared/money'
import { ORDER_EXPORT_MAX } from '@/shared/order-search'
import { DELIVERY_METHOD_LABELS, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@/shared/order-status'
import type { SearchParameter } from '@/shared/search-parameters'
import { formatCount } from '@/shared/count-text'

const HEADER = [
  'Order ID',
  'Date',
  'Customer',
  'Email',
  'Status',
  'Items',
  'Payment',
  'Delivery',
  'Subtotal',
  'Shipping',
  'Tax',
  'Total',
]

/** CSV of every order the list's search matches, in its sort; every cell safe against spreadsheet formula injection. */
export async function exportOrders(db: Db, parameters: readonly SearchParameter[]): Promise<string> {
  const criteria = { ...parseOrderSearch(parameters), skip: 0, pageSize: ORDER_EXPORT_MAX }
  const [orders, count] = await Promise.all([
    searchOrderPage(db, criteria),
    countOrders(db, criteria, ORDER_EXPORT_MAX),
  ])
  if (count.isLowerBound || count.totalCount > ORDER_EXPORT_MAX) {
    const matches = count.isLowerBound ? 'More than ' : ''
    throw badInput(
      `${matches}${formatCount(count.totalCount)} orders match; narrow the filters to at most ${formatCount(ORDER_EXPORT_MAX)} to export them`,
    )
  }
  return ordersCsv(db, orders)
}

/** The same CSV as exportOrders, of the chosen orders only, by number. */
export async function exportSelectedOrders(db: Db, selection: OrderSelection): Promise<string> {
  return ordersCsv(db, await findOrdersByIds(db, await selectedOrderIds(db, selection)))
}

/** One row per order, in the order given; every cell safe against spreadsheet formula injection. */
async function ordersCsv(db: Db, orders: readonly OrderModel[]): Promise<string> {
  const items = await orderItemsOf(
    db,
    orders.map((order) => order.id),
  )
  const rows = orders.map((order) => [
    order.id,
    order.orderTime.toISOString(),
    order.customerName,
    order.customerEmail,
    ORDER_STATUS_LABELS[order.status],
    (items.get(order.id) ?? []).reduce((sum, item) => sum + item.quantity, 0),
    PAYMENT_METHOD_LABELS[order.paymentMethod],
    DELIVERY_METHOD_LABELS[order.deliveryMethod],
    amountToNumeric(order.subtotal),
    amountToNumeric(order.shippingAmount),
    amountToNumeric(order.tax),
    amountToNumeric(order.totalAmount),
  ])
  return toCsv(HEADER, rows)
}
