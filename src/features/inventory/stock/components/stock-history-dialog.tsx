import { useInfiniteQuery } from '@tanstack/react-query'
import History from 'lucide-react/icons/rotate-ccw-clock'
import Loader2 from 'lucide-react/icons/loader-circle'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import type { StockProductFragment } from '@/gql/graphql'
import { toApiError } from '@/lib/api-error'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/format'
import { inventoryHistoryOptions } from '../queries'
import { countOf } from '@/shared/count-text'

/** Every adjustment of one product, newest first: who, when, how much, why and the stock after. */
export function StockHistoryDialog({ product, onClose }: { product: StockProductFragment; onClose: () => void }) {
  // Read when the dialog opens, inside it: the page behind stays as it is while it loads.
  const query = useInfiniteQuery(inventoryHistoryOptions(product.id))
  const entries = query.data?.pages.flatMap((page) => page.history) ?? []
  const total = query.data?.pages[0]?.pagination.totalCount ?? 0

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Stock history</DialogTitle>
          <DialogDescription>
            {product.name} ({product.sku}): {product.quantity} in stock
            {query.data ? `, ${countOf(total, 'adjustment')}` : ''}.
          </DialogDescription>
        </DialogHeader>
        {query.isError ? (
          <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
            Error loading history: {toApiError(query.error).message}
          </p>
        ) : query.isPending ? (
          <div role="status" className="flex flex-col gap-2">
            <span className="sr-only">Loading history</span>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-14 w-full" />
            ))}
          </div>
        ) : entries.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center text-muted-foreground">
            <History aria-hidden className="size-8" />
            <p>No stock changes recorded yet.</p>
          </div>
        ) : (
          <ol aria-label={`Stock history of ${product.name}`} className="flex flex-col divide-y rounded-md border">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-1 p-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span>
                    <span
                      className={cn(
                        'font-semibold tabular-nums',
                        entry.adjustment > 0 ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400',
                      )}
                    >
                      {entry.adjustment > 0 ? `+${entry.adjustment}` : `−${-entry.adjustment}`}
                    </span>{' '}
                    <span className="text-muted-foreground">to {entry.quantityAfter} in stock</span>
                  </span>
                  <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
                    {formatDateTime(entry.createdAt)}
                  </time>
                </div>
                <p className="break-words">{entry.reason}</p>
                <p className="text-xs text-muted-foreground">by {entry.createdBy ?? 'an unknown user'}</p>
              </li>
            ))}
          </ol>
        )}
        {query.hasNextPage && (
          <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage && <Loader2 aria-hidden className="animate-spin" />}
            Load more
          </Button>
        )}
      </DialogContent>
    </Dialog>
  )
}
