import { createFileRoute } from '@tanstack/react-router'
import { OrderListPage } from '@/features/orders/components/order-list-page'
import { OrderListSearch } from '@/features/orders/order-list-search'
import { orderSearchOptions } from '@/features/orders/order-list-query'
import { requireArea } from '@/lib/session/require-area'
import { waitOnEnter } from '@/lib/route-loading'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/orders/')({
  // A first screen (src/first-visit/first-screens.ts): its loader stays in the entry file, so its query goes
  // out beside GetMe.
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
  validateSearch: OrderListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requireArea(context.user, 'orders'),
  loader: ({ context: { queryClient }, deps, cause }) =>
    waitOnEnter(cause, queryClient.ensureQueryData(orderSearchOptions(deps))),
  head: () => pageHead('Orders'),
  component: OrdersRoute,
})

function OrdersRoute() {
  const navigate = Route.useNavigate()
  // A cursor holds only for the step to the next page it was made for: any other change drops it.
  return (
    <OrderListPage
      search={Route.useSearch()}
      onSearch={(update) => navigate({ search: (previous) => update({ ...previous, after: undefined }) })}
    />
  )
}
