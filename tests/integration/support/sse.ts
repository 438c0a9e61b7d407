import type { TypedDocumentString } from '@/gql/graphql'
import { readEventStream } from '@/lib/event-stream'
import type { GraphQLResponse } from './test-server'

export interface Subscription<T> {
  /** The next result the server sends, or a rejection after `timeoutMs`. */
  next(timeoutMs?: number): Promise<GraphQLResponse<T>>
  /** Resolves when the stream ends (the server closed it, or close() did). */
  ended: Promise<void>
  close(): void
}

/**
 * A GraphQL subscription over server-sent events as the browser makes it: POST /graphql with
 * `Accept: text/event-stream` and the bearer token; resolves once the server has answered with the stream.
 */
export async function subscribe<Result, Variables>(
  url: string,
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
  token?: string,
): Promise<Subscription<Result>> {
  const abort = new AbortController()
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      accept: 'text/event-stream',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: document.toString(), variables }),
    signal: abort.signal,
  })
  const received: GraphQLResponse<Result>[] = []
  const waiting: ((result: GraphQLResponse<Result>) => void)[] = []
  const deliver = (result: GraphQLResponse<Result>) => {
    const waiter = waiting.shift()
    if (waiter) waiter(result)
    else received.push(result)
  }
  const ended = readEventStream(response.body!, (event, data) => {
    if (event === 'next') deliver(JSON.parse(data) as GraphQLResponse<Result>)
  }).catch(() => {
    // Ended by close().
  })
  return {
    next(timeoutMs = 5000) {
      const ready = received.shift()
      if (ready) return Promise.resolve(ready)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No event within ${timeoutMs} ms`)), timeoutMs)
        waiting.push((result) => {
          clearTimeout(timer)
          resolve(result)
        })
      })
    },
    ended,
    close: () => abort.abort(),
  }
}
