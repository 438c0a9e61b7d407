import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { OrdersPage } from '@/features/orders/orders-page'

export const Route = createFileRoute('/_app/orders/')({
  beforeLoad: ({ context }) => requireArea(context.user, 'orders'),
  component: OrdersPage,
})
