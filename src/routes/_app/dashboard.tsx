import { createFileRoute } from '@tanstack/react-router'
import { DashboardLoadError, DashboardPage } from '@/features/dashboard/components/dashboard-page'
import { DashboardPending } from '@/features/dashboard/components/dashboard-pending'
import { DashboardSearch, periodOf } from '@/features/dashboard/dashboard-search'
import { dashboardOptions } from '@/features/dashboard/queries'
import { requireArea } from '@/lib/session/require-area'
import { waitOnEnter } from '@/lib/route-loading'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/dashboard')({
  // A first screen (src/first-visit/first-screens.ts): its loader stays in the entry file, so its query goes
  // out beside GetMe.
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
  validateSearch: DashboardSearch,
  loaderDeps: ({ search }) => ({ days: periodOf(search) }),
  beforeLoad: ({ context }) => requireArea(context.user, 'analytics'),
  loader: ({ context: { queryClient }, deps, cause }) =>
    waitOnEnter(cause, queryClient.ensureQueryData(dashboardOptions(deps.days))),
  head: () => pageHead('Dashboard'),
  pendingComponent: DashboardPending,
  errorComponent: DashboardLoadError,
  component: DashboardRoute,
})

function DashboardRoute() {
  const navigate = Route.useNavigate()
  return <DashboardPage days={periodOf(Route.useSearch())} onPeriodChange={(days) => navigate({ search: { days } })} />
}
