import { formatCount } from '@/lib/format'

interface SearchPage {
  products: readonly unknown[]
  pagination: { totalCount: number; totalCountIsLowerBound: boolean; pageSize: number }
}

/**
 * A search's total as the list says it: "10,000+" while the server stopped counting there and the last page loaded
 * was full; once a short page has arrived, the exact number loaded.
 */
export function productTotal(pages: readonly SearchPage[]): string {
  const { totalCount, totalCountIsLowerBound } = pages[0]!.pagination
  if (!totalCountIsLowerBound) return String(totalCount)
  const last = pages.at(-1)!
  if (last.products.length === last.pagination.pageSize) return formatCount(totalCount, true)
  return String(pages.reduce((loaded, page) => loaded + page.products.length, 0))
}
