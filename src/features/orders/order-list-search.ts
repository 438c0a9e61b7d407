import { z } from 'zod/mini'
import { dayParam, pageParam, searchTermParam, urlParam } from '@/lib/url-search'
import { listSortSearch } from '@/shared/list-sort'
import { isReversedDayRange, ORDER_PAGE_SIZES, ORDER_SEARCH } from '@/shared/order-search'
import { DELIVERY_METHODS, ORDER_STATUSES, PAYMENT_METHODS } from '@/shared/order-status'
import type { SearchParameter } from '@/shared/search-parameters'

/** The orders list's URL state: page, page size, search, filters and sort survive a reload or a shared link. */
export const OrderListSearch = z.object({
  page: pageParam(),
  pageSize: urlParam(
    z.coerce.number().check(z.refine((size) => (ORDER_PAGE_SIZES as readonly number[]).includes(size))),
  ),
  q: searchTermParam(),
  /** The server's cursor for this page when Next led here: the page is read after the previous page's last order. */
  after: urlParam(z.string()),
  status: urlParam(z.enum(ORDER_STATUSES)),
  payment: urlParam(z.enum(PAYMENT_METHODS)),
  delivery: urlParam(z.enum(DELIVERY_METHODS)),
  from: dayParam(),
  to: dayParam(),
  /** Only this customer's orders (the customer page's list). */
  customer: urlParam(z.string()),
  ...listSortSearch(ORDER_SEARCH.sortFields),
})
export type OrderListSearch = z.infer<typeof OrderListSearch>

/** A customer's orders as their page first lists them: ten, newest first. */
export const customerOrderSearch = (customer: string): OrderListSearch => ({ pageSize: 10, customer })

export const pageSizeOf = (search: OrderListSearch) => search.pageSize ?? ORDER_SEARCH.defaultPageSize
export const pageOf = (search: OrderListSearch) => search.page ?? 1

/** Whether the URL narrows the list (a search term or any filter). */
export const isFiltered = (search: OrderListSearch) =>
  Boolean(search.q || search.status || search.payment || search.delivery || search.from || search.to)

/** The search, filters and sort of the list, without its paging: what the CSV export sends. */
export function orderFilterParameters(search: OrderListSearch): SearchParameter[] {
  const parameters: SearchParameter[] = []
  const add = (key: string, value: string | undefined) => {
    if (value) parameters.push({ key, value: [value] })
  }
  add(ORDER_SEARCH.searchKey, search.q?.trim())
  add(ORDER_SEARCH.statusKey, search.status)
  add(ORDER_SEARCH.paymentMethodKey, search.payment)
  add(ORDER_SEARCH.deliveryMethodKey, search.delivery)
  // A range that ends before it starts is shown beside the date fields, and the list goes on without it.
  if (!isReversedDayRange(search.from, search.to)) {
    add(ORDER_SEARCH.fromKey, search.from)
    add(ORDER_SEARCH.toKey, search.to)
  }
  add(ORDER_SEARCH.customerKey, search.customer)
  add(ORDER_SEARCH.sortByKey, search.sort)
  add(ORDER_SEARCH.sortOrderKey, search.dir)
  return parameters
}

export function orderSearchParameters(search: OrderListSearch): SearchParameter[] {
  const pageSize = pageSizeOf(search)
  return [
    { key: ORDER_SEARCH.pageSizeKey, value: [String(pageSize)] },
    { key: ORDER_SEARCH.skipKey, value: [String((pageOf(search) - 1) * pageSize)] },
    ...(search.after ? [{ key: ORDER_SEARCH.afterKey, value: [search.after] }] : []),
    ...orderFilterParameters(search),
  ]
}

/** The sort the list shows: newest first unless the URL says otherwise. */
export const sortOf = (search: OrderListSearch) => ({
  by: search.sort ?? ORDER_SEARCH.defaultSortBy,
  dir: search.dir ?? ORDER_SEARCH.defaultSortOrder,
})
