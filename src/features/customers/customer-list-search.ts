import { z } from 'zod/mini'
import type { CustomerFilterInput, CustomerSortField } from '@/gql/graphql'
import { pageParam, searchTermParam, urlParam } from '@/lib/url-search'
import { listSortSearch } from '@/shared/list-sort'
import { ISO_DAY } from '@/shared/order-search'

/** The columns staff sort customers by, as the URL names them, and the server's field for each. */
const CUSTOMER_SORT_KEYS = ['name', 'email', 'phone', 'orders', 'spent', 'last', 'since'] as const
export type CustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number]
const SORT_FIELDS: Record<CustomerSortKey, CustomerSortField> = {
  name: 'NAME',
  email: 'EMAIL',
  phone: 'PHONE',
  orders: 'ORDERS',
  spent: 'SPENT',
  last: 'LAST_ORDER',
  since: 'SINCE',
}

const amount = urlParam(z.coerce.number().check(z.gte(0)))
const day = urlParam(z.string().check(z.regex(ISO_DAY)))

/** The customers list's URL state: search, filters, sort and page survive a reload or a shared link. */
export const CustomerListSearch = z.object({
  q: searchTermParam(),
  orders: urlParam(z.enum(['with', 'without'])),
  status: urlParam(z.enum(['active', 'inactive'])),
  spentMin: amount,
  spentMax: amount,
  lastFrom: day,
  lastTo: day,
  page: pageParam(),
  /** The server's cursor for this page when Next led here. */
  after: urlParam(z.string()),
  ...listSortSearch(CUSTOMER_SORT_KEYS),
})
export type CustomerListSearch = z.infer<typeof CustomerListSearch>

export const CUSTOMER_PAGE_SIZE = 20
export const pageOf = (search: CustomerListSearch) => search.page ?? 1

export const isFiltered = (search: CustomerListSearch) =>
  Boolean(
    search.q?.trim() ||
    search.orders ||
    search.status ||
    search.spentMin !== undefined ||
    search.spentMax !== undefined ||
    search.lastFrom ||
    search.lastTo,
  )

export const sortOf = (search: CustomerListSearch) => ({ by: search.sort ?? 'name', dir: search.dir ?? 'asc' })

/** The list's URL state as the API's filter, with its page. */
export function customerFilter(search: CustomerListSearch): CustomerFilterInput {
  const sort = sortOf(search)
  return {
    search: search.q?.trim() || undefined,
    hasOrders: search.orders === undefined ? undefined : search.orders === 'with',
    active: search.status === undefined ? undefined : search.status === 'active',
    spentMin: search.spentMin,
    spentMax: search.spentMax,
    lastOrderFrom: search.lastFrom,
    lastOrderTo: search.lastTo,
    sortBy: SORT_FIELDS[sort.by],
    sortOrder: sort.dir === 'desc' ? 'DESC' : 'ASC',
    pageSize: CUSTOMER_PAGE_SIZE,
    skip: (pageOf(search) - 1) * CUSTOMER_PAGE_SIZE,
    after: search.after,
  }
}

/** The list's search, filters and sort without its paging: what an export sends. */
export const customerFilterUnpaged = (search: CustomerListSearch): CustomerFilterInput => ({
  ...customerFilter(search),
  skip: 0,
  after: undefined,
})
