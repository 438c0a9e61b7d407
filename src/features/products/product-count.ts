import { formatCount } from '@/shared/count-text'

interface SearchPage {
  products: readonly unknown[]
  nextCursor?: string | null
  pagination?: { totalCount: number; totalCountIsLowerBound: boolean }
  filters?: readonly unknown[]
}

/** How many products the loaded pages hold. */
export const loadedProducts = (pages: readonly SearchPage[]) =>
  pages.reduce((loaded, page) => loaded + page.products.length, 0)

/** The search's total and facets: the first page carries them, the further pages leave them out. */
export function searchSummary<Page extends SearchPage>(pages: readonly Page[]) {
  const { pagination, filters } = pages[0]!
  if (!pagination || !filters) throw new Error('The first page of a product search carries its counts')
  return { pagination, filters } as {
    pagination: NonNullable<Page['pagination']>
    filters: NonNullable<Page['filters']>
  }
}

/**
 * A search's total as the list says it: "10,000+" while the server stopped counting there and more pages follow;
 * once the last page has arrived, the exact number loaded.
 */
export function productTotal(pages: readonly SearchPage[]): string {
  const { totalCount, totalCountIsLowerBound } = searchSummary(pages).pagination
  if (!totalCountIsLowerBound) return String(totalCount)
  if (pages.at(-1)!.nextCursor) return formatCount(totalCount, true)
  return String(loadedProducts(pages))
}
