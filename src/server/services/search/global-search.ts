import type { Db } from '@/server/db/client'
import { parseArgument } from '@/server/parse-input'
import { searchOrderPage } from '@/server/repositories/order-repository'
import { matchDensity } from '@/server/repositories/product-counts-repository'
import { searchProductPage, walkRowsPerMatch } from '@/server/repositories/product-repository'
import { searchCustomers, searchStaff } from '@/server/repositories/user-repository'
import type { Viewer } from '@/server/auth/viewer'
import { parseOrderSearch } from '@/server/services/orders/order-search'
import { parseProductSearch } from '@/server/services/products/product-search'
import { ORDER_SEARCH } from '@/shared/order-search'
import { boundedCount } from '@/shared/paging'
import { searchableKinds } from '@/shared/global-search-kinds'
import { PRODUCT_SEARCH } from '@/shared/product-rules'
import { SearchTermSchema } from '@/shared/search-parameters'

/** Most results of each kind one search returns. */
const GLOBAL_SEARCH_MAX_LIMIT = 20

/**
 * The palette's products: a density count first, so a common term walks the name order (on the index that holds the
 * search text) instead of sorting all its matches.
 */
export async function paletteProducts(db: Db, search: string, size: string) {
  const criteria = await parseProductSearch(db, [
    { key: PRODUCT_SEARCH.searchKey, value: [search] },
    { key: PRODUCT_SEARCH.pageSizeKey, value: [size] },
  ])
  const density = await matchDensity(
    db,
    { ...criteria, search },
    criteria.pageSize + 1,
    walkRowsPerMatch(criteria.sortBy),
  )
  return (await searchProductPage(db, criteria, density)).products
}

/**
 * Products, orders, customers and staff matching the term, through the same conditions (and so the same indexes) as
 * their lists; a kind the viewer may not read comes back empty instead of failing the whole search.
 */
export async function globalSearch(db: Db, viewer: Viewer, term: string, limit: number | null | undefined) {
  const search = parseArgument('term', SearchTermSchema, term, 'Invalid search')
  const size = String(boundedCount(limit, 5, GLOBAL_SEARCH_MAX_LIMIT))
  const kinds = new Set(search === '' ? [] : searchableKinds(viewer.roles).map((entry) => entry.kind))
  const [products, orders, customers, staff] = await Promise.all([
    kinds.has('products') ? paletteProducts(db, search, size) : [],
    kinds.has('orders')
      ? searchOrderPage(
          db,
          parseOrderSearch([
            { key: ORDER_SEARCH.searchKey, value: [search] },
            { key: ORDER_SEARCH.pageSizeKey, value: [size] },
          ]),
        )
      : [],
    kinds.has('customers') ? searchCustomers(db, search, Number(size)) : [],
    kinds.has('staff') ? searchStaff(db, search, Number(size)) : [],
  ])
  return { products, orders, customers, staff }
}
