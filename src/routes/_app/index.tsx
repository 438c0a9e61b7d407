import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { DashboardPage } from '@/features/dashboard/components/dashboard-page'
import { OrderListPage } from '@/features/orders/components/order-list-page'
import { OrderListSearch } from '@/features/orders/order-list-search'
import { DEFAULT_DASHBOARD_PERIOD } from '@/shared/dashboard-period'
import { roleLabel } from '@/shared/permissions'

/** '/' is the Dashboard for developers and the Orders screen for everyone else. */
export const Route = createFileRoute('/_app/')({
  validateSearch: OrderListSearch,
  beforeLoad: ({ context }) => {
    const developer = roleLabel(context.user.roles) === 'Developer'
    requireArea(context.user, developer ? 'analytics' : 'orders')
    return { developer }
  },
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
