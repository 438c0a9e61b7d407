import type { TypedDocumentString } from '@/gql/graphql'
import { readEventStream } from '@/lib/event-stream'
import { freshAccessToken, graphqlEndpoint } from '@/lib/graphql-client'
import { graphqlBody } from '@/lib/graphql-response'

const FIRST_RETRY_MS = 1_000
const LAST_RETRY_MS = 30_000

export interface SubscriptionHandlers<Result> {
  /** Each event's data. */
  onResult: (result: Result) => void
  /** The stream is open again after a drop: events may have been missed while it was down. */
  onReconnect?: () => void
}

/**
 * The one client of the app's GraphQL subscriptions over server-sent events (POST /graphql, `Accept:
 * text/event-stream`, the bearer token; Yoga's distinct-connection mode, which takes the Authorization header
 * EventSource cannot send). Keeps the subscription open until `signal` aborts: every connection takes the access token
 * fresh (refreshed first when it expires soon), so a stream the server ended at the token's expiry, or that dropped,
 * opens again with growing pauses and a valid token. Resolves once aborted.
 */
export async function followSubscription<Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
  { onResult, onReconnect }: SubscriptionHandlers<Result>,
  signal: AbortSignal,
): Promise<void> {
  const body = JSON.stringify(graphqlBody(document, variables))
  let retryMs = FIRST_RETRY_MS
  let connectedBefore = false
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      // An abort ends the pause at once: the loop then sees it and returns (a pause never resolved would leave the
      // caller waiting for ever).
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer)
          resolve()
        },
        { once: true },
      )
    })

  while (!signal.aborted) {
    try {
      const token = await freshAccessToken()
      const response = await fetch(graphqlEndpoint(), {
        method: 'POST',
        headers: {
          accept: 'text/event-stream',
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body,
        signal,
      })
      if (response.ok && response.body) {
        if (connectedBefore) onReconnect?.()
        connectedBefore = true
        retryMs = FIRST_RETRY_MS
        await readEventStream(response.body, (event, data) => {
          if (event !== 'next') return
          const result = JSON.parse(data) as { data?: Result | null }
          if (result.data) onResult(result.data)
        })
      }
    } catch {
      // A dropped connection or a failed refresh: try again after the pause.
    }
    if (signal.aborted) return
    await pause(retryMs)
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS)
  }
}
