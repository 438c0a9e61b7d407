import { Pagination } from '@/components/layout/pagination'
import { formatCount } from '@/lib/format'

/** Below a paged list: 'Showing 21-40 of 1500 orders' (or 'of 10,000+ orders' when counting stopped) and the pager. */
export function ListFooter({
  at: { page, pageSize, total, rows, totalIsLowerBound = false },
  noun,
  label,
  onPage,
}: {
  /**
   * The page shown, the page size and how many rows match; with `totalIsLowerBound`, at least `total` match and
   * `rows` (on this page) tells whether more pages may follow.
   */
  at: { page: number; pageSize: number; total: number; rows?: number; totalIsLowerBound?: boolean }
  /** The rows' plural name, e.g. "orders". */
  noun: string
  /** The pager's accessible name, e.g. "Orders pages". */
  label: string
  onPage: (page: number | undefined) => void
}) {
  const skipped = (page - 1) * pageSize
  const from = total === 0 ? 0 : skipped + 1
  const to = totalIsLowerBound && rows !== undefined ? skipped + rows : Math.min(total, page * pageSize)
  // A lower bound grows with the rows seen (page 501 of a search counted to 10,000 shows that 10,020 match), and a
  // short page is the last one, so its end is the exact total.
  const more = totalIsLowerBound && rows === pageSize
  const known = totalIsLowerBound ? Math.max(total, to) : total
  const knownPages = Math.max(1, Math.ceil(known / pageSize))
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      {total > 0 && (
        <p className="text-sm text-muted-foreground">
          Showing {from}-{to} of {formatCount(known, more)} {noun}
        </p>
      )}
      <Pagination
        page={page}
        pageCount={knownPages}
        more={more}
        label={label}
        onPage={(target) => onPage(target === 1 ? undefined : target)}
      />
    </div>
  )
}
