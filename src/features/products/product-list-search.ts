import { z } from 'zod'
import { PRODUCT_SEARCH } from '@/shared/product-rules'
import type { SearchParameter } from '@/shared/search-parameters'

const list = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .optional()
  .catch(undefined)

/** The product list's URL state: a shared link reopens the same search. */
export const ProductListSearch = z.object({
  q: z.string().optional().catch(undefined),
  category: list,
  status: list,
  view: z.enum(['grid', 'list']).optional().catch(undefined),
})
export type ProductListSearch = z.infer<typeof ProductListSearch>

/** The searchProducts parameters for the list's URL state, from a given offset. */
export function productSearchParameters(search: ProductListSearch, skip: number): SearchParameter[] {
  const parameters: SearchParameter[] = [
    { key: PRODUCT_SEARCH.pageSizeKey, value: [String(PRODUCT_SEARCH.defaultPageSize)] },
    { key: PRODUCT_SEARCH.sortByKey, value: [PRODUCT_SEARCH.defaultSortBy] },
    { key: PRODUCT_SEARCH.skipKey, value: [String(skip)] },
  ]
  const term = search.q?.trim()
  if (term) parameters.push({ key: PRODUCT_SEARCH.searchKey, value: [term] })
  if (search.category?.length) parameters.push({ key: 'category', value: search.category })
  if (search.status?.length) parameters.push({ key: 'status', value: search.status })
  return parameters
}
