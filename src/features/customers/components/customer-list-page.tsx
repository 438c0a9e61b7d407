import { useIsFetching, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { CatchBoundary, getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import UserRound from 'lucide-react/icons/user-round'
import { Suspense } from 'react'
import { listColumns, TitleCell } from '@/components/data-table/columns'
import { DataTable } from '@/components/data-table/data-table'
import { useListSelection, type ListSelection } from '@/components/data-table/use-list-selection'
import { ExportCsvButton } from '@/components/data-table/export-csv-button'
import { cursorStep, ListFooter } from '@/components/data-table/list-footer'
import { ListErrorPanel, useListRetry } from '@/components/data-table/list-retry'
import { ListSearch } from '@/components/data-table/list-search'
import { EmptyState } from '@/components/layout/list-states'
import { AddLink, RefreshButton } from '@/components/layout/list-toolbar'
import { PageHeader } from '@/components/layout/page-header'
import { ListSkeleton } from '@/components/layout/page-pending'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { CustomerListItemFragment } from '@/gql/graphql'
import { formatDate } from '@/lib/format'
import { formatMoney } from '@/shared/money'
import { pagedTotal } from '@/lib/paged-total'
import { usePermission } from '@/lib/session/use-permission'
import { countOf, formatCount } from '@/shared/count-text'
import { PermissionLevel } from '@/shared/permissions'
import {
  CUSTOMER_PAGE_SIZE,
  isFiltered,
  pageOf,
  sortOf,
  type CustomerListSearch,
  type CustomerSortKey,
} from '../customer-list-search'
import { customerListOptions, exportCustomersCsv } from '../queries'
import { CustomerBulkActions } from './customer-bulk-actions'
import { CustomerFilters } from './customer-filters'

const route = getRouteApi('/_app/customers/')

type Update = (update: (previous: CustomerListSearch) => CustomerListSearch) => void

const COLUMNS = listColumns<CustomerListItemFragment>([
  {
    id: 'name',
    header: 'Name',
    sortKey: 'name',
    foldedSort: { key: 'email', label: 'Email' },
    cell: (customer) => (
      <TitleCell
        title={
          <>
            {customer.fullName}
            {!customer.active && (
              <Badge variant="outline" className="ml-2">
                Deactivated
              </Badge>
            )}
          </>
        }
        detail={customer.email}
        detailClassName="2xl:hidden break-all"
      />
    ),
  },
  { id: 'email', header: 'Email', sortKey: 'email', fold: '2xl', className: 'break-all', cell: (c) => c.email },
  {
    id: 'phone',
    header: 'Phone',
    sortKey: 'phone',
    fold: 'lg',
    className: 'whitespace-nowrap',
    cell: (c) => c.phoneNumber ?? '—',
  },
  { id: 'orders', header: 'Orders', sortKey: 'orders', align: 'right', fold: 'sm', cell: (c) => c.orderCount },
  {
    id: 'spent',
    header: 'Total Spent',
    sortKey: 'spent',
    align: 'right',
    // Folded at phone width, where the selection's checkboxes take its room.
    fold: 'sm',
    cell: (c) => formatMoney(c.totalSpent),
  },
  {
    id: 'last',
    header: 'Last Order',
    sortKey: 'last',
    fold: 'md',
    className: 'whitespace-nowrap',
    cell: (c) => (c.lastOrderAt ? formatDate(c.lastOrderAt) : 'None yet'),
  },
  {
    id: 'since',
    header: 'Since',
    sortKey: 'since',
    fold: '2xl',
    className: 'whitespace-nowrap',
    cell: (c) => formatDate(c.createdAt),
  },
  {
    id: 'view',
    header: 'View Customer',
    align: 'right',
    cell: (c) => (
      <Button asChild variant="outline" size="sm">
        <Link to="/customers/$customerId" params={{ customerId: c.id }} onClick={(event) => event.stopPropagation()}>
          View<span className="sr-only"> {c.fullName}</span>
        </Link>
      </Button>
    ),
  },
])

function CustomerCount({ search }: { search: CustomerListSearch }) {
  const { data } = useSuspenseQuery(customerListOptions(search))
  return countOf(data.pagination.totalCount, 'customer', 'customers', data.pagination.totalCountIsLowerBound)
}

/** One page of customers with its pager; mounted afresh for every search, so its skeleton shows meanwhile. */
function CustomerResults({
  search,
  onSearch,
  selection,
}: {
  search: CustomerListSearch
  onSearch: Update
  selection: ListSelection
}) {
  const goTo = useNavigate()
  const { data } = useSuspenseQuery(customerListOptions(search))
  const page = pageOf(search)
  const customers = data.customers
  const { totalCount, totalCountIsLowerBound } = data.pagination
  if (customers.length === 0) {
    return (
      <EmptyState icon={UserRound} title={page > 1 ? `Page ${page} does not exist` : 'No customers found'}>
        {(isFiltered(search) || page > 1) && (
          <Button variant="outline" onClick={() => onSearch(() => ({}))}>
            Clear filters
          </Button>
        )}
      </EmptyState>
    )
  }
  return (
    <>
      <CustomerBulkActions
        search={search}
        selection={selection}
        customers={customers}
        total={{ count: totalCount, label: formatCount(totalCount, totalCountIsLowerBound) }}
      />
      <DataTable
        label="Customers"
        columns={COLUMNS}
        rows={customers}
        rowId={(customer) => customer.id}
        rowLabel={(customer) => `Select ${customer.fullName}`}
        selectAllLabel="Select all customers on this page"
        selection={selection}
        onRowClick={(customer) => void goTo({ to: '/customers/$customerId', params: { customerId: customer.id } })}
        sort={sortOf(search)}
        onSort={({ by, dir }) => onSearch((prev) => ({ ...prev, sort: by as CustomerSortKey, dir, page: undefined }))}
      />
      <ListFooter
        at={{ page, pageSize: CUSTOMER_PAGE_SIZE, total: pagedTotal(data.pagination, customers.length) }}
        noun="customers"
        label="Customers pages"
        onPage={(target) => onSearch((prev) => ({ ...prev, ...cursorStep(page, target, data.nextCursor) }))}
      />
    </>
  )
}

/** The list at /customers; its state lives in the URL's query string. */
export function CustomerListPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  // A cursor holds only for the step to the next page it was made for: any other change drops it.
  const onSearch: Update = (update) =>
    void navigate({ search: (previous) => update({ ...previous, after: undefined }) })
  const mayCreate = usePermission('customers', PermissionLevel.Create)
  // The selection holds across the pages of one search and its filters (the matching customers are the same set).
  const selection = useListSelection(
    JSON.stringify([
      search.q,
      search.orders,
      search.status,
      search.spentMin,
      search.spentMax,
      search.lastFrom,
      search.lastTo,
    ]),
  )
  const queryClient = useQueryClient()
  const { queryKey } = customerListOptions(search)
  const refreshing = useIsFetching({ queryKey }) > 0
  const { resetKey, tryAgain } = useListRetry(search)

  return (
    <>
      <PageHeader
        title="Customers"
        description={
          <CatchBoundary getResetKey={resetKey} errorComponent={() => 'Error loading customers'}>
            <Suspense key={JSON.stringify(search)} fallback="Loading...">
              <CustomerCount search={search} />
            </Suspense>
          </CatchBoundary>
        }
        actions={
          <>
            <ExportCsvButton name="customers" load={() => exportCustomersCsv(search)} />
            <RefreshButton busy={refreshing} onRefresh={() => void queryClient.refetchQueries({ queryKey })} />
            {mayCreate && <AddLink to="/customers/new">Add Customer</AddLink>}
          </>
        }
      />
      <div className="mb-4 flex flex-col gap-3">
        <ListSearch
          label="Search customers"
          placeholder="Search by name, email or phone..."
          current={search.q}
          onSearch={(q) => onSearch((prev) => ({ ...prev, q, page: undefined }))}
        />
        <CustomerFilters search={search} onSearch={onSearch} />
      </div>
      <CatchBoundary
        getResetKey={resetKey}
        errorComponent={({ error }) => <ListErrorPanel error={error} onRetry={tryAgain} />}
      >
        <Suspense key={JSON.stringify(search)} fallback={<ListSkeleton label="Loading customers" />}>
          <CustomerResults search={search} onSearch={onSearch} selection={selection} />
        </Suspense>
      </CatchBoundary>
    </>
  )
}
