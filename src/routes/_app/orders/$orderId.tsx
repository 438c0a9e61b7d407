import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { OrderDetailPage } from '@/features/orders/components/order-detail-page'
import { orderByIdOptions } from '@/features/orders/queries'

export const Route = createFileRoute('/_app/orders/$orderId')({
  beforeLoad: ({ context }) => requireArea(context.user, 'orders'),
  loader: ({ context: { queryClient }, params }) => queryClient.prefetchQuery(orderByIdOptions(params.orderId)),
  component: OrderDetailPage,
})
