import { filter, pipe } from 'graphql-yoga'
import { followLiveStream } from '@/server/graphql/live-stream'
import type {
  OrderChangeResolvers,
  ProductChangeResolvers,
  SubscriptionResolvers,
} from '@/server/graphql/resolvers-types'
import { oncePerEvent } from '@/server/live/event-payloads'
import { deliver, type StreamEnd } from '@/server/live/guarded-stream'
import type { OrderChangeEvent, ProductChangeEvent } from '@/server/live/live-events'
import { orderById } from '@/server/services/orders/order-search'
import { productById } from '@/server/services/products/product-search'
import { PermissionLevel } from '@/shared/permissions'

/** Subscriptions need the same permission as reading what they report on, for as long as they last. */
export const liveSubscriptions: SubscriptionResolvers = {
  orderChanged: {
    subscribe: (_parent, { orderId }, context) =>
      followLiveStream(context, 'orders', PermissionLevel.View, () => {
        const events = context.services.live.pubsub.subscribe('orderChanged')
        return orderId
          ? pipe(
              events,
              filter((event) => event.orderId === orderId),
            )
          : events
      }),
    resolve: (event: OrderChangeEvent | StreamEnd) => deliver(event),
  },
  productChanged: {
    subscribe: (_parent, { productId }, context) =>
      followLiveStream(context, 'products', PermissionLevel.View, () => {
        const events = context.services.live.pubsub.subscribe('productChanged')
        return productId
          ? pipe(
              events,
              filter((event) => event.productId === productId),
            )
          : events
      }),
    resolve: (event: ProductChangeEvent | StreamEnd) => deliver(event),
  },
}

const orderOfEvent = oncePerEvent((db, event: OrderChangeEvent) => orderById(db, event.orderId))
const productOfEvent = oncePerEvent((db, event: ProductChangeEvent) => productById(db, event.productId))

export const orderChangeFields: OrderChangeResolvers = {
  order: async (event, _args, context) => (await orderOfEvent(context.db, event)) ?? null,
}

export const productChangeFields: ProductChangeResolvers = {
  product: async (event, _args, context) => (await productOfEvent(context.db, event)) ?? null,
}
