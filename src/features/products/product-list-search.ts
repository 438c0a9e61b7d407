import { z } from 'zod/mini'
import { searchTermParam, urlParam } from '@/lib/url-search'
import { listSortSearch } from '@/shared/list-sort'
import { PRODUCT_SEARCH, type ProductSortField } from '@/shared/product-rules'
import type { SearchParameter } from '@/shared/search-parameters'

// The router reads `?category=7` as the number 7: an id typed or shared by hand is still a value, as a string.
const listValue = z.union([z.string(), z.number()])
const list = urlParam(
  z.pipe(
    z.union([listValue, z.array(listValue)]),
    z.transform((value) => (Array.isArray(value) ? value : [value]).map(String)),
  ),
)

/** The columns staff sort products by, as the URL names them, and the server's SortBy for each. */
export const PRODUCT_SORT_KEYS = ['name', 'price', 'stock', 'created'] as const
const SORT_FIELDS: Record<(typeof PRODUCT_SORT_KEYS)[number], ProductSortField> = {
  name: 'name',
  price: 'price',
  stock: 'stock',
  created: 'createdAt',
}

/** The grid's sort choices: every column the table sorts by, both ways. */
export const PRODUCT_SORT_CHOICES = [
  { by: 'name', dir: 'asc', label: 'Name, A to Z' },
  { by: 'name', dir: 'desc', label: 'Name, Z to A' },
  { by: 'price', dir: 'asc', label: 'Price, low to high' },
  { by: 'price', dir: 'desc', label: 'Price, high to low' },
  { by: 'stock', dir: 'asc', label: 'Stock, low to high' },
  { by: 'stock', dir: 'desc', label: 'Stock, high to low' },
  { by: 'created', dir: 'desc', label: 'Newest first' },
  { by: 'created', dir: 'asc', label: 'Oldest first' },
] as const satisfies readonly { by: (typeof PRODUCT_SORT_KEYS)[number]; dir: 'asc' | 'desc'; label: string }[]

/** The product list's URL state: a shared link reopens the same search. */
export const ProductListSearch = z.object({
  q: searchTermParam(),
  category: list,
  status: list,
  view: urlParam(z.enum(['grid', 'list'])),
  /** 'archived': the archived products instead of the catalogue. */
  show: urlParam(z.enum(['archived'])),
  ...listSortSearch(PRODUCT_SORT_KEYS),
})
export type ProductListSearch = z.infer<typeof ProductListSearch>
/** What a search's results depend on: all of the URL state but the view (and which list is shown). */
export type ProductQuery = Omit<ProductListSearch, 'view' | 'show'>

/** The URL state a search depends on (the view is left out, so switching it reads no data again). */
export const productQueryOf = ({ q, category, status, sort, dir }: ProductListSearch): ProductQuery => ({
  q,
  category,
  status,
  sort,
  dir,
})

/** The sort the list shows: by name, A to Z, unless the URL says otherwise. */
export const productSortOf = (search: ProductQuery) => ({ by: search.sort ?? 'name', dir: search.dir ?? 'asc' })

/** Whether a search term or a filter narrows the list (what Clear filters takes away). */
export const isProductListFiltered = (search: ProductListSearch) =>
  Boolean(search.q?.trim() || search.category?.length || search.status?.length)

/** Where a page of the list starts: how many rows come before it, and the cursor of the page before (keyset). */
export interface ProductPageStart {
  skip: number
  after: string | null
}

/** The searchProducts parameters for the list's URL state, from a given page start. */
export function productSearchParameters(search: ProductQuery, start: ProductPageStart): SearchParameter[] {
  const sort = productSortOf(search)
  return [
    { key: PRODUCT_SEARCH.pageSizeKey, value: [String(PRODUCT_SEARCH.defaultPageSize)] },
    { key: PRODUCT_SEARCH.sortByKey, value: [SORT_FIELDS[sort.by]] },
    { key: PRODUCT_SEARCH.sortOrderKey, value: [sort.dir] },
    { key: PRODUCT_SEARCH.skipKey, value: [String(start.skip)] },
    ...(start.after ? [{ key: PRODUCT_SEARCH.afterKey, value: [start.after] }] : []),
    ...productFilterParameters(search),
  ]
}

/** The term and filters alone: the products "every matching" means, whatever the paging and sort. */
export function productFilterParameters(search: ProductQuery): SearchParameter[] {
  const parameters: SearchParameter[] = []
  const term = search.q?.trim()
  if (term) parameters.push({ key: PRODUCT_SEARCH.searchKey, value: [term] })
  if (search.category?.length) parameters.push({ key: 'category', value: search.category })
  if (search.status?.length) parameters.push({ key: 'status', value: search.status })
  return parameters
}
