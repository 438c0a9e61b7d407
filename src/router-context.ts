import type { QueryClient } from '@tanstack/react-query'
import type { AuthStore } from '@/features/auth/auth-store'

export interface RouterContext {
  queryClient: QueryClient
  auth: AuthStore
}
