import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { OrderListPage } from '@/features/orders/components/order-list-page'
import { OrderListSearch } from '@/features/orders/order-list-search'
import { orderSearchOptions } from '@/features/orders/queries'

export const Route = createFileRoute('/_app/orders/')({
  validateSearch: OrderListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requireArea(context.user, 'orders'),
  loader: ({ context: { queryClient }, deps }) => queryClient.prefetchQuery(orderSearchOptions(deps)),
  component: OrdersRoute,
})

function OrdersRoute() {
  const navigate = Route.useNavigate()
  return (
    <OrderListPage search={Route.useSearch()} onSearch={(update) => navigate({ search: update })} />
  )
}
