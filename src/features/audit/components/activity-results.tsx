import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import History from 'lucide-react/icons/history'
import { AuditEventList } from '@/components/audit/audit-event-list'
import { EmptyState } from '@/components/layout/list-states'
import type { AuditEventFilterInput } from '@/gql/graphql'
import { auditEventsOptions } from '../queries'

/** The events the filters match, newest first; mounted afresh for every filter, so its skeleton shows meanwhile. */
export function ActivityResults({ filter }: { filter: AuditEventFilterInput }) {
  const events = useSuspenseInfiniteQuery(auditEventsOptions(filter))
  const loaded = events.data.pages.flatMap((page) => page.events)
  if (loaded.length === 0) {
    return (
      <EmptyState icon={History} title="No activity matches these filters">
        <p className="text-muted-foreground">Try a wider date range, another area or fewer words.</p>
      </EmptyState>
    )
  }
  return (
    <AuditEventList
      label="Activity"
      events={loaded}
      showRecord
      hasMore={events.hasNextPage}
      loadingMore={events.isFetchingNextPage}
      onLoadMore={() => void events.fetchNextPage()}
    />
  )
}
