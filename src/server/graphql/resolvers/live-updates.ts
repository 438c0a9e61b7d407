import { filter, pipe } from 'graphql-yoga'
import { authorize } from '@/server/graphql/authorize'
import type {
  OrderChangeResolvers,
  ProductChangeResolvers,
  SubscriptionResolvers,
} from '@/server/graphql/resolvers-types'
import type { OrderChangeEvent, ProductChangeEvent } from '@/server/live/live-events'
import { orderById } from '@/server/services/order-search'
import { productById } from '@/server/services/product-search'
import { PermissionLevel } from '@/shared/permissions'

/** Subscriptions need the same permission as reading what they report on, checked when they start. */
export const liveSubscriptions: SubscriptionResolvers = {
  orderChanged: {
    subscribe: async (_parent, { orderId }, context) => {
      await authorize(context, 'orders', PermissionLevel.View)
      const events = context.services.live.pubsub.subscribe('orderChanged')
      return orderId
        ? pipe(
            events,
            filter((event) => event.orderId === orderId),
          )
        : events
    },
    resolve: (event: OrderChangeEvent) => event,
  },
  productChanged: {
    subscribe: async (_parent, { productId }, context) => {
      await authorize(context, 'products', PermissionLevel.View)
      const events = context.services.live.pubsub.subscribe('productChanged')
      return productId
        ? pipe(
            events,
            filter((event) => event.productId === productId),
          )
        : events
    },
    resolve: (event: ProductChangeEvent) => event,
  },
}

export const orderChangeFields: OrderChangeResolvers = {
  order: async (event, _args, context) => (await orderById(context.db, event.orderId)) ?? null,
}

export const productChangeFields: ProductChangeResolvers = {
  product: async (event, _args, context) => (await productById(context.db, event.productId)) ?? null,
}
