import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { PackageOpen, RefreshCw } from 'lucide-react'
import { useEffect, useState } from 'react'
import { PageHeader } from '@/components/layout/page-header'
import { Pagination } from '@/components/layout/pagination'
import { Button } from '@/components/ui/button'
import { SearchInput } from '@/components/ui/search-input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDate, formatMoney } from '@/lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { ORDER_PAGE_SIZES } from '@/shared/order-search'
import {
  DELIVERY_METHOD_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
} from '@/shared/order-status'
import { pageOf, pageSizeOf, type OrderListSearch } from '../order-list-search'
import { orderSearchOptions, useLiveOrderList } from '../queries'
import { OrderStatusBadge } from './order-status-badge'

const ALL_STATUSES = 'all'
export const ORDER_SEARCH_DEBOUNCE_MS = 300

/** The list at /orders (and at / for everyone but developers); its state lives in the URL's query string. */
export function OrderListPage({
  search,
  onSearch,
}: {
  search: OrderListSearch
  onSearch: (update: (previous: OrderListSearch) => OrderListSearch) => void
}) {
  const goTo = useNavigate()
  const [term, setTerm] = useState(search.q ?? '')
  const debouncedTerm = useDebouncedValue(term, ORDER_SEARCH_DEBOUNCE_MS)
  const query = useQuery(orderSearchOptions(search))
  useLiveOrderList()
  const page = pageOf(search)
  const pageSize = pageSizeOf(search)

  useEffect(() => {
    if ((search.q ?? '') !== debouncedTerm.trim()) {
      onSearch((prev) => ({ ...prev, q: debouncedTerm.trim() || undefined, page: undefined }))
    }
  }, [debouncedTerm, search.q, onSearch])

  const total = query.data?.pagination.totalCount ?? 0
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const orders = query.data?.orders ?? []
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1
  const to = Math.min(total, page * pageSize)
  const openOrder = (id: string) => goTo({ to: '/orders/$orderId', params: { orderId: id } })

  return (
    <>
      <PageHeader
        title="Orders"
        description={query.data ? `${total} orders` : 'Loading...'}
        actions={
          <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
            <RefreshCw aria-hidden className={query.isFetching ? 'animate-spin' : undefined} /> Refresh
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchInput
          aria-label="Search orders"
          placeholder="Search by order number or customer..."
          value={term}
          onChange={(event) => setTerm(event.target.value)}
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

      {query.isError ? (
        <p role="alert" className="rounded-md border border-destructive/50 p-4 text-destructive">
          Error: {query.error.message}
        </p>
      ) : query.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading orders</span>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </div>
      ) : orders.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-16 text-center">
          <PackageOpen aria-hidden className="size-10 text-muted-foreground" />
          <h2 className="text-lg font-semibold">No orders found</h2>
          {(search.q || search.status) && (
            <Button variant="outline" onClick={() => onSearch(() => ({}))}>
              Clear filters
            </Button>
          )}
        </div>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left">
              <tr>
                <th className="px-3 py-2 font-medium">Order ID</th>
                <th className="px-3 py-2 font-medium">Date</th>
                <th className="px-3 py-2 font-medium">Status</th>
                <th className="px-3 py-2 text-right font-medium">Items</th>
                <th className="px-3 py-2 font-medium">Payment</th>
                <th className="px-3 py-2 font-medium">Delivery</th>
                <th className="px-3 py-2 text-right font-medium">Total</th>
                <th className="px-3 py-2 text-right font-medium">View Order</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr
                  key={order.id}
                  onClick={() => openOrder(order.id)}
                  className="cursor-pointer border-t hover:bg-muted/40"
                >
                  <td className="px-3 py-2 font-medium">#{order.id}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(order.orderTime)}</td>
                  <td className="px-3 py-2">
                    <OrderStatusBadge status={order.status} />
                  </td>
                  <td className="px-3 py-2 text-right">{order.itemCount}</td>
                  <td className="px-3 py-2">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</td>
                  <td className="px-3 py-2">{DELIVERY_METHOD_LABELS[order.deliveryMethod]}</td>
                  <td className="px-3 py-2 text-right">{formatMoney(order.totalAmount)}</td>
                  <td className="px-3 py-2 text-right">
                    <Button asChild variant="outline" size="sm">
                      <Link
                        to="/orders/$orderId"
                        params={{ orderId: order.id }}
                        onClick={(event) => event.stopPropagation()}
                      >
                        View<span className="sr-only"> order {order.id}</span>
                      </Link>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        {query.data && total > 0 && (
          <p className="text-sm text-muted-foreground">
            Showing {from}-{to} of {total} orders
          </p>
        )}
        <Pagination
          page={page}
          pageCount={pageCount}
          label="Orders pages"
          onPage={(target) => onSearch((prev) => ({ ...prev, page: target === 1 ? undefined : target }))}
        />
      </div>
    </>
  )
}
