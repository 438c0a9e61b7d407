import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** At most this many page numbers show, centred on the current page. */
export const VISIBLE_PAGE_NUMBERS = 5

export function visiblePages(page: number, pageCount: number): number[] {
  const count = Math.min(VISIBLE_PAGE_NUMBERS, pageCount)
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), pageCount - count + 1)
  return Array.from({ length: count }, (_, index) => first + index)
}

/**
 * First, previous, up to five page numbers, next and last; nothing when there is only one page. With `more`, pages
 * beyond pageCount exist but their number is unknown: Next stays on and Last is off.
 */
export function Pagination({
  page,
  pageCount,
  more = false,
  onPage,
  label,
}: {
  page: number
  pageCount: number
  more?: boolean
  onPage: (page: number) => void
  label: string
}) {
  if (pageCount <= 1 && !more) return null
  const step = (target: number, name: string, Icon: typeof ChevronLeft, disabled: boolean) => (
    <Button variant="outline" size="icon" aria-label={name} disabled={disabled} onClick={() => onPage(target)}>
      <Icon aria-hidden />
    </Button>
  )
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-1">
      {step(1, 'First page', ChevronsLeft, page === 1)}
      {step(page - 1, 'Previous page', ChevronLeft, page === 1)}
      {visiblePages(page, pageCount).map((number) => (
        <Button
          key={number}
          variant={number === page ? 'default' : 'outline'}
          size="icon"
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPage(number)}
        >
          {number}
        </Button>
      ))}
      {step(page + 1, 'Next page', ChevronRight, page >= pageCount && !more)}
      {step(pageCount, 'Last page', ChevronsRight, page >= pageCount || more)}
    </nav>
  )
}
