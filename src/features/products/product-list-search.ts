import { z } from 'zod/mini'
import { searchTermParam, urlParam } from '@/lib/url-search'
import { listSortSearch } from '@/shared/list-sort'
import { PRODUCT_SORT_KEYS, type ProductSortKey } from '@/shared/product-search-parameters'

// The router reads `?category=7` as the number 7: an id typed or shared by hand is still a value, as a string.
const listValue = z.union([z.string(), z.number()])
const list = urlParam(
  z.pipe(
    z.union([listValue, z.array(listValue)]),
    z.transform((value) => (Array.isArray(value) ? value : [value]).map(String)),
  ),
)

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
] as const satisfies readonly { by: ProductSortKey; dir: 'asc' | 'desc'; label: string }[]

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

/** Whether a search term or a filter narrows the list (what Clear filters takes away). */
export const isProductListFiltered = (search: ProductListSearch) =>
  Boolean(search.q?.trim() || search.category?.length || search.status?.length)
