import CircleAlert from 'lucide-react/icons/circle-exclamation-point'
import Info from 'lucide-react/icons/info'
import Lock from 'lucide-react/icons/lock'
import { ChangedElsewhereBanner, NoticeBanner as Banner } from '@/components/layout/notice-banner'
import type { OrderDetailFragment } from '@/gql/graphql'
import { isShipped, type OrderStatus } from '@/shared/order-status'

const FINISHED: Partial<Record<OrderStatus, string>> = {
  DELIVERED: 'This order has been delivered. It can no longer be edited or cancelled; it can still be returned.',
  PICKED_UP: 'This order has been picked up. It can no longer be edited or cancelled; it can still be returned.',
  CANCELLED: 'This order was cancelled. It can no longer be changed.',
  RETURNED: 'This order was returned. It can no longer be changed.',
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
      {staleSince && <ChangedElsewhereBanner subject="order" onReload={onReload} />}
      {unsaved && !staleSince && (
        <Banner tone="warning" icon={<CircleAlert aria-hidden className="size-4" />}>
          You have unsaved changes.
        </Banner>
      )}
    </>
  )
}
