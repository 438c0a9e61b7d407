import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { CatchBoundary } from '@tanstack/react-router'
import { Suspense, useDeferredValue } from 'react'
import { ListErrorPanel, useListRetry } from '@/components/data-table/list-retry'
import { ListSearch } from '@/components/data-table/list-search'
import { LabelledSelect } from '@/components/layout/labelled-select'
import { AddLink, RefreshButton } from '@/components/layout/list-toolbar'
import { PageHeader } from '@/components/layout/page-header'
import { ListSkeleton } from '@/components/layout/page-pending'
import { usePermission } from '@/lib/session/use-permission'
import { PermissionLevel } from '@/shared/permissions'
import { ORDER_PAGE_SIZES } from '@/shared/order-search'
import { pageSizeOf, type OrderListSearch } from '../order-list-search'
import { orderSearchOptions } from '../order-list-query'
import { useLiveOrderList } from '../queries'
import { OrderExportButton } from './order-export-button'
import { OrderListFilters } from './order-list-filters'
import { OrderCount, OrderResults } from './order-results'

/** The list at /orders (and at / for everyone but developers); its state lives in the URL's query string. */
export function OrderListPage({
  search,
  onSearch,
}: {
  search: OrderListSearch
  onSearch: (update: (previous: OrderListSearch) => OrderListSearch) => void
}) {
  useLiveOrderList()
  const mayCreate = usePermission('orders', PermissionLevel.Create)
  const pageSize = pageSizeOf(search)
  const queryClient = useQueryClient()
  const { queryKey } = orderSearchOptions(search)
  const refreshing = useIsFetching({ queryKey }) > 0
  const { resetKey, tryAgain } = useListRetry(search)
  // The page's first render shows its results' skeleton; the results follow in a render of their own, which React
  // splits into slices the browser paints and handles input between. In the same render as the page they made one
  // task of most of the screen's main-thread work (issue 32). Later searches remount the results as before.
  const resultsFollow = useDeferredValue(true, false)
  const skeleton = <ListSkeleton label="Loading orders" />

  return (
    <>
      <PageHeader
        title="Orders"
        description={
          <CatchBoundary getResetKey={resetKey} errorComponent={() => 'Error loading orders'}>
            <Suspense key={JSON.stringify(search)} fallback="Loading...">
              <OrderCount search={search} />
            </Suspense>
          </CatchBoundary>
        }
        actions={
          <>
            <OrderExportButton search={search} />
            <RefreshButton busy={refreshing} onRefresh={() => void queryClient.refetchQueries({ queryKey })} />
            {mayCreate && <AddLink to="/orders/new">Create Order</AddLink>}
          </>
        }
      />
      {/* Two rows at desktop width: the search with the page size, then the filters. */}
      <div className="mb-4 flex flex-col gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <ListSearch
            label="Search orders"
            placeholder="Search by order number or customer..."
            current={search.q}
            onSearch={(q) => onSearch((prev) => ({ ...prev, q, page: undefined }))}
          />
          <LabelledSelect
            id="order-page-size"
            label="Orders per page"
            toolbarWidth="w-24"
            value={String(pageSize)}
            onValueChange={(value) => onSearch((prev) => ({ ...prev, pageSize: Number(value), page: undefined }))}
            options={ORDER_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          />
        </div>
        <div className="flex flex-wrap items-start gap-3">
          <OrderListFilters search={search} onSearch={onSearch} />
        </div>
      </div>

      <CatchBoundary
        getResetKey={resetKey}
        errorComponent={({ error }) => <ListErrorPanel error={error} onRetry={tryAgain} />}
      >
        <Suspense key={JSON.stringify(search)} fallback={skeleton}>
          {resultsFollow ? <OrderResults search={search} onSearch={onSearch} /> : skeleton}
        </Suspense>
      </CatchBoundary>
    </>
  )
}
