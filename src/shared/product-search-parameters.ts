import type { SortDirection } from '@/shared/list-sort'
import { PRODUCT_SEARCH, type ProductSortField } from '@/shared/product-rules'
import type { SearchParameter } from '@/shared/search-parameters'

/** The columns staff sort products by, as the URL names them, and the server's SortBy for each. */
export const PRODUCT_SORT_KEYS = ['name', 'price', 'stock', 'created'] as const
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number]
const SORT_FIELDS: Record<ProductSortKey, ProductSortField> = {
  name: 'name',
  price: 'price',
  stock: 'stock',
  created: 'createdAt',
}

/** What a product search asks, as the list's URL names it: a term, filters and a sort. */
export interface ProductSearchTerms {
  q?: string
  category?: readonly string[]
  status?: readonly string[]
  sort?: ProductSortKey
  dir?: SortDirection
}

/** The sort a search asks for: by name, A to Z, unless it says otherwise. */
export const productSortOf = (search: ProductSearchTerms) => ({ by: search.sort ?? 'name', dir: search.dir ?? 'asc' })

/** Where a page of the list starts: how many rows come before it, and the cursor of the page before (keyset). */
export interface ProductPageStart {
  skip: number
  after: string | null
}

/**
 * The searchProducts parameters of a search from a given page start: the one encoding of the product list, the order
 * screen's product picker and anything else that searches products.
 */
export function productSearchParameters(
  search: ProductSearchTerms,
  start: ProductPageStart,
  pageSize: number = PRODUCT_SEARCH.defaultPageSize,
): SearchParameter[] {
  const sort = productSortOf(search)
  return [
    { key: PRODUCT_SEARCH.pageSizeKey, value: [String(pageSize)] },
    { key: PRODUCT_SEARCH.sortByKey, value: [SORT_FIELDS[sort.by]] },
    { key: PRODUCT_SEARCH.sortOrderKey, value: [sort.dir] },
    { key: PRODUCT_SEARCH.skipKey, value: [String(start.skip)] },
    ...(start.after ? [{ key: PRODUCT_SEARCH.afterKey, value: [start.after] }] : []),
    ...productFilterParameters(search),
  ]
}

/** The term and filters alone: the products "every matching" means, whatever the paging and sort. */
export function productFilterParameters(search: ProductSearchTerms): SearchParameter[] {
  const parameters: SearchParameter[] = []
  const term = search.q?.trim()
  if (term) parameters.push({ key: PRODUCT_SEARCH.searchKey, value: [term] })
  if (search.category?.length) parameters.push({ key: 'category', value: [...search.category] })
  if (search.status?.length) parameters.push({ key: 'status', value: [...search.status] })
  return parameters
}
