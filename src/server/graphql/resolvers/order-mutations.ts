import { authorize } from '@/server/graphql/authorize'
import { parseArgument, parseInput } from '@/server/graphql/parse-input'
import type { MutationResolvers } from '@/server/graphql/resolvers-types'
import { updateOrder } from '@/server/services/order-editing'
import { advanceOrderStatus, closeOrder } from '@/server/services/order-lifecycle'
import { OrderReasonSchema, OrderUpdateSchema } from '@/shared/order-schemas'
import { PermissionLevel } from '@/shared/permissions'

export const orderMutations: MutationResolvers = {
  updateOrder: async (_parent, { orderId, order }, context) => {
    const viewer = await authorize(context, 'orders', PermissionLevel.Edit)
    return updateOrder(
      context.db,
      context.services.live.pubsub,
      viewer,
      orderId,
      parseInput(OrderUpdateSchema, order, 'The order could not be saved'),
    )
  },
  updateOrderStatus: async (_parent, { orderId, orderStatus, version }, context) => {
    const viewer = await authorize(context, 'orders', PermissionLevel.Edit)
    return advanceOrderStatus(context.db, context.services.live.pubsub, viewer, orderId, orderStatus, version)
  },
  cancelOrder: async (_parent, { orderId, reason, version }, context) => {
    const viewer = await authorize(context, 'orders', PermissionLevel.Delete)
    const why = parseArgument('reason', OrderReasonSchema, reason, 'The order could not be cancelled')
    return closeOrder(context.db, context.services.live.pubsub, viewer, orderId, 'CANCELLED', why, version)
  },
  returnOrder: async (_parent, { orderId, reason, version }, context) => {
    const viewer = await authorize(context, 'orders', PermissionLevel.Edit)
    const why = parseArgument('reason', OrderReasonSchema, reason, 'The order could not be returned')
    return closeOrder(context.db, context.services.live.pubsub, viewer, orderId, 'RETURNED', why, version)
  },
}
