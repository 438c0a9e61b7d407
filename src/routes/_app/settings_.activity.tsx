import { createFileRoute } from '@tanstack/react-router'
import { ActivityPage } from '@/features/audit/components/activity-page'
import { activityFilterOf } from '@/features/audit/activity-filter'
import { ActivitySearch } from '@/features/audit/activity-search'
import { auditChainOptions, auditEventsOptions } from '@/features/audit/queries'
import { requireArea } from '@/lib/session/require-area'
import { waitOnEnter } from '@/lib/route-loading'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/settings_/activity')({
  validateSearch: ActivitySearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requireArea(context.user, 'settings'),
  loader: ({ context: { queryClient }, deps, cause }) => {
    // The chain check reads the whole log: it goes out beside the list, which never waits for it.
    if (cause === 'enter') void queryClient.prefetchQuery(auditChainOptions())
    return waitOnEnter(cause, queryClient.ensureInfiniteQueryData(auditEventsOptions(activityFilterOf(deps))))
  },
  head: () => pageHead('Activity · Settings'),
  component: ActivityRoute,
})

function ActivityRoute() {
  const navigate = Route.useNavigate()
  return <ActivityPage search={Route.useSearch()} onSearch={(update) => void navigate({ search: update })} />
}
