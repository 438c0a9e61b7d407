import { createRouter } from '@tanstack/react-router'
import { ErrorScreen } from '@/components/layout/error-screen'
import { PagePending } from '@/components/layout/page-pending'
import { queryClient } from '@/lib/query-client'
import { authStore } from '@/lib/session/auth-store'
import { routeTree } from './routeTree.gen'

/** A load quicker than this shows no pending screen; one that shows stays long enough to be read, not flash. */
const PENDING_MS = 200
const PENDING_MIN_MS = 400

export const router = createRouter({
  routeTree,
  context: { queryClient, auth: authStore },
  defaultPreload: 'intent',
  // React Query owns freshness; the router always asks it.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: PagePending,
  defaultPendingMs: PENDING_MS,
  defaultPendingMinMs: PENDING_MIN_MS,
  defaultErrorComponent: ErrorScreen,
  scrollRestoration: true,
})

// Routes start loading with the stored user; when `me` says otherwise, they guard again with the real one.
authStore.onStoredUserRevised(() => void router.invalidate())

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
