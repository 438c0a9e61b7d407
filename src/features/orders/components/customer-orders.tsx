import { CatchBoundary } from '@tanstack/react-router'
import { Suspense, useState } from 'react'
import { ListSkeleton } from '@/components/layout/page-pending'
import { toApiError } from '@/lib/api-error'
import { customerOrderSearch, type OrderListSearch } from '../order-list-search'
import { OrderResults } from './order-results'

/** The orders list's results, only this customer's, paged and sorted in place (the customer page's Orders). */
export function CustomerOrders({ customerId }: { customerId: string }) {
  const [search, setSearch] = useState(() => customerOrderSearch(customerId))
  const scoped: OrderListSearch = { ...search, customer: customerId }
  const key = JSON.stringify(scoped)
  return (
    <CatchBoundary
      getResetKey={() => key}
      errorComponent={({ error }) => (
        <p role="alert" className="text-sm text-destructive">
          Error loading orders: {toApiError(error).message}
        </p>
      )}
    >
      <Suspense key={key} fallback={<ListSkeleton label="Loading orders" rows={3} />}>
        <OrderResults
          search={scoped}
          onSearch={(update) => setSearch((previous) => update({ ...previous, after: undefined }))}
        />
      </Suspense>
    </CatchBoundary>
  )
}
