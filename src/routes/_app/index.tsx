import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { DashboardPage } from '@/features/dashboard/dashboard-page'
import { OrdersPage } from '@/features/orders/orders-page'
import { roleLabel } from '@/shared/permissions'

/** '/' is the Dashboard for developers and the Orders screen for everyone else. */
export const Route = createFileRoute('/_app/')({
  beforeLoad: ({ context }) => {
    const developer = roleLabel(context.user.roles) === 'Developer'
    requireArea(context.user, developer ? 'analytics' : 'orders')
    return { developer }
  },
  component: HomePage,
})

function HomePage() {
  const { developer } = Route.useRouteContext()
  return developer ? <DashboardPage /> : <OrdersPage />
}
