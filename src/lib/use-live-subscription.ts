import type { TypedDocumentString } from '@/gql/graphql'
import { useEffect, useRef } from 'react'
import { followSubscription } from '@/lib/live-subscription'

/**
 * Keeps a GraphQL subscription open while the component is mounted (followSubscription: fresh token, reconnection).
 * `onChange` runs for every event, and with null after a reconnection too, since events may have been missed while
 * the connection was down.
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
  const key = JSON.stringify(variables)

  useEffect(() => {
    const abort = new AbortController()
    void followSubscription(
      document,
      JSON.parse(key) as Variables,
      { onResult: (result) => handler.current(result), onReconnect: () => handler.current(null) },
      abort.signal,
    )
    return () => abort.abort()
  }, [document, key])
}
