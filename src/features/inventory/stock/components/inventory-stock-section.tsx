import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { PackageOpen, RefreshCw } from 'lucide-react'
import { useCallback, useState } from 'react'
import { Pagination } from '@/components/layout/pagination'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuth } from '@/features/auth/auth-store'
import { toApiError } from '@/lib/api-error'
import { INVENTORY_PAGE_SIZE } from '@/shared/inventory-schemas'
import { can, PermissionLevel } from '@/shared/permissions'
import { inventoryStockOptions } from '../queries'
import { pageOf, sortOf, thresholdOf, type InventoryStockSearch } from '../stock-search'
import { AdjustStockDialog } from './adjust-stock-dialog'
import { StockHistoryDialog } from './stock-history-dialog'
import { StockTable, type StockAction } from './stock-table'
import { StockToolbar } from './stock-toolbar'

const route = getRouteApi('/_app/inventory')

/** The stock table of /inventory: its state lives in the URL; adjusting needs Edit in inventory, reading View. */
export function InventoryStockSection() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const onSearch = useCallback(
    (update: (previous: InventoryStockSearch) => InventoryStockSearch) =>
      void navigate({ search: update, replace: true }),
    [navigate],
  )
  const query = useQuery(inventoryStockOptions(search))
  const { user } = useAuth()
  const mayAdjust = user !== null && can(user.roles, 'inventory', PermissionLevel.Edit)
  const [action, setAction] = useState<StockAction | null>(null)

  const page = pageOf(search)
  const threshold = thresholdOf(search)
  const total = query.data?.pagination.totalCount ?? 0
  const products = query.data?.products ?? []
  const from = total === 0 ? 0 : (page - 1) * INVENTORY_PAGE_SIZE + 1
  const to = Math.min(total, page * INVENTORY_PAGE_SIZE)
  const filtered = Boolean(search.q || search.lowStock)
  const lowStockCount = query.data?.lowStockCount
  // The dialogs show the product as the table now has it, so a refresh after an adjustment reaches them.
  const acting = action && (products.find((product) => product.id === action.product.id) ?? action.product)

  return (
    <section aria-labelledby="stock-heading" className="flex flex-col">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="stock-heading" className="text-lg font-semibold">
            Stock
          </h2>
          <p className="text-sm text-muted-foreground">
            {lowStockCount === undefined
              ? 'Loading stock...'
              : `${lowStockCount} product${lowStockCount === 1 ? '' : 's'} at or below ${threshold} in stock`}
            {!mayAdjust && user && ' · read-only: adjusting stock needs Edit permission in inventory'}
          </p>
        </div>
        <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
          <RefreshCw aria-hidden className={query.isFetching ? 'animate-spin' : undefined} /> Refresh
        </Button>
      </div>
      <StockToolbar search={search} onSearch={onSearch} />

      {query.isError ? (
        <p role="alert" className="rounded-md border border-destructive/50 p-4 text-destructive">
          Error loading stock: {toApiError(query.error).message}
        </p>
      ) : query.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading stock</span>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </div>
      ) : products.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border py-16 text-center">
          <PackageOpen aria-hidden className="size-10 text-muted-foreground" />
          <h3 className="text-lg font-semibold">
            {search.lowStock && !search.q ? `No products at or below ${threshold} in stock` : 'No products found'}
          </h3>
          {filtered && (
            <Button variant="outline" onClick={() => onSearch((previous) => ({ threshold: previous.threshold }))}>
              Clear filters
            </Button>
          )}
        </div>
      ) : (
        <StockTable
          products={products}
          sort={sortOf(search)}
          onSort={(sort) =>
            onSearch((previous) => ({ ...previous, sort: sort === 'name' ? undefined : sort, page: undefined }))
          }
          mayAdjust={mayAdjust}
          threshold={threshold}
          onAction={setAction}
        />
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        {query.data && total > 0 && (
          <p className="text-sm text-muted-foreground">
            Showing {from}-{to} of {total} products
          </p>
        )}
        <Pagination
          page={page}
          pageCount={Math.max(1, Math.ceil(total / INVENTORY_PAGE_SIZE))}
          label="Stock pages"
          onPage={(target) => onSearch((previous) => ({ ...previous, page: target === 1 ? undefined : target }))}
        />
      </div>
      {acting && action.kind === 'adjust' && <AdjustStockDialog product={acting} onClose={() => setAction(null)} />}
      {acting && action.kind === 'history' && <StockHistoryDialog product={acting} onClose={() => setAction(null)} />}
    </section>
  )
}
