import type { QueryClient } from '@tanstack/react-query'
import { defaultParseSearch } from '@tanstack/react-router'
import type { z } from 'zod/mini'
import { DashboardSearch, periodOf } from '@/features/dashboard/dashboard-search'
import { dashboardOptions } from '@/features/dashboard/queries'
import { OrderListSearch } from '@/features/orders/order-list-search'
import { orderSearchOptions } from '@/features/orders/order-list-query'
import type { AuthStore } from '@/lib/session/auth-store'
import { can, startPage } from '@/shared/permissions'

/** A route's search as the router gives it to the loader: the URL's parameters, the route's own ones validated. */
function routeSearch<S extends z.ZodMiniType<object>>(schema: S, search: string): z.output<S> | undefined {
  const raw = defaultParseSearch(search)
  const validated = schema.safeParse(raw)
  return validated.success ? { ...raw, ...validated.data } : undefined
}

/** The screens a session opens on, whose loaders stay in the entry (see their routes and vite.config.ts). */
const FIRST_SCREENS = ['/', '/dashboard', '/orders']

/** Starts the query the first screen's loader ensures. */
function prefetchFirstScreen({ pathname, search }: Location, auth: AuthStore, queryClient: QueryClient): void {
  const roles = auth.getState().user?.roles
  if (!roles) return
  const screen = pathname === '/' ? startPage(roles) : pathname
  if (screen === '/dashboard' && can(roles, 'analytics')) {
    const dashboard = pathname === '/' ? {} : routeSearch(DashboardSearch, search)
    if (dashboard) void queryClient.prefetchQuery(dashboardOptions(periodOf(dashboard)))
  } else if (screen === '/orders' && can(roles, 'orders')) {
    const orders = routeSearch(OrderListSearch, search)
    if (orders) void queryClient.prefetchQuery(orderSearchOptions(orders))
  }
}

/**
 * On a first screen, a stored session's `GetMe` and the screen's query, sent as the entry runs: before React renders, before the
 * router matches and before the route and screen files load (on a repeat visit, those waves of module loading came
 * before the requests). The router's loader then finds the query in flight or answered; a failure goes through the
 * usual client (token refresh, end of session) and the route's own error handling.
 */
export function sendFirstRequests(auth: AuthStore, queryClient: QueryClient): void {
  // Elsewhere the router checks the session when a route asks: the reset-password page never does.
  if (!FIRST_SCREENS.includes(window.location.pathname)) return
  void auth.initialize()
  prefetchFirstScreen(window.location, auth, queryClient)
}
