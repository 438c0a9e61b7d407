import { authorize } from '@/server/graphql/authorize'
import { liveWrite } from '@/server/graphql/context'
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
    return updateOrder({ ...liveWrite(context, viewer), orderId, input: order })
  },
  updateOrderStatus: async (_parent, { orderId, orderStatus, version, trackingNumber, carrier }, context) => {
    const viewer = await authorize(context, 'orders', PermissionLevel.Edit)
    return advanceOrderStatus({
      ...liveWrite(context, viewer),
      orderId,
      target: orderStatus,
      version,
      shipment: { trackingNumber, carrier },
    })
  },
  cancelOrder: async (_parent, { orderId, reason, version }, context) => {
    const viewer = await authorize(context, 'orders', PermissionLevel.Delete)
    return closeOrder({ ...liveWrite(context, viewer), orderId, outcome: 'CANCELLED', reason, version })
  },
  returnOrder: async (_parent, { orderId, reason, version }, context) => {
    const viewer = await authorize(context, 'orders', PermissionLevel.Edit)
    return closeOrder({ ...liveWrite(context, viewer), orderId, outcome: 'RETURNED', reason, version })
  },
  changeOrdersStatus: async (_parent, { ids, matching, orderStatus }, context) => {
    const viewer = await authorize(context, 'orders', PermissionLevel.Edit)
    return changeOrdersStatus({ ...liveWrite(context, viewer), selection: { ids, matching }, target: orderStatus })
  },
  addOrderNote: async (_parent, { orderId, note }, context) => {
    const viewer = await authorize(context, 'orders', PermissionLevel.Edit)
    return addOrderNote({ ...liveWrite(context, viewer), orderId, input: note })
  },
}
