import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import type { AuditRecordType } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { Can } from '@/lib/session/can'
import { AuditEventList } from './audit-event-list'
import { recordHistoryOptions } from './record-history-query'

const recordTypeParam = (type: AuditRecordType) => type.toLowerCase() as Lowercase<AuditRecordType>

/**
 * A record's History: who changed it, when and what, newest first. It loads beside the page and never holds it up or
 * takes it down; the server decides who may read it, by the record's area.
 */
export function RecordHistory({
  recordType,
  recordId,
  className,
}: {
  recordType: AuditRecordType
  recordId: string
  className?: string
}) {
  const titleId = useId()
  const history = useInfiniteQuery(recordHistoryOptions(recordType, recordId))
  const events = history.data?.pages.flatMap((page) => page.events) ?? []
  return (
    <Card role="region" aria-labelledby={titleId} className={className}>
      <CardHeader>
        <CardTitle id={titleId}>History</CardTitle>
        <CardDescription>
          Every change to this record: who made it, when, and what it was before.{' '}
          <Can area="settings">
            <Link
              to="/settings/activity"
              search={{ type: recordTypeParam(recordType), id: recordId }}
              className="font-medium text-foreground underline underline-offset-4 hover:text-primary"
            >
              Open in Activity
            </Link>
          </Can>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div role="status" aria-label="Loading history..." className="flex flex-col gap-2">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
        ) : history.isError ? (
          <Alert variant="destructive">
            <AlertTitle>The history could not be loaded</AlertTitle>
            <AlertDescription className="flex flex-wrap items-center gap-3">
              {toApiError(history.error).message}
              <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : events.length === 0 ? (
          <p className="text-sm text-muted-foreground">No changes have been recorded yet.</p>
        ) : (
          <AuditEventList
            label="History"
            events={events}
            showRecord={false}
            hasMore={history.hasNextPage}
            loadingMore={history.isFetchingNextPage}
            onLoadMore={() => void history.fetchNextPage()}
          />
        )}
      </CardContent>
    </Card>
  )
}
