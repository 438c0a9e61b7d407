import { z } from 'zod/mini'
import { pageParam, urlParam } from '@/lib/url-search'
import { listSortSearch } from '@/shared/list-sort'
import { ORDER_PAGE_SIZES, ORDER_SEARCH } from '@/shared/order-search'
import { ORDER_STATUSES } from '@/shared/order-status'
import type { SearchParameter } from '@/shared/search-parameters'

/** The orders list's URL state: page, page size, search, status filter and sort survive a reload or a shared link. */
export const OrderListSearch = z.object({
  page: pageParam(),
  pageSize: urlParam(
    z.coerce.number().check(z.refine((size) => (ORDER_PAGE_SIZES as readonly number[]).includes(size))),
  ),
  q: urlParam(z.string()),
  status: urlParam(z.enum(ORDER_STATUSES)),
  ...listSortSearch(ORDER_SEARCH.sortFields),
})
export type OrderListSearch = z.infer<typeof OrderListSearch>

export const pageSizeOf = (search: OrderListSearch) => search.pageSize ?? ORDER_SEARCH.defaultPageSize
export const pageOf = (search: OrderListSearch) => search.page ?? 1

export function orderSearchParameters(search: OrderListSearch): SearchParameter[] {
  const pageSize = pageSizeOf(search)
  const parameters: SearchParameter[] = [
    { key: ORDER_SEARCH.pageSizeKey, value: [String(pageSize)] },
    { key: ORDER_SEARCH.skipKey, value: [String((pageOf(search) - 1) * pageSize)] },
  ]
  const term = search.q?.trim()
  if (term) parameters.push({ key: ORDER_SEARCH.searchKey, value: [term] })
  if (search.status) parameters.push({ key: ORDER_SEARCH.statusKey, value: [search.status] })
  if (search.sort) parameters.push({ key: ORDER_SEARCH.sortByKey, value: [search.sort] })
  if (search.dir) parameters.push({ key: ORDER_SEARCH.sortOrderKey, value: [search.dir] })
  return parameters
}

/** The sort the list shows: newest first unless the URL says otherwise. */
export const sortOf = (search: OrderListSearch) => ({
  by: search.sort ?? ORDER_SEARCH.defaultSortBy,
  dir: search.dir ?? ORDER_SEARCH.defaultSortOrder,
})
