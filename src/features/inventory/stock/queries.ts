import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { AdjustInventoryDocument, InventoryHistoryDocument, InventoryProductsDocument } from '@/gql/graphql'
import { gqlRequest } from '@/lib/graphql-client'
import { INVENTORY_PAGE_SIZE } from '@/shared/inventory-limits'
import { inventoryFilter, type InventoryStockSearch } from './stock-search'

const inventoryKeys = {
  all: ['inventory'] as const,
  stock: (search: InventoryStockSearch) => [...inventoryKeys.all, 'stock', search] as const,
  history: (productId: string) => [...inventoryKeys.all, 'history', productId] as const,
}

export const inventoryStockOptions = (search: InventoryStockSearch) =>
  queryOptions({
    queryKey: inventoryKeys.stock(search),
    queryFn: async ({ signal }) =>
      (await gqlRequest(InventoryProductsDocument, { filter: inventoryFilter(search) }, signal)).inventoryProducts,
  })

/** A product's adjustments, newest first, a page at a time. */
export const inventoryHistoryOptions = (productId: string) =>
  infiniteQueryOptions({
    queryKey: inventoryKeys.history(productId),
    queryFn: async ({ pageParam, signal }) =>
      (
        await gqlRequest(
          InventoryHistoryDocument,
          { productId, skip: pageParam, pageSize: INVENTORY_PAGE_SIZE },
          signal,
        )
      ).inventoryHistory,
    initialPageParam: 0,
    getNextPageParam: ({ pagination }) =>
      pagination.skip + pagination.pageSize < pagination.totalCount ? pagination.skip + pagination.pageSize : undefined,
  })

/** Adjusts a product's stock; the stock table, the product's history and the product screens refresh. */
export function useAdjustInventory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: { productId: string; adjustment: number; reason: string }) =>
      (await gqlRequest(AdjustInventoryDocument, { input })).adjustInventory,
    onSuccess: ({ product }) => {
      void queryClient.invalidateQueries({ queryKey: [...inventoryKeys.all, 'stock'] })
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.history(product.id) })
      void queryClient.invalidateQueries({ queryKey: ['products'] })
    },
  })
}
