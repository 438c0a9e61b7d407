import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { DashboardPage } from '@/features/dashboard/components/dashboard-page'
import { DashboardSearch, periodOf } from '@/features/dashboard/dashboard-search'
import { dashboardOptions } from '@/features/dashboard/queries'

export const Route = createFileRoute('/_app/dashboard')({
  validateSearch: DashboardSearch,
  loaderDeps: ({ search }) => ({ days: periodOf(search) }),
  beforeLoad: ({ context }) => requireArea(context.user, 'analytics'),
  loader: ({ context: { queryClient }, deps }) => queryClient.prefetchQuery(dashboardOptions(deps.days)),
  component: DashboardRoute,
})

function DashboardRoute() {
  const navigate = Route.useNavigate()
  return <DashboardPage days={periodOf(Route.useSearch())} onPeriodChange={(days) => navigate({ search: { days } })} />
}
