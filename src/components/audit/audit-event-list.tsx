import { Button } from '@/components/ui/button'
import type { AuditEventFieldsFragment } from '@/gql/graphql'
import { AuditEventRow } from './audit-event-row'

/** Events newest first, each opening to its details, and Load more while the server has older ones. */
export function AuditEventList({
  label,
  events,
  showRecord,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  label: string
  events: readonly AuditEventFieldsFragment[]
  /** Whether each row names its record (not on the record's own History). */
  showRecord: boolean
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
}) {
  return (
    <div className="flex flex-col items-start gap-3">
      <ul aria-label={label} className="w-full divide-y rounded-md border text-sm">
        {events.map((event) => (
          <AuditEventRow key={event.id} event={event} showRecord={showRecord} />
        ))}
      </ul>
      {hasMore && (
        <Button variant="outline" size="sm" disabled={loadingMore} onClick={onLoadMore}>
          {loadingMore ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  )
}
