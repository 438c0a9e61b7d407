import { Pagination } from '@/components/layout/pagination'
import { pagesOf, type PagedTotal } from '@/lib/paged-total'
import { formatCount, nounFor } from '@/shared/count-text'

/** Below a paged list: 'Showing 21-40 of 1,500 orders' ('of 1 order', 'of 10,000+ orders') and the pager. */
export function ListFooter({
  at: { page, pageSize, total },
  noun,
  label,
  onPage,
}: {
  /** The page shown, the page size, and how many rows match. */
  at: { page: number; pageSize: number; total: PagedTotal }
  /** The rows' plural name, e.g. "orders"; one row takes it without its final s. */
  noun: string
  /** The pager's accessible name, e.g. "Orders pages". */
  label: string
  onPage: (page: number | undefined) => void
}) {
  const from = total.count === 0 ? 0 : (page - 1) * pageSize + 1
  const to = Math.min(total.count, page * pageSize)
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      {total.count > 0 && (
        <p className="text-sm text-muted-foreground">
          Showing {formatCount(from)}-{formatCount(to)} of {total.label}{' '}
          {nounFor(total.count, noun.replace(/s$/, ''), noun, total.more)}
        </p>
      )}
      <Pagination
        page={page}
        pageCount={pagesOf(total, page, pageSize)}
        pageCountIsLowerBound={total.more}
        label={label}
        onPage={(target) => onPage(target === 1 ? undefined : target)}
      />
    </div>
  )
}

/** The URL state of a step to page `target` from `page`: Next carries the server's cursor, any other step drops it. */
export const cursorStep = (page: number, target: number | undefined, nextCursor: string | null | undefined) => ({
  page: target,
  after: target === page + 1 ? (nextCursor ?? undefined) : undefined,
})
