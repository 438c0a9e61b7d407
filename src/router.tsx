import type { OrderCustomer } from '@/features/orders/queries'
import { createRouter } from '@tanstack/react-router'
import { ErrorScreen } from '@/components/layout/error-screen'
import { PagePending } from '@/components/layout/page-pending'
import { queryClient } from '@/lib/query-client'
import { showApp } from '@/lib/show-app'
import { authStore } from '@/lib/session/auth-store'
import { routeTree } from './routeTree.gen'

/**
 * Inside the app, a load quicker than PENDING_MS shows no pending screen, and one that shows stays PENDING_MIN_MS so
 * it is read, not flashed. The first screen shows its pending screen at once instead (a page's heading and skeleton,
 * with the shell around it): nothing was on the page before, and its data, often asked for before the modules ran,
 * replaces it the moment it arrives.
 */
const PENDING_MS = 200
const PENDING_MIN_MS = 400

export const router = createRouter({
  routeTree,
  context: { queryClient, auth: authStore },
  defaultPreload: 'intent',
  // React Query owns freshness; the router always asks it.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: PagePending,
  defaultPendingMs: 0,
  defaultPendingMinMs: 0,
  defaultErrorComponent: ErrorScreen,
  scrollRestoration: true,
})

const afterFirstScreen = router.subscribe('onResolved', () => {
  afterFirstScreen()
  showApp()
  router.update({ ...router.options, defaultPendingMs: PENDING_MS, defaultPendingMinMs: PENDING_MIN_MS })
})

// Routes start loading with the stored user; when `me` says otherwise, they guard again with the real one.
authStore.onStoredUserRevised(() => void router.invalidate())

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
  interface HistoryState {
    /** The customer a new order is for, when it was started from their page (kept across a reload). */
    orderCustomer?: OrderCustomer
  }
}
