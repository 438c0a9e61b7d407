import { setMaxListeners } from 'node:events'
import type { FastifyBaseLogger } from 'fastify'
import type { PubSubEventTarget } from 'graphql-yoga'
import { Redis, type RedisOptions } from 'ioredis'

type ChannelArgs = Record<string, [] | [unknown] | [number | string, unknown]>

/**
 * Where pub/sub events travel: through Redis when a URL is given, so every server process sharing it hears every
 * event; within this process otherwise.
 */
export interface EventChannels {
  target<TChannels extends ChannelArgs>(): PubSubEventTarget<TChannels>
  close(): Promise<void>
}

/** Redis down is normal: reconnect forever, at most 2 s apart, so fan-out resumes by itself soon after it returns. */
const COMMON: RedisOptions = {
  connectTimeout: 2000,
  retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
}

/**
 * Events are notifications (clients re-read what changed and re-check every 15 s anyway), so one that cannot go out
 * now is dropped at once instead of queued: a mutation never waits for Redis, and nothing is left to reject later.
 */
const PUBLISHER: RedisOptions = { ...COMMON, enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 1000 }

/** SUBSCRIBE waits for the connection; ioredis subscribes again to every channel once it reconnects. */
const SUBSCRIBER: RedisOptions = { ...COMMON, maxRetriesPerRequest: null, autoResubscribe: true }

const DROP_WARNING_EVERY_MS = 10_000

export function openEventChannels(redisUrl: string | undefined, log: FastifyBaseLogger): EventChannels {
  if (!redisUrl)
    return { target: <TChannels extends ChannelArgs>() => inProcessTarget<TChannels>(), close: async () => {} }
  const publisher = watchConnection(new Redis(redisUrl, PUBLISHER), 'publish', log)
  const subscriber = watchConnection(new Redis(redisUrl, SUBSCRIBER), 'subscribe', log)

  let dropped = 0
  let warnedAt = 0
  const dropEvent = (err: unknown, channel: string) => {
    dropped += 1
    if (Date.now() - warnedAt < DROP_WARNING_EVERY_MS) return
    log.warn({ err, channel, dropped }, 'Redis unavailable: live event dropped (clients re-check on their own)')
    warnedAt = Date.now()
    dropped = 0
  }
  const publish = (channel: string, message: string) => {
    publisher.publish(channel, message).catch((error: unknown) => dropEvent(error, channel))
  }
  const subscribe = (channel: string) => {
    subscriber.subscribe(channel).catch((err: unknown) => log.warn({ err, channel }, 'Redis SUBSCRIBE failed'))
  }
  const unsubscribe = (channel: string) => {
    subscriber.unsubscribe(channel).catch(() => {
      // The channel is no longer wanted; a connection that is gone has forgotten it anyway.
    })
  }

  return {
    target: <TChannels extends ChannelArgs>() =>
      redisEventTarget({ publish, subscribe, unsubscribe, subscriber, log }) as PubSubEventTarget<TChannels>,
    async close() {
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)])
    },
  }
}

/**
 * The EventTarget createPubSub would make, without Node's warning past 10 listeners: every open stream is one, and
 * their number is bounded by the stream caps (StreamRegistry) instead.
 */
function inProcessTarget<TChannels extends ChannelArgs>(): PubSubEventTarget<TChannels> {
  const target = new EventTarget()
  setMaxListeners(0, target)
  return target as PubSubEventTarget<TChannels>
}

type Listener = EventListenerOrEventListenerObject

/** An EventTarget over Redis pub/sub, one Redis channel per event type, with the event's detail as JSON. */
function redisEventTarget(redis: {
  publish(channel: string, message: string): void
  subscribe(channel: string): void
  unsubscribe(channel: string): void
  subscriber: Redis
  log: FastifyBaseLogger
}) {
  const listeners = new Map<string, Set<Listener>>()
  redis.subscriber.on('message', (channel: string, message: string) => {
    const forChannel = listeners.get(channel)
    if (!forChannel) return
    let detail: unknown
    try {
      detail = message === '' ? null : JSON.parse(message)
    } catch (err) {
      redis.log.warn({ err, channel }, 'Unreadable Redis message ignored')
      return
    }
    const event = new CustomEvent(channel, { detail })
    for (const listener of forChannel) {
      if (typeof listener === 'function') listener(event)
      else listener.handleEvent(event)
    }
  })
  return {
    addEventListener(channel: string, listener: Listener | null) {
      if (!listener) return
      const forChannel = listeners.get(channel) ?? new Set()
      if (forChannel.size === 0) redis.subscribe(channel)
      listeners.set(channel, forChannel.add(listener))
    },
    removeEventListener(channel: string, listener: Listener | null) {
      const forChannel = listeners.get(channel)
      if (!listener || !forChannel?.delete(listener) || forChannel.size > 0) return
      listeners.delete(channel)
      redis.unsubscribe(channel)
    },
    dispatchEvent(event: CustomEvent<unknown>) {
      redis.publish(event.type, event.detail === undefined ? '' : JSON.stringify(event.detail))
      return true
    },
  }
}

/** Logs a lost connection once, and its return, instead of an error on every reconnection attempt. */
function watchConnection(client: Redis, role: string, log: FastifyBaseLogger): Redis {
  let up = false
  client.on('ready', () => {
    if (!up) log.info({ role }, 'Redis connection ready')
    up = true
  })
  client.on('error', (err: unknown) => {
    if (up) log.warn({ err, role }, 'Redis connection lost; reconnecting')
    up = false
  })
  client.on('close', () => {
    if (up) log.warn({ role }, 'Redis connection closed; reconnecting')
    up = false
  })
  return client
}

async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') await client.quit().catch(() => client.disconnect())
  else client.disconnect()
}
