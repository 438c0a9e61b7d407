import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { DeleteProductsDocument, GetProductByIdDocument, SearchProductsDocument } from '@/gql/graphql'
import { gqlRequest } from '@/lib/graphql-client'
import { productSearchParameters, type ProductListSearch } from './product-list-search'

export const productKeys = {
  all: ['products'] as const,
  search: (search: Omit<ProductListSearch, 'view'>) => [...productKeys.all, 'search', search] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
}

export const productSearchOptions = ({ q, category, status }: ProductListSearch) =>
  infiniteQueryOptions({
    queryKey: productKeys.search({ q, category, status }),
    queryFn: async ({ pageParam, signal }) =>
      (
        await gqlRequest(
          SearchProductsDocument,
          { search: { parameters: productSearchParameters({ q, category, status }, pageParam) } },
          signal,
        )
      ).searchProducts,
    initialPageParam: 0,
    getNextPageParam: ({ pagination }) =>
      pagination.skip + pagination.pageSize < pagination.totalCount ? pagination.skip + pagination.pageSize : undefined,
  })

export const productByIdOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: async ({ signal }) => (await gqlRequest(GetProductByIdDocument, { id }, signal)).productById,
  })

export function useDeleteProducts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (ids: string[]) => (await gqlRequest(DeleteProductsDocument, { ids })).deleteProducts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  })
}
