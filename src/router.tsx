import { createRouter } from '@tanstack/react-router'
import { ErrorScreen } from '@/components/layout/error-screen'
import { authStore } from '@/features/auth/auth-store'
import { queryClient } from '@/lib/query-client'
import { routeTree } from './routeTree.gen'

export const router = createRouter({
  routeTree,
  context: { queryClient, auth: authStore },
  defaultPreload: 'intent',
  // React Query owns freshness; the router always asks it.
  defaultPreloadStaleTime: 0,
  defaultErrorComponent: ErrorScreen,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
