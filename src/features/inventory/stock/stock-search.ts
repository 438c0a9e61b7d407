import { z } from 'zod/mini'
import type { InventoryFilterInput } from '@/gql/graphql'
import { pageParam, searchTermParam, urlParam } from '@/lib/url-search'
import { INVENTORY_PAGE_SIZE, STOCK_MAX } from '@/shared/inventory-limits'
import { listSortSearch } from '@/shared/list-sort'
import { LOW_STOCK_THRESHOLD } from '@/shared/product-rules'

/** The columns staff sort stock by, as the URL names them. */
const STOCK_SORT_KEYS = ['name', 'stock'] as const

/** The stock table's URL state: search, low-stock filter and threshold, sort and page survive a reload or a link. */
export const InventoryStockSearch = z.object({
  q: searchTermParam(),
  lowStock: urlParam(z.boolean()),
  threshold: urlParam(z.coerce.number().check(z.int(), z.gte(0), z.lte(STOCK_MAX))),
  ...listSortSearch(STOCK_SORT_KEYS),
  page: pageParam(),
})
export type InventoryStockSearch = z.infer<typeof InventoryStockSearch>

export const thresholdOf = (search: InventoryStockSearch) => search.threshold ?? LOW_STOCK_THRESHOLD
export const pageOf = (search: InventoryStockSearch) => search.page ?? 1
/** By name, A to Z, unless the URL says otherwise. */
export const stockSortOf = (search: InventoryStockSearch) => ({ by: search.sort ?? 'name', dir: search.dir ?? 'asc' })

export function inventoryFilter(search: InventoryStockSearch): InventoryFilterInput {
  const sort = stockSortOf(search)
  return {
    search: search.q?.trim() || undefined,
    lowStockOnly: search.lowStock ?? false,
    threshold: thresholdOf(search),
    sortBy: sort.by === 'name' ? 'NAME' : 'STOCK',
    sortOrder: sort.dir === 'desc' ? 'DESC' : 'ASC',
    skip: (pageOf(search) - 1) * INVENTORY_PAGE_SIZE,
    pageSize: INVENTORY_PAGE_SIZE,
  }
}
