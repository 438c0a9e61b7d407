import { formatCount } from '@/shared/count-text'

/** A paged list's total as the page shown tells it. */
export interface PagedTotal {
  /** Rows known to match: exact, or (while `more`) a lower bound. */
  count: number
  /** As the list says it: "1,284", or "10,000+" while the server stopped counting and pages go on. */
  label: string
  /** True while there may be rows past those known. */
  more: boolean
}

/**
 * Past a capped count (the server counts up to 10,000 and flags the total as a lower bound), the list goes on page
 * by page until a page comes back short; that page tells the exact total.
 */
export function pagedTotal(
  pagination: { totalCount: number; totalCountIsLowerBound: boolean; skip: number; pageSize: number },
  rowsShown: number,
): PagedTotal {
  const { totalCount, totalCountIsLowerBound, skip, pageSize } = pagination
  if (!totalCountIsLowerBound) return { count: totalCount, label: formatCount(totalCount, false), more: false }
  const atLeast = (count: number, more: boolean) => ({ count, label: formatCount(count, true), more })
  // A page past the end (an old link): the total is somewhere between the cap and this page's start.
  if (rowsShown === 0 && skip > 0) return atLeast(totalCount, false)
  if (rowsShown < pageSize) return { count: skip + rowsShown, label: formatCount(skip + rowsShown, false), more: false }
  return atLeast(Math.max(totalCount, skip + rowsShown), true)
}

/** Pages the pager offers: those the count fills and, while it is a lower bound, the one after the page shown. */
export function pagesOf(total: PagedTotal, page: number, pageSize: number): number {
  const known = Math.ceil(total.count / pageSize)
  return Math.max(1, total.more ? Math.max(known, page + 1) : known)
}
