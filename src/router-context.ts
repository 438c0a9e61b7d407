import type { QueryClient } from '@tanstack/react-query'
import type { AuthStore } from '@/lib/session/auth-store'

export interface RouterContext {
  queryClient: QueryClient
  auth: AuthStore
}
