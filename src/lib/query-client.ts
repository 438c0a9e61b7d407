import { MutationCache, QueryClient } from '@tanstack/react-query'
import { isRetryable } from '@/lib/api-error'

const RETRY_ATTEMPTS = 2
const RETRY_DELAY_MS = 1500
const MAX_RETRY_DELAY_MS = 15_000

/** Exponential backoff with full jitter. */
export function retryDelay(attempt: number): number {
  const ceiling = Math.min(RETRY_DELAY_MS * 2 ** attempt, MAX_RETRY_DELAY_MS)
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2))
}

/** The audit log's lists (the Activity screen, a record's History): every accepted change adds to them. */
export const AUDIT_LOG_KEY = ['audit', 'log'] as const

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // A change saved in place (an order's edit, a role given on a user's page) shows in the History beside it.
    mutationCache: new MutationCache({ onSuccess: () => client.invalidateQueries({ queryKey: AUDIT_LOG_KEY }) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => isRetryable(error) && failureCount < RETRY_ATTEMPTS,
        retryDelay,
      },
      mutations: { retry: false },
    },
  })
  return client
}

export const queryClient = createQueryClient()
