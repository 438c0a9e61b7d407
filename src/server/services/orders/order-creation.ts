import { transaction } from '@/server/db/transaction'
import type { Db } from '@/server/db/client'
import { badInput, notFound } from '@/server/errors'
import type { LivePubSub } from '@/server/live/live-events'
import { parseArgument, parseInput } from '@/server/parse-input'
import { appendOrderEvent, insertOrderRow, saveOrderAddress } from '@/server/repositories/order-change-repository'
import { findOrderById, recentShippingAddressOf, type OrderModel } from '@/server/repositories/order-repository'
import { isUuid } from '@/server/repositories/uuid'
import { findCustomerById, searchCustomers } from '@/server/repositories/user-repository'
import type { Viewer } from '@/server/auth/viewer'
import { rate, refuseDifferentAmounts } from '@/server/services/orders/order-editing'
import { linesAfter, planLineChanges, stockMovesOf, writeLineChanges } from '@/server/services/orders/order-lines'
import { changeStock } from '@/server/services/inventory/stock-ledger'
import { boundedInt, singleLineText } from '@/shared/input-bounds'
import { fullName } from '@/shared/names'
import { OrderCreateSchema, type OrderCreateValues } from '@/shared/order-schemas'
import { computeOrderTotals, DEFAULT_TAX_RATE } from '@/shared/order-totals'
import { SEARCH_TERM_MAX_LENGTH } from '@/shared/search-parameters'

const addressFields = (address: NonNullable<OrderCreateValues['shippingAddress']>) => ({
  ...address,
  phone: address.phone ?? null,
  address2: address.address2 ?? null,
})

/**
 * Places an order for a customer on staff's behalf, in one transaction: the lines take their products' current prices
 * and are taken from stock through the ledger (refused when short), the totals are computed by the same rule as an
 * edit, the addresses saved, and the timeline starts with the event naming who placed it. Published after commit.
 */
export async function createOrder(db: Db, live: LivePubSub, viewer: Viewer, input: unknown): Promise<OrderModel> {
  const order = parseInput(OrderCreateSchema, input, 'The order could not be created')
  const customer = await findCustomerById(db, order.customerId)
  if (!customer) throw badInput('Choose a customer', { customerId: 'No customer has this id' })
  const actorName = fullName(viewer.user)

  const orderId = await transaction(db, async (tx) => {
    const lines = await planLineChanges(tx, [], order.products)
    const taxRate = rate(order.taxRate ?? DEFAULT_TAX_RATE)
    const totals = computeOrderTotals(linesAfter([], lines), taxRate, order.shippingAmount ?? 0)
    refuseDifferentAmounts({ totalAmount: order.totalAmount }, totals)
    const id = await insertOrderRow(tx, {
      customerId: customer.id,
      customerName: fullName(customer),
      customerEmail: customer.email,
      status: 'PENDING',
      deliveryMethod: order.deliveryMethod,
      paymentMethod: order.paymentMethod,
      orderTime: new Date(),
      subtotal: totals.subtotal,
      shippingAmount: totals.shippingAmount,
      tax: totals.tax,
      taxRate,
      totalAmount: totals.total,
      shippingNotes: order.shippingNotes ?? null,
    })
    // Stock before lines: the ledger takes the products' locks in the global order before the lines refer to them.
    await changeStock(tx, stockMovesOf(lines), {
      reason: `Order ${id} placed`,
      actorId: viewer.user.id,
      field: 'products',
    })
    await writeLineChanges(tx, id, lines)
    if (order.shippingAddress) await saveOrderAddress(tx, id, 'SHIPPING', addressFields(order.shippingAddress))
    if (order.billingAddress) await saveOrderAddress(tx, id, 'BILLING', addressFields(order.billingAddress))
    await appendOrderEvent(tx, {
      orderId: id,
      actorId: viewer.user.id,
      actorName,
      type: 'CREATED',
      message: `Order placed by ${actorName} for ${fullName(customer)}`,
      changes: { products: lines.map(({ productId, name, to }) => ({ productId, name, quantity: to })) },
    })
    return id
  })
  const created = await findOrderById(db, orderId)
  if (!created) throw new Error(`Order ${orderId} vanished after it was created`)
  live.publish('orderChanged', {
    orderId: String(created.id),
    kind: 'EDIT',
    version: created.version,
    actorName,
    at: created.updatedAt.toISOString(),
  })
  return created
}

const CUSTOMER_TERM = singleLineText(SEARCH_TERM_MAX_LENGTH, 'The search')
const CUSTOMER_LIMIT = boundedInt(1, 20, 'The limit')

/** Customers to place an order for, by part of their name or email; nothing for a blank term. */
export async function orderCustomers(db: Db, term: string, limit: number) {
  const text = parseArgument('term', CUSTOMER_TERM, term, 'Invalid search').trim()
  return text ? searchCustomers(db, text, parseArgument('limit', CUSTOMER_LIMIT, limit, 'Invalid search')) : []
}

/**
 * Where the customer's most recent order was shipped, to start their new order from (staff may still change it); null
 * for a customer without such an order, NOT_FOUND for an id that is not a customer's.
 */
export async function customerRecentAddress(db: Db, customerId: string) {
  if (!isUuid(customerId) || !(await findCustomerById(db, customerId))) throw notFound('No customer has this id')
  return { address: (await recentShippingAddressOf(db, customerId)) ?? null }
}
