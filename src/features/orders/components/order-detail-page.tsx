import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { ArrowLeft, Pencil, RotateCcw, Save } from 'lucide-react'
import { useState } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuth } from '@/features/auth/auth-store'
import type { OrderDetailFragment } from '@/gql/graphql'
import { formatDateTime } from '@/lib/format'
import { showFlash } from '@/lib/flash'
import { canEditOrder, editBlockedReason, isFinished } from '@/shared/order-status'
import { can, PermissionLevel } from '@/shared/permissions'
import { draftOf, orderChanges, type OrderDraft } from '../order-draft'
import { orderByIdOptions, useLiveOrder, useUpdateOrder } from '../queries'
import { OrderAddressCard } from './order-address-card'
import { OrderBanners } from './order-banners'
import { OrderItemsCard } from './order-items-card'
import { OrderPaymentCard } from './order-payment-card'
import { OrderStatusActions } from './order-status-actions'
import { OrderStatusBadge } from './order-status-badge'
import { OrderSummaryCard } from './order-summary-card'
import { OrderTimelineCard } from './order-timeline-card'
import { OrderTrackingCard } from './order-tracking-card'
import { OrderUnavailable } from './order-unavailable'

const route = getRouteApi('/_app/orders/$orderId')

interface Editing {
  /** The order as it was when editing began: what Save compares with and whose version it sends. */
  base: OrderDetailFragment
  draft: OrderDraft
}

export function OrderDetailPage() {
  const { orderId } = route.useParams()
  const query = useQuery(orderByIdOptions(orderId))
  useLiveOrder(orderId)
  const { user } = useAuth()
  const mayEdit = user !== null && can(user.roles, 'orders', PermissionLevel.Edit)
  const mayCancel = user !== null && can(user.roles, 'orders', PermissionLevel.Delete)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [locked, setLocked] = useState(false)
  const update = useUpdateOrder()

  if (query.isError || query.data === null)
    return <OrderUnavailable error={query.error} retry={() => query.refetch()} />
  const order = query.data
  if (!order) return <OrderSkeleton />

  const shown = editing?.draft ?? draftOf(order)
  const changes = editing ? orderChanges(editing.base, editing.draft) : null
  const blocked = editBlockedReason(order.status, locked)
  const setDraft = (change: Partial<OrderDraft>) =>
    setEditing((current) => current && { ...current, draft: { ...current.draft, ...change } })

  const save = async () => {
    if (!editing || !changes) return
    const saved = await update.mutateAsync({ orderId: order.id, order: changes }).catch(() => null)
    if (!saved) return
    setEditing(null)
    showFlash(`Order #${saved.id} saved`)
  }
  const statusChanged = (changed: OrderDetailFragment) => {
    setEditing(null)
    if (!canEditOrder(changed.status)) setLocked(true)
  }

  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-2">
          <Button asChild variant="ghost" size="icon" aria-label="Back to Orders">
            <Link to="/orders">
              <ArrowLeft aria-hidden />
            </Link>
          </Button>
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold tracking-tight">Order #{order.id}</h1>
              <OrderStatusBadge status={order.status} />
            </div>
            <p className="text-sm text-muted-foreground">
              Placed {formatDateTime(order.orderTime)} by {order.customerName}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {editing ? (
            <>
              <Button
                variant="outline"
                onClick={() => {
                  update.reset()
                  setEditing(null)
                }}
                disabled={update.isPending}
              >
                <RotateCcw aria-hidden /> Revert
              </Button>
              <Button onClick={() => void save()} disabled={!changes || update.isPending}>
                <Save aria-hidden /> {update.isPending ? 'Saving...' : 'Save'}
              </Button>
            </>
          ) : (
            <>
              <OrderStatusActions order={order} mayEdit={mayEdit} mayCancel={mayCancel} onChanged={statusChanged} />
              {mayEdit && !isFinished(order.status) && (
                <Button
                  variant="outline"
                  disabled={blocked !== null}
                  title={blocked ?? undefined}
                  onClick={() => {
                    update.reset()
                    setEditing({ base: order, draft: draftOf(order) })
                  }}
                >
                  <Pencil aria-hidden /> Edit Order
                </Button>
              )}
              {locked && (
                <Button asChild variant="outline">
                  <Link to="/orders">Return to Orders</Link>
                </Button>
              )}
            </>
          )}
        </div>
      </div>

      <OrderBanners
        order={order}
        editBlocked={mayEdit && !isFinished(order.status) ? blocked : null}
        unsaved={changes !== null}
        staleSince={editing && editing.base.version !== order.version ? order : null}
        onReload={() => setEditing({ base: order, draft: draftOf(order) })}
      />
      {update.isError && (
        <Alert variant="destructive" className="mb-4">
          <AlertDescription>Failed to save the order: {update.error.message}</AlertDescription>
        </Alert>
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <OrderItemsCard
            lines={shown.lines}
            editing={editing !== null}
            onLinesChange={(lines) => setDraft({ lines })}
          />
          <OrderSummaryCard draft={shown} editing={editing !== null} onDraftChange={setDraft} />
          <OrderTimelineCard events={order.events} />
        </div>
        <div className="flex flex-col gap-6">
          <OrderPaymentCard
            payments={order.payments}
            paymentMethod={shown.paymentMethod}
            editing={editing !== null}
            onPaymentMethodChange={(paymentMethod) => setDraft({ paymentMethod })}
          />
          <OrderTrackingCard
            trackingNumber={shown.trackingNumber}
            shippingNotes={shown.shippingNotes}
            editing={editing !== null}
            onChange={setDraft}
          />
          <OrderAddressCard title="Shipping Address" address={order.shippingAddress} />
          <OrderAddressCard title="Billing Address" address={order.billingAddress} />
        </div>
      </div>
    </>
  )
}

function OrderSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading order</span>
      <Skeleton className="h-10 w-1/3" />
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-80 lg:col-span-2" />
        <Skeleton className="h-80" />
      </div>
    </div>
  )
}
