import { useQuery } from '@tanstack/react-query'
import { Badge } from '@/components/ui/badge'
import type { InventoryUploadsQuery, InventoryUploadState } from '@/gql/graphql'
import { formatDateTime } from '@/lib/format'
import { recentUploadsOptions } from './queries'

const STATE_LABELS: Record<InventoryUploadState, { label: string; variant: 'secondary' | 'outline' | 'destructive' }> =
  {
    RUNNING: { label: 'Running', variant: 'secondary' },
    APPLIED: { label: 'Applied', variant: 'outline' },
    FAILED: { label: 'Failed', variant: 'destructive' },
    INTERRUPTED: { label: 'Interrupted', variant: 'destructive' },
  }

const count = (value: number) => value.toLocaleString('en-US')

function counts(upload: InventoryUploadsQuery['inventoryUploads'][number]): string {
  if (upload.successCount !== null && upload.successCount !== undefined) {
    return `${count(upload.successCount)} succeeded, ${count(upload.failureCount ?? 0)} failed`
  }
  if (upload.totalRows !== null && upload.totalRows !== undefined) return `${count(upload.totalRows)} rows`
  return ''
}

/** The last few bulk uploads: file, state, row counts and when; an interrupted one applied nothing. */
export function RecentUploads() {
  // Secondary to the page: it loads beside the stock table and never holds the page up or takes it down.
  const { data, isError } = useQuery(recentUploadsOptions())
  if (isError) return <p className="text-muted-foreground text-sm">Recent uploads could not be loaded.</p>
  if (!data?.length) return null
  return (
    <section aria-labelledby="recent-uploads-title" className="space-y-2">
      <h3 id="recent-uploads-title" className="text-sm font-medium">
        Recent uploads
      </h3>
      <ul className="divide-y rounded-md border text-sm">
        {data.map((upload) => {
          const state = STATE_LABELS[upload.state]
          return (
            <li key={upload.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
              <span className="min-w-0 truncate font-medium">{upload.fileName}</span>
              <Badge variant={state.variant}>{state.label}</Badge>
              <span className="text-muted-foreground">{counts(upload)}</span>
              <time className="text-muted-foreground ml-auto" dateTime={upload.startedAt}>
                {formatDateTime(upload.startedAt)}
              </time>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
