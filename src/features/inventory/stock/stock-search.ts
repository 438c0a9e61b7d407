import { z } from 'zod'
import type { InventoryFilterInput } from '@/gql/graphql'
import { INVENTORY_PAGE_SIZE, INVENTORY_SEARCH_MAX_LENGTH, STOCK_MAX } from '@/shared/inventory-schemas'
import { LOW_STOCK_THRESHOLD } from '@/shared/product-rules'

export const STOCK_SORTS = ['name', 'stock-asc', 'stock-desc'] as const
export type StockSort = (typeof STOCK_SORTS)[number]

/** The stock table's URL state: search, low-stock filter and threshold, sort and page survive a reload or a link. */
export const InventoryStockSearch = z.object({
  q: z.string().max(INVENTORY_SEARCH_MAX_LENGTH).optional().catch(undefined),
  lowStock: z.boolean().optional().catch(undefined),
  threshold: z.coerce.number().int().min(0).max(STOCK_MAX).optional().catch(undefined),
  sort: z.enum(STOCK_SORTS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
})
export type InventoryStockSearch = z.infer<typeof InventoryStockSearch>

export const thresholdOf = (search: InventoryStockSearch) => search.threshold ?? LOW_STOCK_THRESHOLD
export const pageOf = (search: InventoryStockSearch) => search.page ?? 1
export const sortOf = (search: InventoryStockSearch): StockSort => search.sort ?? 'name'

export function inventoryFilter(search: InventoryStockSearch): InventoryFilterInput {
  const sort = sortOf(search)
  return {
    search: search.q?.trim() || undefined,
    lowStockOnly: search.lowStock ?? false,
    threshold: thresholdOf(search),
    sortBy: sort === 'name' ? 'NAME' : 'STOCK',
    sortOrder: sort === 'stock-desc' ? 'DESC' : 'ASC',
    skip: (pageOf(search) - 1) * INVENTORY_PAGE_SIZE,
    pageSize: INVENTORY_PAGE_SIZE,
  }
}
