import { QueryClient } from '@tanstack/react-query'
import { isRetryable } from '@/lib/api-error'

const RETRY_ATTEMPTS = 2
const RETRY_DELAY_MS = 1500
const MAX_RETRY_DELAY_MS = 15_000

/** Exponential backoff with full jitter. */
export function retryDelay(attempt: number): number {
  const ceiling = Math.min(RETRY_DELAY_MS * 2 ** attempt, MAX_RETRY_DELAY_MS)
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2))
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => isRetryable(error) && failureCount < RETRY_ATTEMPTS,
        retryDelay,
      },
      mutations: { retry: false },
    },
  })
}

export const queryClient = createQueryClient()
