import { createFileRoute } from '@tanstack/react-router'
import { DetailPending } from '@/components/layout/page-pending'
import { CustomerPage } from '@/features/customers/components/customer-page'
import { customerOptions } from '@/features/customers/queries'
import { CustomerOrders } from '@/features/orders/components/customer-orders'
import { orderSearchOptions } from '@/features/orders/order-list-query'
import { customerOrderSearch } from '@/features/orders/order-list-search'
import { requireArea } from '@/lib/session/require-area'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/customers/$customerId')({
  beforeLoad: ({ context }) => requireArea(context.user, 'customers'),
  loader: ({ context: { queryClient }, params }) => {
    // The customer's orders load beside them: every holder of customers View may read them (orderById, searchOrders).
    void queryClient.prefetchQuery(orderSearchOptions(customerOrderSearch(params.customerId)))
    return queryClient.ensureQueryData(customerOptions(params.customerId))
  },
  head: () => pageHead('Customer'),
  pendingComponent: () => <DetailPending label="Loading customer" />,
  component: CustomerRoute,
})

/** The customer's page with their orders from the orders list. */
function CustomerRoute() {
  const { customerId } = Route.useParams()
  return <CustomerPage orders={<CustomerOrders customerId={customerId} />} />
}
