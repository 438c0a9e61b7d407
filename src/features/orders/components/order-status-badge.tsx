import { cn } from '@/lib/cn'
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/shared/order-status'

const COLOURS: Record<OrderStatus, string> = {
  PENDING: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/50 dark:text-yellow-100',
  PROCESSING: 'bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200',
  SHIPPED: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-900/50 dark:text-indigo-200',
  READY_FOR_PICKUP: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-900/50 dark:text-indigo-200',
  DELIVERED: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  PICKED_UP: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  CANCELLED: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
  RETURNED: 'bg-muted text-foreground',
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', COLOURS[status])}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  )
}
