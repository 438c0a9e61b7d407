import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import type { SessionFieldsFragment } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'

/** A list of sessions being read: a placeholder meanwhile, the error with Try again, else `children` of the list. */
export function LoadedSessions({
  query,
  children,
}: {
  query: UseQueryResult<readonly SessionFieldsFragment[] | null>
  children: (sessions: readonly SessionFieldsFragment[]) => ReactNode
}) {
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading sessions..." className="flex flex-col gap-2">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    )
  }
  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Sessions could not be loaded</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center gap-3">
          {toApiError(query.error).message}
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    )
  }
  return children(query.data ?? [])
}
