import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import PackageOpen from 'lucide-react/icons/package-open'
import { listColumns } from '@/components/data-table/columns'
import { DataTable } from '@/components/data-table/data-table'
import { cursorStep, ListFooter } from '@/components/data-table/list-footer'
import { useListSelection } from '@/components/data-table/use-list-selection'
import { EmptyState } from '@/components/layout/list-states'
import { Button } from '@/components/ui/button'
import { formatDate } from '@/lib/format'
import { formatMoney } from '@/shared/money'
import { countOf, formatCount, nounFor } from '@/shared/count-text'
import { pagedTotal } from '@/lib/paged-total'
import { usePermission } from '@/lib/session/use-permission'
import { PermissionLevel } from '@/shared/permissions'
import type { OrderListItemFragment } from '@/gql/graphql'
import type { OrderSortField } from '@/shared/order-search'
import { DELIVERY_METHOD_LABELS, PAYMENT_METHOD_LABELS } from '@/shared/order-status'
import { isFiltered, pageOf, pageSizeOf, sortOf, type OrderListSearch } from '../order-list-search'
import { orderSearchOptions } from '../order-list-query'
import { OrderBulkActions } from './order-bulk-actions'
import { OrderStatusBadge } from './order-status-badge'

const COLUMNS = listColumns<OrderListItemFragment>([
  { id: 'id', header: 'Order ID', className: 'font-medium', cell: (order) => `#${order.id}` },
  {
    id: 'date',
    header: 'Date',
    sortKey: 'date',
    // On a phone the order's number, total and View fill the width; the date is on the order's page.
    fold: 'sm',
    className: 'whitespace-nowrap',
    cell: (order) => formatDate(order.orderTime),
  },
  {
    id: 'customer',
    header: 'Customer',
    sortKey: 'customer',
    fold: 'md',
    // A name of one long word breaks rather than push the list wider than the screen.
    className: 'wrap-anywhere',
    cell: (order) => order.customerName,
  },
  {
    id: 'status',
    header: 'Status',
    sortKey: 'status',
    fold: 'sm',
    cell: (order) => <OrderStatusBadge status={order.status} />,
  },
  { id: 'items', header: 'Items', align: 'right', fold: 'lg', cell: (order) => order.itemCount },
  { id: 'payment', header: 'Payment', fold: 'lg', cell: (order) => PAYMENT_METHOD_LABELS[order.paymentMethod] },
  { id: 'delivery', header: 'Delivery', fold: 'lg', cell: (order) => DELIVERY_METHOD_LABELS[order.deliveryMethod] },
  { id: 'total', header: 'Total', sortKey: 'total', align: 'right', cell: (order) => formatMoney(order.totalAmount) },
  {
    id: 'view',
    header: 'View Order',
    align: 'right',
    cell: (order) => (
      <Button asChild variant="outline" size="sm">
        <Link to="/orders/$orderId" params={{ orderId: order.id }} onClick={(event) => event.stopPropagation()}>
          View<span className="sr-only"> order {order.id}</span>
        </Link>
      </Button>
    ),
  },
])

/** The subtitle: how many orders match. */
export function OrderCount({ search }: { search: OrderListSearch }) {
  const { data } = useSuspenseQuery(orderSearchOptions(search))
  return countOf(data.pagination.totalCount, 'order', 'orders', data.pagination.totalCountIsLowerBound)
}

/** One page of the order search with its pager; mounted afresh for every search, so its skeleton shows meanwhile. */
export function OrderResults({
  search,
  onSearch,
}: {
  search: OrderListSearch
  onSearch: (update: (previous: OrderListSearch) => OrderListSearch) => void
}) {
  const goTo = useNavigate()
  const mayCreate = usePermission('orders', PermissionLevel.Create)
  // Holders of customers View alone see a customer's orders to open them, with nothing to do to several at once.
  const mayReadOrders = usePermission('orders', PermissionLevel.View)
  const { data } = useSuspenseQuery(orderSearchOptions(search))
  const page = pageOf(search)
  const pageSize = pageSizeOf(search)
  const orders = data.orders
  const { totalCount: total, totalCountIsLowerBound } = data.pagination
  const lastPage = Math.max(1, Math.ceil(total / pageSize))
  /** A page past the end (an old link, `?page=9999`): said so, with the way back, and no "Showing" count. */
  const beyondLastPage = orders.length === 0 && page > 1
  const openOrder = (id: string) => goTo({ to: '/orders/$orderId', params: { orderId: id } })
  // Mounted afresh for every search and page: a selection belongs to the page it was made on (spec part 2 §4).
  const selection = useListSelection('orders')
  const totalLabel = formatCount(total, totalCountIsLowerBound)

  return (
    <>
      {beyondLastPage ? (
        <EmptyState icon={PackageOpen} title={`Page ${page} does not exist`}>
          <p className="text-muted-foreground">
            {totalCountIsLowerBound
              ? `More than ${countOf(total, 'order')} match, but fewer than this page needs.`
              : `${countOf(total, 'order')} ${nounFor(total, 'fills', 'fill')} ${countOf(lastPage, 'page')}.`}
          </p>
          <Button variant="outline" onClick={() => onSearch((prev) => ({ ...prev, page: undefined }))}>
            Go to page 1
          </Button>
        </EmptyState>
      ) : orders.length === 0 ? (
        <EmptyState icon={PackageOpen} title="No orders found">
          {isFiltered(search) ? (
            <Button variant="outline" onClick={() => onSearch(() => ({}))}>
              Clear filters
            </Button>
          ) : (
            mayCreate && (
              <Button asChild>
                <Link to="/orders/new">Create Your First Order</Link>
              </Button>
            )
          )}
        </EmptyState>
      ) : (
        <>
          {mayReadOrders && (
            <OrderBulkActions
              search={search}
              selection={selection}
              orders={orders}
              total={{ count: total, label: totalLabel }}
            />
          )}
          <DataTable
            label="Orders"
            columns={COLUMNS}
            rows={orders}
            rowId={(order) => order.id}
            rowLabel={(order) => `Select order ${order.id}`}
            selection={mayReadOrders ? selection : undefined}
            onRowClick={(order) => openOrder(order.id)}
            sort={sortOf(search)}
            onSort={({ by, dir }) =>
              onSearch((prev) => ({ ...prev, sort: by as OrderSortField, dir, page: undefined }))
            }
          />
        </>
      )}
      {!beyondLastPage && (
        <ListFooter
          at={{ page, pageSize, total: pagedTotal(data.pagination, orders.length) }}
          noun="orders"
          label="Orders pages"
          onPage={(target) => onSearch((prev) => ({ ...prev, ...cursorStep(page, target, data.nextCursor) }))}
        />
      )}
    </>
  )
}
