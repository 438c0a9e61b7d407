import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import ChevronsLeft from 'lucide-react/icons/chevrons-left'
import ChevronsRight from 'lucide-react/icons/chevrons-right'
import { Button } from '@/components/ui/button'

/** At most this many page numbers show, centred on the current page. */
const VISIBLE_PAGE_NUMBERS = 5

function visiblePages(page: number, pageCount: number): number[] {
  const count = Math.min(VISIBLE_PAGE_NUMBERS, pageCount)
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), pageCount - count + 1)
  return Array.from({ length: count }, (_, index) => first + index)
}

/**
 * First, previous, up to five page numbers, next and last; nothing when there is only one page. While the page count
 * is only a lower bound (the list's count stopped at a cap) there is no last page to go to.
 */
export function Pagination({
  page,
  pageCount,
  pageCountIsLowerBound = false,
  onPage,
  label,
}: {
  page: number
  pageCount: number
  pageCountIsLowerBound?: boolean
  onPage: (page: number) => void
  label: string
}) {
  if (pageCount <= 1) return null
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
      {step(page + 1, 'Next page', ChevronRight, page === pageCount)}
      {step(pageCount, 'Last page', ChevronsRight, page === pageCount || pageCountIsLowerBound)}
    </nav>
  )
}
