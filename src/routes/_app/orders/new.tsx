import { createFileRoute } from '@tanstack/react-router'
import { OrderCreatePage } from '@/features/orders/components/order-create-page'
import { requireArea } from '@/lib/session/require-area'
import { pageHead } from '@/lib/page-title'
import { PermissionLevel } from '@/shared/permissions'

export const Route = createFileRoute('/_app/orders/new')({
  beforeLoad: ({ context }) => requireArea(context.user, 'orders', PermissionLevel.Create),
  head: () => pageHead('Create Order'),
  component: OrderCreatePage,
})
