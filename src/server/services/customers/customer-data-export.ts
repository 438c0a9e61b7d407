import type { Db } from '@/server/db/client'
import { notFound } from '@/server/errors'
import { notesOfCustomer, ordersOfCustomer } from '@/server/repositories/customer-repository'
import { orderAddressesOf, orderItemsOf, orderPaymentsOf } from '@/server/repositories/order-repository'
import { customerById } from '@/server/services/customers/customer-records'
import { fromCents } from '@/shared/money'

/**
 * Everything the store holds about a customer, as one JSON document (a personal-data request): the account, lifetime
 * figures, every order with its lines, addresses and payments, and staff notes.
 */
export async function customerDataExport(db: Db, id: string, now: Date): Promise<string> {
  const customer = await customerById(db, id)
  if (!customer) throw notFound('Customer not found')
  const [orders, notes] = await Promise.all([ordersOfCustomer(db, customer.id), notesOfCustomer(db, customer.id)])
  const ids = orders.map((order) => order.id)
  const [items, addresses, payments] = await Promise.all([
    orderItemsOf(db, ids),
    orderAddressesOf(db, ids),
    orderPaymentsOf(db, ids),
  ])
  const document = {
    exportedAt: now.toISOString(),
    account: {
      id: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phoneNumber: customer.phoneNumber,
      active: customer.active,
      createdAt: customer.createdAt,
      notificationPreferences: customer.notificationPreferences,
    },
    figures: {
      orders: customer.orders,
      totalSpent: fromCents(customer.spentCents),
      firstOrderAt: customer.firstOrderAt,
      lastOrderAt: customer.lastOrderAt,
    },
    orders: orders.map((order) => ({
      id: order.id,
      placedAt: order.orderTime,
      status: order.status,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      deliveryMethod: order.deliveryMethod,
      paymentMethod: order.paymentMethod,
      shippingNotes: order.shippingNotes,
      trackingNumber: order.trackingNumber,
      carrier: order.carrier,
      total: order.totalAmount,
      lines: (items.get(order.id) ?? []).map((item) => ({
        name: item.name,
        sku: item.sku,
        price: item.price,
        quantity: item.quantity,
      })),
      addresses: (addresses.get(order.id) ?? []).map(({ id: _id, orderId: _order, ...address }) => address),
      payments: (payments.get(order.id) ?? []).map((payment) => ({
        type: payment.type,
        status: payment.status,
        amount: payment.amount,
        lastFour: payment.lastFour,
        created: payment.created,
      })),
    })),
    notes: notes.map((note) => ({ body: note.body, authorName: note.authorName, createdAt: note.createdAt })),
  }
  return JSON.stringify(document, null, 2)
}
