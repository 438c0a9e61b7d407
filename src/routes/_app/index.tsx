import { createFileRoute, redirect } from '@tanstack/react-router'
import { DashboardPage } from '@/features/dashboard/components/dashboard-page'
import { dashboardOptions } from '@/features/dashboard/queries'
import { OrderListPage } from '@/features/orders/components/order-list-page'
import { OrderListSearch } from '@/features/orders/order-list-search'
import { orderSearchOptions } from '@/features/orders/order-list-query'
import { waitOnEnter } from '@/lib/route-loading'
import { DEFAULT_DASHBOARD_PERIOD } from '@/shared/dashboard-period'
import { startPage } from '@/shared/permissions'

/**
 * '/' is the Dashboard for developers and the Orders screen for order staff; everyone else goes on to the first area
 * their roles open (`startPage`).
 */
export const Route = createFileRoute('/_app/')({
  // A first screen (src/first-visit/first-screens.ts): its loader stays in the entry file, so its query goes
  // out beside GetMe.
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
  validateSearch: OrderListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => {
    const start = startPage(context.user.roles)
    if (start !== '/dashboard' && start !== '/orders') throw redirect({ to: start, replace: true })
    return { developer: start === '/dashboard' }
  },
  loader: ({ context: { queryClient, developer }, deps, cause }) =>
    waitOnEnter(
      cause,
      developer
        ? queryClient.ensureQueryData(dashboardOptions(DEFAULT_DASHBOARD_PERIOD))
        : queryClient.ensureQueryData(orderSearchOptions(deps)),
    ),
  component: HomePage,
})

function HomePage() {
  const { developer } = Route.useRouteContext()
  const navigate = Route.useNavigate()
  const search = Route.useSearch()
  if (developer) {
    return (
      <DashboardPage
        days={DEFAULT_DASHBOARD_PERIOD}
        onPeriodChange={(days) => navigate({ to: '/dashboard', search: { days } })}
      />
    )
  }
  return <OrderListPage search={search} onSearch={(update) => navigate({ search: update })} />
}
