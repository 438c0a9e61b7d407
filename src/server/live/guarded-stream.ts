import { GraphQLError } from 'graphql'
import type { Viewer } from '@/server/auth/viewer'
import type { StreamLease } from '@/server/live/stream-registry'

/** The last item of a stream the server ended: the subscription's resolver throws its reason to the client. */
export class StreamEnd {
  constructor(readonly reason: GraphQLError) {}
}

/** The item itself, or the reason of a StreamEnd thrown, for a subscription's `resolve`. */
export function deliver<T>(item: T | StreamEnd): T {
  if (item instanceof StreamEnd) throw item.reason
  return item
}

/**
 * `events`, each delivered only if the lease's recheck (started after the event came) finds the session live and
 * the area held, with that viewer handed to `onViewer` first; ended by the server, with a last StreamEnd, when the
 * recheck or the periodic one fails, without waiting for an event.
 */
export function guardedStream<T>(
  lease: StreamLease,
  events: AsyncIterable<T>,
  onViewer: (viewer: Viewer) => void,
): AsyncIterableIterator<T | StreamEnd> {
  const source = events[Symbol.asyncIterator]()
  let finished = false
  const finish = async () => {
    if (finished) return
    finished = true
    lease.release()
    await source.return?.()
  }
  const ended = lease.ended.then((reason) => new StreamEnd(reason))
  const stream: AsyncIterableIterator<T | StreamEnd> = {
    [Symbol.asyncIterator]: () => stream,
    async next() {
      while (!finished) {
        const next = await Promise.race([source.next(), ended])
        if (next instanceof StreamEnd) {
          await finish()
          return { value: next, done: false }
        }
        if (next.done) break
        const viewer = await lease.current()
        if (viewer instanceof GraphQLError) {
          await finish()
          return { value: new StreamEnd(viewer), done: false }
        }
        if (!viewer) continue
        onViewer(viewer)
        return { value: next.value, done: false }
      }
      await finish()
      return { value: undefined, done: true }
    },
    async return() {
      await finish()
      return { value: undefined, done: true }
    },
  }
  return stream
}
