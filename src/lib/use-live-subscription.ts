import type { TypedDocumentString } from '@/gql/graphql'
import { useEffect, useRef } from 'react'
import { readEventStream } from '@/lib/event-stream'
import { freshAccessToken } from '@/lib/graphql-client'
import { graphqlBody } from '@/lib/graphql-response'

const FIRST_RETRY_MS = 1_000
const LAST_RETRY_MS = 30_000

/**
 * Keeps a GraphQL subscription open over server-sent events (POST /graphql, `Accept: text/event-stream`, the bearer
 * token) while the component is mounted. `onChange` runs for every event, and after a reconnection too, since events
 * may have been missed while the connection was down. Reconnects with growing pauses.
 */
export function useLiveSubscription<Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
  onChange: (result: Result | null) => void,
): void {
  const handler = useRef(onChange)
  useEffect(() => {
    handler.current = onChange
  })
  const body = JSON.stringify(graphqlBody(document, variables))

  useEffect(() => {
    const abort = new AbortController()
    let retryMs = FIRST_RETRY_MS
    let connectedBefore = false
    const pause = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = window.setTimeout(resolve, ms)
        abort.signal.addEventListener('abort', () => window.clearTimeout(timer), { once: true })
      })

    async function listen() {
      while (!abort.signal.aborted) {
        try {
          const token = await freshAccessToken()
          const response = await fetch('/graphql', {
            method: 'POST',
            headers: {
              accept: 'text/event-stream',
              'content-type': 'application/json',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            body,
            signal: abort.signal,
          })
          if (response.ok && response.body) {
            if (connectedBefore) handler.current(null)
            connectedBefore = true
            retryMs = FIRST_RETRY_MS
            await readEventStream(response.body, (event, data) => {
              if (event !== 'next') return
              const result = JSON.parse(data) as { data?: Result | null }
              if (result.data) handler.current(result.data)
            })
          }
        } catch {
          // A dropped connection or a failed refresh: try again after the pause.
        }
        if (abort.signal.aborted) return
        await pause(retryMs)
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS)
      }
    }
    void listen()
    return () => abort.abort()
  }, [body])
}
