import { Pagination } from '@/components/layout/pagination'

/** Below a paged list: 'Showing 21-40 of 1500 orders' and the pager. */
export function ListFooter({
  at: { page, pageSize, total },
  noun,
  label,
  onPage,
}: {
  /** The page shown, the page size, and how many rows match. */
  at: { page: number; pageSize: number; total: number }
  /** The rows' plural name, e.g. "orders". */
  noun: string
  /** The pager's accessible name, e.g. "Orders pages". */
  label: string
  onPage: (page: number | undefined) => void
}) {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1
  const to = Math.min(total, page * pageSize)
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      {total > 0 && (
        <p className="text-sm text-muted-foreground">
          Showing {from}-{to} of {total} {noun}
        </p>
      )}
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / pageSize))}
        label={label}
        onPage={(target) => onPage(target === 1 ? undefined : target)}
      />
    </div>
  )
}
