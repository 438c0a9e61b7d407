import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { toApiError } from '@/lib/api-error'

/**
 * A list's failed search shows its error in place of the count and the results until the search changes or Try Again:
 * the boundaries' reset key, and the retry that clears the failed queries and renders afresh.
 */
export function useListRetry(search: unknown) {
  const [attempt, setAttempt] = useState(0)
  const queryErrors = useQueryErrorResetBoundary()
  return {
    resetKey: () => `${JSON.stringify(search)}#${attempt}`,
    tryAgain: () => {
      queryErrors.reset()
      setAttempt((previous) => previous + 1)
    },
  }
}

/** In place of a list's results: what failed, and Try Again. */
export function ListErrorPanel({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border py-16 text-center">
      <p className="break-words text-destructive">Error: {toApiError(error).message}</p>
      <Button onClick={onRetry}>Try Again</Button>
    </div>
  )
}
