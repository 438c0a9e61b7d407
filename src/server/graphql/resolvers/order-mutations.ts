import { authorize } from '@/server/graphql/authorize'
import type { MutationResolvers } from '@/server/graphql/resolvers-types'
import { createOrder } from '@/server/services/orders/order-creation'
import { updateOrder } from '@/server/services/orders/order-editing'
import { changeOrdersStatus } from '@/server/services/orders/order-bulk-status'
import { advanceOrderStatus, closeOrder } from '@/server/services/orders/order-lifecycle'
import { addOrderNote } from '@/server/services/orders/order-notes'
import { PermissionLevel } from '@/shared/permissions'

export const orderMutations: MutationResolvers = {
  createOrder: async (_parent, { order }, context) => {
    const viewer = await authorize(context, 'orders', PermissionLevel.Create)
    return createOrder(context.db, context.services.live.pubsub, viewer, order)
  },
  updateOrder: async (_parent, { orderId, order }, context) => {
    const viewer = await authorize(context, 'orders', PermissionLevel.Edit)
    return updateOrder(context.db, context.services.live.pubsub, viewer, orderId, order)
  },
  updateOrderStatus: async (_parent, { orderId, orderStatus, version, trackingNumber, carrier }, context) => {
    const viewer = await authorize(context, 'orders', PermissionLevel.Edit)
    return advanceOrderStatus(context.db, context.services.live.pubsub, viewer, orderId, orderStatus, version, {
      trackingNumber,
      carrier,
    })
  },
  cancelOrder: async (_parent, { orderId, reason, version }, context) => {
    const viewer = await authorize(context, 'orders', PermissionLevel.Delete)
    return closeOrder(context.db, context.services.live.pubsub, viewer, orderId, 'CANCELLED', reason, version)
  },
  returnOrder: async (_parent, { orderId, reason, version }, context) => {
    const viewer = await authorize(context, 'orders', PermissionLevel.Edit)
    return closeOrder(context.db, context.services.live.pubsub, viewer, orderId, 'RETURNED', reason, version)
  },
  changeOrdersStatus: async (_parent, { ids, matching, orderStatus }, context) => {
    const viewer = await authorize(context, 'orders', PermissionLevel.Edit)
    return changeOrdersStatus(context.db, context.services.live.pubsub, viewer, { ids, matching }, orderStatus)
  },
  addOrderNote: async (_parent, { orderId, note }, context) => {
    const viewer = await authorize(context, 'orders', PermissionLevel.Edit)
    return addOrderNote(context.db, context.services.live.pubsub, viewer, orderId, note)
  },
}
