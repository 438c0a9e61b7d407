import { createFileRoute } from '@tanstack/react-router'
import { DetailPending } from '@/components/layout/page-pending'
import { OrderDetailPage } from '@/features/orders/components/order-detail-page'
import { OrderLoadError } from '@/features/orders/components/order-unavailable'
import { orderByIdOptions } from '@/features/orders/queries'
import { ForbiddenAreaError } from '@/lib/session/require-area'
import { canOpenOrders } from '@/shared/permissions'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/orders/$orderId')({
  beforeLoad: ({ context }) => {
    if (!canOpenOrders(context.user.roles)) throw new ForbiddenAreaError()
  },
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(orderByIdOptions(params.orderId)),
  head: ({ params }) => pageHead(`Order #${params.orderId}`),
  pendingComponent: () => <DetailPending label="Loading order" />,
  errorComponent: OrderLoadError,
  component: OrderDetailPage,
})
