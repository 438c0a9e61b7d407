import { z } from 'zod'
import { ORDER_PAGE_SIZES, ORDER_SEARCH } from '@/shared/order-search'
import { ORDER_STATUSES } from '@/shared/order-status'
import type { SearchParameter } from '@/shared/search-parameters'

/** The orders list's URL state: page, page size, search and status filter survive a reload or a shared link. */
export const OrderListSearch = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  pageSize: z.coerce
    .number()
    .refine((size) => (ORDER_PAGE_SIZES as readonly number[]).includes(size))
    .optional()
    .catch(undefined),
  q: z.string().optional().catch(undefined),
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
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
  return parameters
}
