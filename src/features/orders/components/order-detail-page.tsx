import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import Pencil from 'lucide-react/icons/pencil'
import RotateCcw from 'lucide-react/icons/rotate-ccw'
import Save from 'lucide-react/icons/save'
import { useState } from 'react'
import { RecordHistory } from '@/components/audit/record-history'
import { CHANGED_ELSEWHERE_ID } from '@/components/layout/notice-banner'
import { useUnsavedChangesGuard } from '@/components/layout/unsaved-changes-guard'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { focusHandoff } from '@/components/ui/focus-handoff'
import { toApiError } from '@/lib/api-error'
import { usePermission } from '@/lib/session/use-permission'
import type { OrderDetailFragment } from '@/gql/graphql'
import { formatDateTime } from '@/lib/format'
import { toast } from '@/lib/toast'
import {
  allowedDeliveryMethods,
  canEditOrder,
  deliveryChangeBlockedReason,
  editBlockedReason,
  isFinished,
  ORDER_STATUS_LABELS,
} from '@/shared/order-status'
import { PermissionLevel } from '@/shared/permissions'
import {
  draftAddressErrors,
  draftHasErrors,
  draftOf,
  orderChanges,
  shownTotals,
  withDeliveryMethod,
  type OrderDraft,
} from '../order-draft'
import { orderByIdOptions, useLiveOrder, useUpdateOrder } from '../queries'
import { OrderAddressCard } from './order-address-card'
import { addressErrors } from './order-address-fields'
import { OrderBanners } from './order-banners'
import { OrderItemsCard } from './order-items-card'
import { OrderNotesCard } from './order-notes-card'
import { OrderPaymentCard } from './order-payment-card'
import { OrderStatusActions } from './order-status-actions'
import { OrderStatusBadge } from './order-status-badge'
import { OrderSummaryCard } from './order-summary-card'
import { OrderTimelineCard } from './order-timeline-card'
import { OrderTrackingCard } from './order-tracking-card'
import { OrderNotFound } from './order-unavailable'
import { SAVE_SHORTCUT } from '@/lib/page-shortcuts'

const route = getRouteApi('/_app/orders/$orderId')
const EDIT_ORDER = '[data-focus-name="edit-order"]'

interface Editing {
  /** The order as it was when editing began: what Save compares with and whose version it sends. */
  base: OrderDetailFragment
  draft: OrderDraft
}

export function OrderDetailPage() {
  const { orderId } = route.useParams()
  const { data: order } = useSuspenseQuery(orderByIdOptions(orderId))
  // Holders of customers View alone read a customer's order from the customer's page: no notes, no live updates.
  const mayReadOrders = usePermission('orders', PermissionLevel.View)
  const mayEdit = usePermission('orders', PermissionLevel.Edit)
  const mayCancel = usePermission('orders', PermissionLevel.Delete)
  const mayViewCustomer = usePermission('customers')
  const [editing, setEditing] = useState<Editing | null>(null)
  const [locked, setLocked] = useState(false)
  /** The address rules the draft broke when Save was pressed, keyed as the server's (address.shippingAddress.zip). */
  const [addressCheck, setAddressCheck] = useState<Record<string, string>>({})
  const update = useUpdateOrder()
  const guard = useUnsavedChangesGuard(editing !== null && orderChanges(editing.base, editing.draft) !== null)

  if (!order) return <OrderNotFound />

  const shown = editing?.draft ?? draftOf(order)
  const changes = editing ? orderChanges(editing.base, editing.draft) : null
  const blocked = editBlockedReason(order.status, locked)
  const invalid = editing !== null && draftHasErrors(editing.draft)
  const stale = editing !== null && editing.base.version !== order.version
  const saveError = update.isError ? toApiError(update.error) : null
  const fieldErrors = { ...addressCheck, ...saveError?.fieldErrors }
  const setDraft = (change: Partial<OrderDraft>) => {
    // An edit answers the server's refusal: its reasons go until the next Save.
    if (update.isError) update.reset()
    setAddressCheck({})
    setEditing(
      (current) => current && { ...current, draft: withDeliveryMethod({ ...current.draft, ...change }, current.base) },
    )
  }

  /** Leaves editing; focus goes from the button that did it to Edit Order, which takes the place of both. */
  const stopEditing = (handOff: () => void) => {
    update.reset()
    setAddressCheck({})
    setEditing(null)
    handOff()
  }
  const save = async (button: HTMLElement) => {
    if (!editing || !changes || invalid || stale) return
    const addressRefusals = draftAddressErrors(editing.base, editing.draft)
    setAddressCheck(addressRefusals)
    if (Object.keys(addressRefusals).length > 0) return
    const handOff = focusHandoff(button, EDIT_ORDER)
    const saved = await update.mutateAsync({ orderId: order.id, order: changes }).catch(() => null)
    if (!saved) return
    stopEditing(handOff)
    toast.success(`Order #${saved.id} saved`)
  }
  const statusChanged = (changed: OrderDetailFragment) => {
    setEditing(null)
    if (!canEditOrder(changed.status)) setLocked(true)
    toast.success(`Order #${changed.id} is now ${ORDER_STATUS_LABELS[changed.status]}`)
  }

  return (
    <>
      {guard.dialog}
      {mayReadOrders && <LiveOrder orderId={orderId} />}
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-2">
          <Button
            asChild
            variant="ghost"
            size="icon"
            aria-label={mayReadOrders ? 'Back to Orders' : 'Back to Customer'}
          >
            {mayReadOrders || !order.customerId ? (
              <Link to="/orders">
                <ArrowLeft aria-hidden />
              </Link>
            ) : (
              <Link to="/customers/$customerId" params={{ customerId: order.customerId }}>
                <ArrowLeft aria-hidden />
              </Link>
            )}
          </Button>
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold tracking-tight">Order #{order.id}</h1>
              <OrderStatusBadge status={order.status} />
            </div>
            <p className="text-sm text-muted-foreground">
              Placed {formatDateTime(order.orderTime)} by{' '}
              {mayViewCustomer && order.customerId ? (
                <Link
                  to="/customers/$customerId"
                  params={{ customerId: order.customerId }}
                  className="underline underline-offset-4 hover:text-foreground"
                >
                  {order.customerName}
                </Link>
              ) : (
                order.customerName
              )}
            </p>
          </div>
        </div>
        {/* Its buttons replace each other: focus moves to the successor (focus-return.ts). */}
        <div data-focus-group className="flex flex-wrap items-center gap-2">
          {editing ? (
            <>
              <Button
                variant="outline"
                onClick={(event) => stopEditing(focusHandoff(event.currentTarget, EDIT_ORDER))}
                disabled={update.isPending}
              >
                <RotateCcw aria-hidden /> Revert
              </Button>
              <Button
                onClick={(event) => void save(event.currentTarget)}
                aria-keyshortcuts={SAVE_SHORTCUT}
                disabled={!changes || invalid || stale || update.isPending}
                aria-describedby={stale ? CHANGED_ELSEWHERE_ID : undefined}
              >
                <Save aria-hidden /> {update.isPending ? 'Saving...' : 'Save'}
              </Button>
            </>
          ) : (
            <>
              <OrderStatusActions order={order} mayEdit={mayEdit} mayCancel={mayCancel} onChanged={statusChanged} />
              {mayEdit && !isFinished(order.status) && (
                <Button
                  variant="outline"
                  data-focus-name="edit-order"
                  disabled={blocked !== null}
                  title={blocked ?? undefined}
                  onClick={(event) => {
                    update.reset()
                    setEditing({ base: order, draft: draftOf(order) })
                    focusHandoff(event.currentTarget)()
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
        staleSince={stale ? order : null}
        onReload={() => {
          // The refused save's reason no longer applies to the reloaded order.
          update.reset()
          setEditing({ base: order, draft: draftOf(order) })
        }}
      />
      {saveError && (
        <Alert variant="destructive" className="mb-4">
          <AlertDescription>Failed to save the order: {saveError.message}</AlertDescription>
        </Alert>
      )}
      {Object.keys(addressCheck).length > 0 && (
        <Alert variant="destructive" className="mb-4">
          <AlertDescription>
            Failed to save the order:{' '}
            {editing?.draft.deliveryMethod !== order.deliveryMethod
              ? 'a delivery needs a complete shipping address; fill it in below.'
              : 'correct the address below.'}
          </AlertDescription>
        </Alert>
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <OrderItemsCard
            lines={shown.lines}
            editing={editing !== null}
            onLinesChange={(lines) => setDraft({ lines })}
            serverErrors={saveError?.fieldErrors}
          />
          <OrderSummaryCard
            draft={shown}
            editing={editing !== null}
            onDraftChange={setDraft}
            deliveryMethods={allowedDeliveryMethods(order.status, order.deliveryMethod)}
            deliveryLockedReason={mayEdit ? deliveryChangeBlockedReason(order.status) : null}
            serverErrors={saveError?.fieldErrors}
          />
          {mayReadOrders && <OrderNotesCard orderId={order.id} mayAdd={mayEdit} />}
          <OrderTimelineCard orderId={order.id} newest={order.events} />
          {/* The log of an order is read with orders View; customers View alone opens the order without it. */}
          {mayReadOrders && <RecordHistory recordType="ORDER" recordId={order.id} />}
        </div>
        <div className="flex flex-col gap-6">
          <OrderPaymentCard
            payments={order.payments}
            paymentMethod={shown.paymentMethod}
            total={editing ? (shownTotals(editing.draft)?.total ?? null) : order.totalAmount}
            editing={editing !== null}
            onPaymentMethodChange={(paymentMethod) => setDraft({ paymentMethod })}
          />
          <OrderTrackingCard
            trackingNumber={shown.trackingNumber}
            carrier={shown.carrier}
            shippingNotes={shown.shippingNotes}
            editing={editing !== null}
            onChange={setDraft}
          />
          <OrderAddressCard
            title="Shipping Address"
            address={shown.deliveryMethod === 'PICKUP' ? null : order.shippingAddress}
            emptyText={shown.deliveryMethod === 'PICKUP' ? 'None: the customer picks the order up.' : 'None'}
            draft={editing?.draft.shippingAddress}
            onDraftChange={(shippingAddress) => setDraft({ shippingAddress })}
            errors={addressErrors(fieldErrors, 'address.shippingAddress')}
          />
          <OrderAddressCard
            title="Billing Address"
            address={order.billingAddress}
            draft={editing?.draft.billingAddress}
            onDraftChange={(billingAddress) => setDraft({ billingAddress })}
            errors={addressErrors(fieldErrors, 'address.billingAddress')}
          />
        </div>
      </div>
    </>
  )
}

/** Keeps the open order current as it changes elsewhere. */
function LiveOrder({ orderId }: { orderId: string }) {
  useLiveOrder(orderId)
  return null
}
