import type { QueryClient } from '@tanstack/react-query'
import { defaultParseSearch } from '@tanstack/react-router'
import type { z } from 'zod/mini'
import { DashboardSearch, periodOf } from '@/features/dashboard/dashboard-search'
import { dashboardOptions } from '@/features/dashboard/queries'
import { OrderListSearch } from '@/features/orders/order-list-search'
import { orderSearchOptions } from '@/features/orders/order-list-query'
import { FIRST_SCREEN_PATHS } from '@/first-visit/first-screens'
import { type SentAhead, takeSentAhead } from '@/first-visit/sent-ahead'
import type { AuthStore } from '@/lib/session/auth-store'
import { can, startPage } from '@/shared/permissions'

/** A route's search as the router gives it to the loader: the URL's parameters, the route's own ones validated. */
function routeSearch<S extends z.ZodMiniType<object>>(schema: S, search: string): z.output<S> | undefined {
  const raw = defaultParseSearch(search)
  const validated = schema.safeParse(raw)
  return validated.success ? { ...raw, ...validated.data } : undefined
}

type Url = Pick<Location, 'pathname' | 'search'>

/** The dashboard's period at a first screen's URL, as its loader reads it ('/' shows the default one). */
export function dashboardPeriodAt({ pathname, search }: Url) {
  const dashboard = pathname === '/' ? {} : routeSearch(DashboardSearch, search)
  return dashboard && periodOf(dashboard)
}

/** The order list's URL state at a first screen's URL, as its loader reads it. */
export const orderSearchAt = ({ search }: Url) => routeSearch(OrderListSearch, search)

/** Starts the query the first screen's loader ensures, answered by the boot script's request when that was the same. */
function prefetchFirstScreen(url: Url, auth: AuthStore, queryClient: QueryClient, sentAhead?: SentAhead): void {
  const roles = auth.getState().user?.roles
  if (!roles) return
  const screen = url.pathname === '/' ? startPage(roles) : url.pathname
  const meta = { sentAhead }
  if (screen === '/dashboard' && can(roles, 'analytics')) {
    const days = dashboardPeriodAt(url)
    if (days) void queryClient.prefetchQuery({ ...dashboardOptions(days), meta })
  } else if (screen === '/orders' && can(roles, 'orders')) {
    const orders = orderSearchAt(url)
    if (orders) void queryClient.prefetchQuery({ ...orderSearchOptions(orders), meta })
  }
}

/**
 * On a first screen, a stored session's `GetMe` and the screen's query. The inline boot script (boot.js) has
 * usually sent both before any module loaded; the entry takes their answers here, before React renders and before the
 * router matches, and sends a request itself only where the boot script sent none, a different one, or got no data.
 * The router's loader then finds the query in flight or answered; a failure goes through the usual client (token
 * refresh, end of session) and the route's own error handling.
 */
export function sendFirstRequests(auth: AuthStore, queryClient: QueryClient): void {
  // Elsewhere the router checks the session when a route asks: the reset-password page never does.
  if (!FIRST_SCREEN_PATHS.includes(window.location.pathname)) return
  const sentAhead = takeSentAhead()
  void auth.initialize(sentAhead.me)
  prefetchFirstScreen(window.location, auth, queryClient, sentAhead.screen)
}
