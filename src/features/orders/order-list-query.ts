import { queryOptions } from '@tanstack/react-query'
import { gqlRequestSentAhead, operations } from '@/lib/graphql-client'
import { orderSearchParameters, type OrderListSearch } from './order-list-search'

// The order list's query, apart from the other order queries: the '/' and '/orders' loaders run in the app's entry.
export const orderKeys = {
  all: ['orders'] as const,
  search: (search: OrderListSearch) => [...orderKeys.all, 'search', search] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
}

/** SearchOrders' variables for the list's URL state: what the loader sends, and the boot script ahead of it. */
export const orderSearchVariables = (search: OrderListSearch) => ({
  search: { parameters: orderSearchParameters(search) },
})

export const orderSearchOptions = (search: OrderListSearch) =>
  queryOptions({
    queryKey: orderKeys.search(search),
    queryFn: async (context) => {
      const { SearchOrdersDocument } = await operations()
      return (await gqlRequestSentAhead(SearchOrdersDocument, orderSearchVariables(search), context)).searchOrders
    },
  })
