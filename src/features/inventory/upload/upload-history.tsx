import { useInfiniteQuery } from '@tanstack/react-query'
import ChevronRight from 'lucide-react/icons/chevron-right'
import { Fragment } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { InventoryUploadEntryFragment, InventoryUploadState } from '@/gql/graphql'
import { formatDateTime } from '@/lib/format'
import { uploadHistoryOptions } from './queries'
import { UploadActions } from './upload-actions'
import { countOf, formatCount } from '@/shared/count-text'

const STATE_LABELS: Record<InventoryUploadState, { label: string; variant: 'secondary' | 'outline' | 'destructive' }> =
  {
    RUNNING: { label: 'Running', variant: 'secondary' },
    APPLIED: { label: 'Applied', variant: 'outline' },
    FAILED: { label: 'Failed', variant: 'destructive' },
    INTERRUPTED: { label: 'Interrupted', variant: 'destructive' },
    PREVIEWED: { label: 'Previewed', variant: 'secondary' },
    DISCARDED: { label: 'Discarded', variant: 'outline' },
    EXPIRED: { label: 'Expired', variant: 'outline' },
    UNDONE: { label: 'Undone', variant: 'secondary' },
    CANCELLED: { label: 'Cancelled', variant: 'secondary' },
  }

/** States of a preview that was never applied: its counts say what it would have done. */
const PREVIEW_STATES = new Set<InventoryUploadState>(['PREVIEWED', 'DISCARDED', 'EXPIRED'])

function counts(upload: Upload): string {
  if (upload.successCount !== null && upload.successCount !== undefined) {
    const [applied, failed] = PREVIEW_STATES.has(upload.state) ? ['would apply', 'would fail'] : ['succeeded', 'failed']
    return (
      `${formatCount(upload.successCount)} ${applied}, ${formatCount(upload.failureCount ?? 0)} ${failed}` +
      (upload.notApplied ? `, ${formatCount(upload.notApplied)} not applied` : '')
    )
  }
  if (upload.totalRows !== null && upload.totalRows !== undefined) return countOf(upload.totalRows, 'row')
  return ''
}

type Upload = InventoryUploadEntryFragment

/** Why an upload failed, as the server recorded it; an interrupted one records none, as its process died. */
function failureReason(upload: Upload): string | null {
  if (upload.state === 'INTERRUPTED') {
    return upload.successCount && upload.notApplied
      ? `The server stopped while applying it: ${countOf(upload.successCount, 'row')} applied before that, the others not; the report lists which.`
      : 'The server stopped while applying it, so nothing was changed.'
  }
  if (upload.state !== 'FAILED') return null
  return upload.message || 'No reason was recorded.'
}

/** An upload opened in the list: who sent it, when it ran, its size and the server's full message. */
function UploadDetails({ upload }: { upload: Upload }) {
  const rows: [string, string][] = [
    ['Uploaded by', upload.uploadedBy ?? 'A deleted user'],
    ['Started', formatDateTime(upload.startedAt)],
    ['Finished', upload.finishedAt ? formatDateTime(upload.finishedAt) : 'Not yet'],
    ['File size', `${formatCount(Math.ceil(upload.sizeBytes / 1024))} KB`],
    ['Rows', upload.totalRows === null || upload.totalRows === undefined ? 'Not read' : formatCount(upload.totalRows)],
    ['Result', failureReason(upload) ?? upload.message ?? 'No message was recorded.'],
  ]
  if (upload.undoneAt) {
    rows.push(['Undone', `${formatDateTime(upload.undoneAt)} by ${upload.undoneBy ?? 'a deleted user'}`])
  }
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t bg-muted/40 px-3 py-2 pl-10 text-xs">
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </Fragment>
        ))}
      </dl>
      <UploadActions upload={upload} />
    </>
  )
}

/**
 * Every bulk upload, newest first, a page at a time: file, state, row counts and when; each opens to who, the full
 * message, its report and, while possible, its undo.
 */
export function UploadHistory() {
  // Secondary to the page: it loads beside the stock table and never holds the page up or takes it down.
  const history = useInfiniteQuery(uploadHistoryOptions())
  if (history.isError) return <p className="text-muted-foreground text-sm">The upload history could not be loaded.</p>
  const uploads = history.data?.pages.flatMap((page) => page.uploads) ?? []
  if (!uploads.length) return null
  return (
    <section aria-labelledby="upload-history-title" className="space-y-2">
      <h3 id="upload-history-title" className="text-sm font-medium">
        Upload history
      </h3>
      <ul className="divide-y rounded-md border text-sm">
        {uploads.map((upload) => {
          const state = STATE_LABELS[upload.state]
          const reason = failureReason(upload)
          return (
            <li key={upload.id}>
              <details className="group">
                <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 [&::-webkit-details-marker]:hidden">
                  <ChevronRight
                    aria-hidden
                    className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
                  />
                  <span className="min-w-0 truncate font-medium">{upload.fileName}</span>
                  <Badge variant={state.variant}>{state.label}</Badge>
                  <span className="text-muted-foreground">{counts(upload)}</span>
                  <span className="ml-auto text-muted-foreground">
                    {upload.uploadedBy ?? 'A deleted user'},{' '}
                    <time dateTime={upload.startedAt}>{formatDateTime(upload.startedAt)}</time>
                  </span>
                  {reason && <span className="basis-full pl-7 text-xs text-destructive">{reason}</span>}
                </summary>
                <UploadDetails upload={upload} />
              </details>
            </li>
          )
        })}
      </ul>
      {history.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? 'Loading...' : 'Show older uploads'}
        </Button>
      )}
    </section>
  )
}
