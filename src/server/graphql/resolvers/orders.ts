import { authorize } from '@/server/graphql/authorize'
import type {
  OrderProductResolvers,
  OrderResolvers,
  PaymentResolvers,
  QueryResolvers,
} from '@/server/graphql/resolvers-types'
import { parseOrderId } from '@/server/repositories/order-ids'
import { findOrderById } from '@/server/repositories/order-repository'
import { searchOrders } from '@/server/services/order-search'
import { PermissionLevel } from '@/shared/permissions'

export const orderQueries: QueryResolvers = {
  searchOrders: async (_parent, { search }, context) => {
    await authorize(context, 'orders', PermissionLevel.View)
    return searchOrders(context.db, search.parameters)
  },
  orderById: async (_parent, { orderId }, context) => {
    await authorize(context, 'orders', PermissionLevel.View)
    const id = parseOrderId(orderId)
    return (id !== undefined && (await findOrderById(context.db, id))) || null
  },
}

export const orderFields: OrderResolvers = {
  id: (order) => String(order.id),
  itemCount: (order) => order.items.reduce((sum, item) => sum + item.quantity, 0),
  subtotal: (order) => Number(order.subtotal),
  shippingAmount: (order) => Number(order.shippingAmount),
  tax: (order) => Number(order.tax),
  taxRate: (order) => Number(order.taxRate),
  totalAmount: (order) => Number(order.totalAmount),
  shippingAddress: (order) => order.addresses.find((address) => address.kind === 'SHIPPING') ?? null,
  billingAddress: (order) => order.addresses.find((address) => address.kind === 'BILLING') ?? null,
  products: (order) => order.items,
}

export const orderProductFields: OrderProductResolvers = {
  id: (item) => item.productId,
  price: (item) => Number(item.price),
}

export const paymentFields: PaymentResolvers = {
  amount: (payment) => Number(payment.amount),
}
