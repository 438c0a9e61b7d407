import { createRedisEventTarget } from '@graphql-yoga/redis-event-target'
import { createPubSub, type PubSub } from 'graphql-yoga'
import { Redis } from 'ioredis'
import type { ChangeKind } from '@/server/graphql/resolvers-types'

/** What subscribers hear about an order; they read the order itself through the subscription's `order` field. */
export interface OrderChangeEvent {
  orderId: string
  kind: ChangeKind
  version: number
  actorName: string
  /** ISO-8601, as events may cross processes as JSON. */
  at: string
}

export interface ProductChangeEvent {
  productId: string
  kind: ChangeKind
  actorName: string
  at: string
}

type Channels = {
  orderChanged: [event: OrderChangeEvent]
  productChanged: [event: ProductChangeEvent]
}

export type LivePubSub = PubSub<Channels>

export interface LiveEvents {
  pubsub: LivePubSub
  close(): Promise<void>
}

/**
 * Live-update events: through Redis pub/sub when a URL is given, so every server process sharing that Redis hears
 * every change; within this process otherwise.
 */
export function createLiveEvents(redisUrl?: string): LiveEvents {
  if (!redisUrl) return { pubsub: createPubSub<Channels>(), close: async () => {} }
  const publishClient = new Redis(redisUrl)
  const subscribeClient = new Redis(redisUrl)
  // The event target does not wait for UNSUBSCRIBE; one that meets the connection closed at shutdown must not go unhandled.
  const unsubscribe = subscribeClient.unsubscribe.bind(subscribeClient) as (...channels: string[]) => Promise<unknown>
  Object.assign(subscribeClient, { unsubscribe: (...channels: string[]) => unsubscribe(...channels).catch(() => 0) })
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient })
  return {
    pubsub: createPubSub<Channels>({ eventTarget }),
    async close() {
      await Promise.all([publishClient.quit(), subscribeClient.quit()])
    },
  }
}
