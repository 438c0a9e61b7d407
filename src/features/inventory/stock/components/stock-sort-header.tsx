import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { cn } from '@/lib/cn'

/** A column header that sorts the table; aria-sort tells screen readers which column sorts and which way. */
export function StockSortHeader({
  label,
  direction,
  onSort,
  className,
}: {
  label: string
  /** null: the table is not sorted by this column. */
  direction: 'ascending' | 'descending' | null
  onSort: () => void
  className?: string
}) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown
  return (
    <th aria-sort={direction ?? 'none'} className={cn('px-2 py-2 font-medium sm:px-3', className)}>
      <button
        type="button"
        onClick={onSort}
        className="inline-flex items-center gap-1 rounded-sm hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
      >
        {label}
        <Icon aria-hidden className={cn('size-3.5', !direction && 'text-muted-foreground')} />
      </button>
    </th>
  )
}
