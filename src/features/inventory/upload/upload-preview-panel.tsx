import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import Check from 'lucide-react/icons/check'
import X from 'lucide-react/icons/x'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import {
  InventoryUploadPreviewDocument,
  type UploadPreviewFiguresFragment,
  type UploadPreviewLineFragment,
  type UploadPreviewRowKind,
} from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { formatDateTime } from '@/lib/format'
import { gqlRequest } from '@/lib/graphql-client'
import { cn } from '@/lib/cn'
import { countOf, formatCount } from '@/shared/count-text'
import { LARGE_CHANGE_SHARE } from '@/shared/inventory-upload'
import { formatMoney } from '@/shared/money'

const previewOptions = (id: string, kind: UploadPreviewRowKind) =>
  infiniteQueryOptions({
    queryKey: ['inventory', 'upload-preview', id, kind] as const,
    queryFn: async ({ pageParam, signal }) =>
      (await gqlRequest(InventoryUploadPreviewDocument, { id, kind, after: pageParam }, signal)).inventoryUploadPreview,
    initialPageParam: 0,
    // A page of fewer than 50 rows is the last one.
    getNextPageParam: (page) => (page.rows.length < 50 ? undefined : page.rows.at(-1)!.row),
  })

const KINDS: { kind: UploadPreviewRowKind; label: string; count: (f: UploadPreviewFiguresFragment) => number }[] = [
  { kind: 'ALL', label: 'All rows', count: (f) => f.changing + f.unchanged + f.newProducts + f.failing },
  { kind: 'CHANGE', label: 'Changes', count: (f) => f.changing },
  { kind: 'LARGE', label: 'Large changes', count: (f) => f.largeChanges },
  { kind: 'NEW', label: 'New products', count: (f) => f.newProducts },
  { kind: 'UNCHANGED', label: 'Unchanged', count: (f) => f.unchanged },
  { kind: 'FAILED', label: 'Failing', count: (f) => f.failing },
]

/** The number columns, shown from the sm breakpoint up. */
const NUMBER_CELL = 'hidden text-right tabular-nums sm:table-cell'
const NUMBER_HEAD = 'hidden w-20 text-right sm:table-cell'

const signed = (value: number) => (value > 0 ? `+${formatCount(value)}` : formatCount(value))

function PreviewFigures({ figures }: { figures: UploadPreviewFiguresFragment }) {
  const items: [string, string][] = [
    ['Will change', countOf(figures.changing, 'product')],
    ['New products', formatCount(figures.newProducts)],
    ['Unchanged', formatCount(figures.unchanged)],
    ['Will fail', countOf(figures.failing, 'row')],
    ['Units', `+${formatCount(figures.unitsAdded)} / −${formatCount(figures.unitsRemoved)}`],
    ['Value at cost', formatMoney(figures.valueAtCost)],
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map(([term, value]) => (
        <div key={term} className="rounded-md border bg-background p-2">
          <dt className="text-xs text-muted-foreground">{term}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function PreviewLine({ line }: { line: UploadPreviewLineFragment }) {
  const difference = line.before !== null && line.after !== null ? line.after - line.before : null
  return (
    <TableRow className={cn(line.large && 'bg-amber-50 dark:bg-amber-950/40')}>
      <TableCell className="tabular-nums">{line.row}</TableCell>
      <TableCell className="font-mono text-xs break-all whitespace-normal">{line.sku}</TableCell>
      {line.failure ? (
        <>
          {/* Not spanning the number columns: a span over columns hidden on a phone would squeeze the others. */}
          <TableCell className="break-words whitespace-normal text-destructive">{line.failure}</TableCell>
          <TableCell className={NUMBER_CELL} />
          <TableCell className={NUMBER_CELL} />
          <TableCell className={NUMBER_CELL} />
        </>
      ) : (
        <>
          <TableCell className="break-words whitespace-normal">
            {line.name}
            {line.created && <span className="text-muted-foreground"> (new product)</span>}
            {line.large && (
              <span className="block text-xs font-medium text-amber-800 dark:text-amber-200">Large change</span>
            )}
          </TableCell>
          <TableCell className={NUMBER_CELL}>{formatCount(line.before ?? 0)}</TableCell>
          <TableCell className={NUMBER_CELL}>{formatCount(line.after ?? 0)}</TableCell>
          <TableCell className={NUMBER_CELL}>{difference === null ? '' : signed(difference)}</TableCell>
        </>
      )}
    </TableRow>
  )
}

/**
 * The open preview of an upload: what applying it would change, its rows a kind at a time (large changes stand out),
 * and Apply or Discard. Nothing has changed until Apply.
 */
export function UploadPreviewPanel({
  id,
  onApply,
  onDiscard,
  onGone,
  discarding,
}: {
  id: string
  onApply: () => void
  onDiscard: () => void
  /** The preview is no longer open here: applied, discarded or expired. */
  onGone: () => void
  discarding: boolean
}) {
  const [kind, setKind] = useState<UploadPreviewRowKind>('ALL')
  const query = useInfiniteQuery(previewOptions(id, kind))
  const figures = query.data?.pages[0]
  const gone = query.isError || (figures !== undefined && figures.state !== 'PREVIEWED')
  useEffect(() => {
    if (gone) onGone()
  }, [gone, onGone])
  if (query.isError) return <p className="text-sm text-destructive">{toApiError(query.error).message}</p>
  if (!figures) return <p className="text-sm text-muted-foreground">Loading the preview...</p>
  const lines = query.data!.pages.flatMap((page) => page.rows)
  return (
    <section aria-labelledby="upload-preview-heading" className="space-y-4 rounded-lg border bg-muted/40 p-4">
      <div className="space-y-1">
        <h3 id="upload-preview-heading" className="font-semibold">
          Preview of {figures.fileName}
        </h3>
        <p className="text-sm text-muted-foreground">
          Nothing has changed yet. Apply to change the stock as shown, or discard the file. The preview is kept until{' '}
          {formatDateTime(figures.expiresAt)}.
        </p>
      </div>
      <PreviewFigures figures={figures} />
      {figures.largeChanges > 0 && (
        <p className="text-sm font-medium text-amber-800 dark:text-amber-200" role="note">
          {countOf(figures.largeChanges, 'large change')} (stock down to 0 or moved by more than{' '}
          {LARGE_CHANGE_SHARE * 100}%) stand out below.
        </p>
      )}
      <div role="group" aria-label="Rows to show" className="flex flex-wrap gap-2">
        {KINDS.map((option) => (
          <Button
            key={option.kind}
            size="sm"
            variant={kind === option.kind ? 'default' : 'outline'}
            aria-pressed={kind === option.kind}
            onClick={() => setKind(option.kind)}
          >
            {option.label} ({formatCount(option.count(figures))})
          </Button>
        ))}
      </div>
      <div className="rounded-lg border bg-background">
        <Table className="table-fixed">
          <TableHeader>
            <TableRow>
              <TableHead className="w-12">Row</TableHead>
              <TableHead className="w-[30%] sm:w-[22%]">SKU</TableHead>
              <TableHead>Product</TableHead>
              <TableHead className={NUMBER_HEAD}>Now</TableHead>
              <TableHead className={NUMBER_HEAD}>After</TableHead>
              <TableHead className={NUMBER_HEAD}>Change</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {lines.map((line) => (
              <PreviewLine key={line.row} line={line} />
            ))}
            {lines.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} className="text-center text-muted-foreground">
                  No rows of this kind.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
      {query.hasNextPage && (
        <Button variant="outline" size="sm" disabled={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
          {query.isFetchingNextPage ? 'Loading more rows...' : 'Show more rows'}
        </Button>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onApply}>
          <Check aria-hidden /> Apply changes
        </Button>
        <Button variant="outline" onClick={onDiscard} disabled={discarding}>
          <X aria-hidden /> {discarding ? 'Discarding...' : 'Discard'}
        </Button>
      </div>
    </section>
  )
}
