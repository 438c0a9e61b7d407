import { createPubSub, type PubSub } from 'graphql-yoga'
import type { EventChannels } from '@/server/live/event-channels'

/** What kind of change an event reports (the schema's ChangeKind). */
export type ChangeKind = 'STATUS' | 'EDIT' | 'CANCEL' | 'RETURN' | 'STOCK' | 'PRICE' | 'PRODUCT' | 'NOTE'

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

/** Live-update events over the given channels (Redis, so every server process hears every change, or in memory). */
export function createLiveEvents(channels: EventChannels): LiveEvents {
  return { pubsub: createPubSub<Channels>({ eventTarget: channels.target<Channels>() }), close: () => channels.close() }
}
