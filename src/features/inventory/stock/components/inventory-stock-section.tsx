import { useIsFetching, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import PackageOpen from 'lucide-react/icons/package-open'
import RefreshCw from 'lucide-react/icons/refresh-cw'
import { Suspense, useCallback, useState } from 'react'
import { ListSkeleton } from '@/components/layout/page-pending'
import { ListFooter } from '@/components/data-table/list-footer'
import { EmptyState } from '@/components/layout/list-states'
import { Button } from '@/components/ui/button'
import { usePermission } from '@/lib/session/use-permission'
import { countOf, formatCount } from '@/shared/count-text'
import { pagedTotal } from '@/lib/paged-total'
import { INVENTORY_PAGE_SIZE } from '@/shared/inventory-limits'
import { PermissionLevel } from '@/shared/permissions'
import { inventoryStockOptions } from '../queries'
import { pageOf, stockSortOf, thresholdOf, type InventoryStockSearch } from '../stock-search'
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
  const mayAdjust = usePermission('inventory', PermissionLevel.Edit)
  const queryClient = useQueryClient()
  const { queryKey } = inventoryStockOptions(search)
  const refreshing = useIsFetching({ queryKey }) > 0

  return (
    <section aria-labelledby="stock-heading" className="flex flex-col">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="stock-heading" className="text-lg font-semibold">
            Stock
          </h2>
          <p className="text-sm text-muted-foreground">
            <Suspense key={JSON.stringify(search)} fallback="Loading stock...">
              <LowStockCount search={search} />
            </Suspense>
            {!mayAdjust && ' · read-only: adjusting stock needs Edit permission in inventory'}
          </p>
        </div>
        <Button variant="outline" onClick={() => queryClient.refetchQueries({ queryKey })} disabled={refreshing}>
          <RefreshCw aria-hidden className={refreshing ? 'animate-spin' : undefined} /> Refresh
        </Button>
      </div>
      <StockToolbar search={search} onSearch={onSearch} />

      <Suspense key={JSON.stringify(search)} fallback={<ListSkeleton label="Loading stock" />}>
        <StockResults search={search} onSearch={onSearch} />
      </Suspense>
    </section>
  )
}

/** How many products are low on stock. */
function LowStockCount({ search }: { search: InventoryStockSearch }) {
  const { data } = useSuspenseQuery(inventoryStockOptions(search))
  const threshold = thresholdOf(search)
  const products = countOf(data.lowStockCount, 'product', 'products', data.lowStockCountIsLowerBound)
  return `${products} at or below ${formatCount(threshold)} in stock`
}

/** One page of the stock table with its pager and dialogs; mounted afresh for every search. */
function StockResults({
  search,
  onSearch,
}: {
  search: InventoryStockSearch
  onSearch: (update: (previous: InventoryStockSearch) => InventoryStockSearch) => void
}) {
  const { data } = useSuspenseQuery(inventoryStockOptions(search))
  const mayAdjust = usePermission('inventory', PermissionLevel.Edit)
  const [action, setAction] = useState<StockAction | null>(null)
  const page = pageOf(search)
  const threshold = thresholdOf(search)
  const products = data.products
  const filtered = Boolean(search.q || search.lowStock)
  // The dialogs show the product as the table now has it, so a refresh after an adjustment reaches them.
  const acting = action && (products.find((product) => product.id === action.product.id) ?? action.product)

  return (
    <>
      {products.length === 0 ? (
        <EmptyState
          icon={PackageOpen}
          title={search.lowStock && !search.q ? `No products at or below ${threshold} in stock` : 'No products found'}
        >
          {filtered && (
            <Button variant="outline" onClick={() => onSearch((previous) => ({ threshold: previous.threshold }))}>
              Clear filters
            </Button>
          )}
        </EmptyState>
      ) : (
        <StockTable
          products={products}
          sort={stockSortOf(search)}
          onSort={({ by, dir }) =>
            onSearch((previous) => ({ ...previous, sort: by as InventoryStockSearch['sort'], dir, page: undefined }))
          }
          mayAdjust={mayAdjust}
          threshold={threshold}
          onAction={setAction}
        />
      )}
      <ListFooter
        at={{ page, pageSize: INVENTORY_PAGE_SIZE, total: pagedTotal(data.pagination, products.length) }}
        noun="products"
        label="Stock pages"
        onPage={(target) => onSearch((previous) => ({ ...previous, page: target }))}
      />
      {acting && action.kind === 'adjust' && <AdjustStockDialog product={acting} onClose={() => setAction(null)} />}
      {acting && action.kind === 'history' && <StockHistoryDialog product={acting} onClose={() => setAction(null)} />}
    </>
  )
}
