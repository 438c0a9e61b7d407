import type { GraphQLError } from 'graphql'
import { areaRefusal, authorize } from '@/server/graphql/authorize'
import type { GraphQLContext } from '@/server/graphql/context'
import type {
  OrderProductResolvers,
  OrderResolvers,
  RecentOrderResolvers,
  QueryResolvers,
} from '@/server/graphql/resolvers-types'
import { customerRecentAddress, orderCustomers } from '@/server/services/orders/order-creation'
import { exportOrders, exportSelectedOrders } from '@/server/services/orders/order-export'
import { orderById, parseOrderSearch, searchOrders } from '@/server/services/orders/order-search'
import { orderTimelinePage } from '@/server/services/orders/order-timeline'
import { can, PermissionLevel } from '@/shared/permissions'

/**
 * Orders are the orders area's, but a customer's orders are also their customer page's: holders of customers View
 * read those (read-only; the staff notes, Order.notes, stay the orders area's). Undefined for holders of orders View;
 * for holders of customers View alone, the refusal to give for any other order; FORBIDDEN at once with neither.
 */
async function customerOrdersOnly(context: GraphQLContext): Promise<GraphQLError | undefined> {
  const viewer = await context.viewer()
  const refusal = areaRefusal(viewer, 'orders', PermissionLevel.View)
  if (refusal && !can(viewer.roles, 'customers', PermissionLevel.View)) throw refusal
  return refusal
}

export const orderQueries: QueryResolvers = {
  searchOrders: async (_parent, { search }, context) => {
    const refusal = await customerOrdersOnly(context)
    if (refusal && !parseOrderSearch(search.parameters).customerId) throw refusal
    return searchOrders(context.db, search.parameters, context.countCap)
  },
  orderById: async (_parent, { orderId }, context) => {
    const refusal = await customerOrdersOnly(context)
    const order = await orderById(context.db, orderId)
    if (refusal && order && !order.customerId) throw refusal
    return order ?? null
  },
  orderCustomers: async (_parent, { term, limit }, context) => {
    await authorize(context, 'orders', PermissionLevel.Create)
    return orderCustomers(context.db, term, limit ?? 10)
  },
  exportOrders: async (_parent, { search }, context) => {
    await authorize(context, 'orders', PermissionLevel.View)
    return exportOrders(context.db, search.parameters)
  },
  exportSelectedOrders: async (_parent, { ids, matching }, context) => {
    await authorize(context, 'orders', PermissionLevel.View)
    return exportSelectedOrders(context.db, { ids, matching })
  },
  customerRecentAddress: async (_parent, { customerId }, context) => {
    await authorize(context, 'orders', PermissionLevel.Create)
    return customerRecentAddress(context.db, customerId)
  },
}

export const orderFields: OrderResolvers = {
  id: (order) => String(order.id),
  itemCount: async (order, _args, context) =>
    (await context.loaders.orderItems.load(order.id)).reduce((sum, item) => sum + item.quantity, 0),
  shippingAddress: async (order, _args, context) =>
    (await context.loaders.orderAddresses.load(order.id)).find((address) => address.kind === 'SHIPPING') ?? null,
  billingAddress: async (order, _args, context) =>
    (await context.loaders.orderAddresses.load(order.id)).find((address) => address.kind === 'BILLING') ?? null,
  products: (order, _args, context) => context.loaders.orderItems.load(order.id),
  payments: (order, _args, context) => context.loaders.orderPayments.load(order.id),
  events: (order, { after, first }, context) => orderTimelinePage(context.loaders, order.id, after, first),
  notes: (order, _args, context) => context.loaders.orderNotes.load(order.id),
}

/** The dashboard's orders: the same rows, read through the same fields, of which it offers only a few. */
export const recentOrderFields: RecentOrderResolvers = {
  id: orderFields.id,
  itemCount: orderFields.itemCount,
}

export const orderProductFields: OrderProductResolvers = {
  id: (item) => item.productId,
}
