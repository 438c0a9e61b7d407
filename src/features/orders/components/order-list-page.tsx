import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import { Suspense } from 'react'
import { ListSearch } from '@/components/data-table/list-search'
import { PageHeader } from '@/components/layout/page-header'
import { ListSkeleton } from '@/components/layout/page-pending'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { ORDER_PAGE_SIZES } from '@/shared/order-search'
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/shared/order-status'
import { pageSizeOf, type OrderListSearch } from '../order-list-search'
import { orderSearchOptions, useLiveOrderList } from '../queries'
import { OrderCount, OrderResults } from './order-results'

const ALL_STATUSES = 'all'

/** The list at /orders (and at / for everyone but developers); its state lives in the URL's query string. */
export function OrderListPage({
  search,
  onSearch,
}: {
  search: OrderListSearch
  onSearch: (update: (previous: OrderListSearch) => OrderListSearch) => void
}) {
  useLiveOrderList()
  const pageSize = pageSizeOf(search)
  const queryClient = useQueryClient()
  const { queryKey } = orderSearchOptions(search)
  const refreshing = useIsFetching({ queryKey }) > 0

  return (
    <>
      <PageHeader
        title="Orders"
        description={
          <Suspense key={JSON.stringify(search)} fallback="Loading...">
            <OrderCount search={search} />
          </Suspense>
        }
        actions={
          <Button variant="outline" onClick={() => queryClient.refetchQueries({ queryKey })} disabled={refreshing}>
            <RefreshCw aria-hidden className={refreshing ? 'animate-spin' : undefined} /> Refresh
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <ListSearch
          label="Search orders"
          placeholder="Search by order number or customer..."
          current={search.q}
          onSearch={(q) => onSearch((prev) => ({ ...prev, q, page: undefined }))}
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor="order-status-filter" className="text-xs text-muted-foreground">
            Status
          </Label>
          <Select
            value={search.status ?? ALL_STATUSES}
            onValueChange={(value) =>
              onSearch((prev) => ({
                ...prev,
                status: value === ALL_STATUSES ? undefined : (value as (typeof ORDER_STATUSES)[number]),
                page: undefined,
              }))
            }
          >
            <SelectTrigger id="order-status-filter" className="w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL_STATUSES}>All statuses</SelectItem>
              {ORDER_STATUSES.map((status) => (
                <SelectItem key={status} value={status}>
                  {ORDER_STATUS_LABELS[status]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="order-page-size" className="text-xs text-muted-foreground">
            Orders per page
          </Label>
          <Select
            value={String(pageSize)}
            onValueChange={(value) => onSearch((prev) => ({ ...prev, pageSize: Number(value), page: undefined }))}
          >
            <SelectTrigger id="order-page-size" className="w-24">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ORDER_PAGE_SIZES.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      <Suspense key={JSON.stringify(search)} fallback={<ListSkeleton label="Loading orders" />}>
        <OrderResults search={search} onSearch={onSearch} />
      </Suspense>
    </>
  )
}
