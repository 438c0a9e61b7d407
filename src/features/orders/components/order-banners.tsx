import { CircleAlert, Info, Lock } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import type { OrderDetailFragment } from '@/gql/graphql'
import { cn } from '@/lib/cn'
import { isShipped, type OrderStatus } from '@/shared/order-status'

const FINISHED: Partial<Record<OrderStatus, string>> = {
  DELIVERED: 'This order has been delivered. It can no longer be edited or cancelled; it can still be returned.',
  PICKED_UP: 'This order has been picked up. It can no longer be edited or cancelled; it can still be returned.',
  CANCELLED: 'This order was cancelled. It can no longer be changed.',
  RETURNED: 'This order was returned. It can no longer be changed.',
}

function Banner({ tone, icon, children }: { tone: 'info' | 'warning'; icon: ReactNode; children: ReactNode }) {
  return (
    <div
      role="status"
      className={cn(
        'mb-4 flex flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-sm',
        tone === 'warning'
          ? 'border-amber-500/50 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100'
          : 'bg-muted/50',
      )}
    >
      {icon}
      {children}
    </div>
  )
}

/** What the user should know about the order's state before touching it. */
export function OrderBanners({
  order,
  editBlocked,
  unsaved,
  staleSince,
  onReload,
}: {
  order: OrderDetailFragment
  editBlocked: string | null
  unsaved: boolean
  /** The newer order someone else saved while this user was editing. */
  staleSince: OrderDetailFragment | null
  onReload: () => void
}) {
  const finished = FINISHED[order.status]
  return (
    <>
      {finished && (
        <Banner tone="info" icon={<Lock aria-hidden className="size-4" />}>
          {finished}
        </Banner>
      )}
      {isShipped(order.status) && (
        <Banner tone="info" icon={<Info aria-hidden className="size-4" />}>
          This order has shipped: most fields cannot be modified, and addresses and amounts are read-only.
        </Banner>
      )}
      {editBlocked && !finished && !isShipped(order.status) && (
        <Banner tone="info" icon={<Lock aria-hidden className="size-4" />}>
          {editBlocked}.
        </Banner>
      )}
      {staleSince && (
        <Banner tone="warning" icon={<CircleAlert aria-hidden className="size-4" />}>
          <span className="flex-1">
            Someone else changed this order while you were editing. Saving now would be refused: reload it to see their
            changes.
          </span>
          <Button size="sm" variant="outline" onClick={onReload}>
            Reload order
          </Button>
        </Banner>
      )}
      {unsaved && !staleSince && (
        <Banner tone="warning" icon={<CircleAlert aria-hidden className="size-4" />}>
          You have unsaved changes.
        </Banner>
      )}
    </>
  )
}
