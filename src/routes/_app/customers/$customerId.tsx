import { createFileRoute } from '@tanstack/react-router'
import { DetailPending } from '@/components/layout/page-pending'
import { CustomerPage } from '@/features/customers/components/customer-page'
import { customerOptions } from '@/features/customers/queries'
import { CustomerOrders } from '@/features/orders/components/customer-orders'
import { orderSearchOptions } from '@/features/orders/order-list-query'
import { customerOrderSearch } from '@/features/orders/order-list-search'
import { requireArea } from '@/lib/session/require-area'
import { usePermission } from '@/lib/session/use-permission'
import { pageHead } from '@/lib/page-title'
import { can, PermissionLevel } from '@/shared/permissions'

export const Route = createFileRoute('/_app/customers/$customerId')({
  beforeLoad: ({ context }) => requireArea(context.user, 'customers'),
  loader: ({ context: { queryClient, user }, params }) => {
    // The customer's orders load beside them, for those who may read orders.
    if (can(user.roles, 'orders'))
      void queryClient.prefetchQuery(orderSearchOptions(customerOrderSearch(params.customerId)))
    return queryClient.ensureQueryData(customerOptions(params.customerId))
  },
  head: () => pageHead('Customer'),
  pendingComponent: () => <DetailPending label="Loading customer" />,
  component: CustomerRoute,
})

/** The customer's page with their orders from the orders list, for viewers who may read orders. */
function CustomerRoute() {
  const { customerId } = Route.useParams()
  const mayViewOrders = usePermission('orders', PermissionLevel.View)
  return (
    <CustomerPage
      orders={
        mayViewOrders ? (
          <CustomerOrders customerId={customerId} />
        ) : (
          <p className="text-sm text-muted-foreground">Their orders show to those who hold the orders area.</p>
        )
      }
    />
  )
}
