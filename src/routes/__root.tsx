import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { ErrorScreen } from '@/components/layout/error-screen'
import { NotFound } from '@/components/layout/not-found'
import { RouteAnnouncer } from '@/components/layout/route-announcer'
import type { RouterContext } from '@/router-context'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <RouteAnnouncer />
      <Outlet />
    </>
  ),
  errorComponent: ErrorScreen,
  notFoundComponent: NotFound,
})
