import { queryOptions } from '@tanstack/react-query'
import { gqlRequest, operations } from '@/lib/graphql-client'
import { orderSearchParameters, type OrderListSearch } from './order-list-search'

// The order list's query, apart from the other order queries: the '/' and '/orders' loaders run in the app's entry.
export const orderKeys = {
  all: ['orders'] as const,
  search: (search: OrderListSearch) => [...orderKeys.all, 'search', search] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
}

export const orderSearchOptions = (search: OrderListSearch) =>
  queryOptions({
    queryKey: orderKeys.search(search),
    queryFn: async ({ signal }) =>
      (
        await gqlRequest(
          (await operations()).SearchOrdersDocument,
          { search: { parameters: orderSearchParameters(search) } },
          signal,
        )
      ).searchOrders,
  })
