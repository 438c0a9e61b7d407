import ArrowRight from 'lucide-react/icons/arrow-right'
import Ban from 'lucide-react/icons/ban'
import Undo2 from 'lucide-react/icons/undo-2'
import { useState } from 'react'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import type { OrderDetailFragment } from '@/gql/graphql'
import {
  canCancelOrder,
  canReturnOrder,
  hasStatusControl,
  nextOrderStatus,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from '@/shared/order-status'
import { useCancelOrder, useReturnOrder, useUpdateOrderStatus } from '../queries'
import { OrderActionButton } from './order-action-button'

type Changed = (order: OrderDetailFragment) => void

const NO_SHIPMENT = { trackingNumber: '', carrier: '' }

/** The one next step of the order's chain (spec part 2 §4), after a confirmation. */
function NextStatusButton({
  order,
  next,
  onChanged,
}: {
  order: OrderDetailFragment
  next: OrderStatus
  onChanged: Changed
}) {
  const label = ORDER_STATUS_LABELS[next]
  const shipping = next === 'SHIPPED'
  const [shipment, setShipment] = useState(NO_SHIPMENT)
  // The tracking number and carrier go with the step to Shipped only: a later step sends none (the server refuses them).
  const mutation = useUpdateOrderStatus(order, next, shipping ? shipment : NO_SHIPMENT)
  return (
    <OrderActionButton
      label={`Mark as ${label}`}
      icon={<ArrowRight aria-hidden />}
      variant="default"
      title="Change order status"
      description={`Are you sure you want to change the order status to "${label}"?`}
      confirmLabel="Update Status"
      pendingLabel="Updating..."
      failure="Failed to update order status"
      mutation={mutation}
      onDone={onChanged}
      onOpen={() => setShipment({ trackingNumber: order.trackingNumber ?? '', carrier: order.carrier ?? '' })}
    >
      {shipping && (
        <>
          <FormField label="Carrier" hint="Optional: who carries the parcel (UPS, DHL, a local courier).">
            {(control) => (
              <Input
                {...control}
                value={shipment.carrier}
                maxLength={60}
                autoComplete="off"
                onChange={(event) => setShipment((current) => ({ ...current, carrier: event.target.value }))}
              />
            )}
          </FormField>
          <FormField label="Tracking number" hint="Optional: the carrier's number for this parcel.">
            {(control) => (
              <Input
                {...control}
                value={shipment.trackingNumber}
                maxLength={100}
                autoComplete="off"
                onChange={(event) => setShipment((current) => ({ ...current, trackingNumber: event.target.value }))}
              />
            )}
          </FormField>
        </>
      )}
    </OrderActionButton>
  )
}

function CancelOrderButton({ order, onChanged }: { order: OrderDetailFragment; onChanged: Changed }) {
  return (
    <OrderActionButton
      label="Cancel Order"
      icon={<Ban aria-hidden />}
      variant="destructive"
      title={`Cancel order #${order.id}?`}
      description="Are you sure you want to cancel this order? This action cannot be undone."
      confirmLabel="Cancel Order"
      cancelLabel="Keep Order"
      pendingLabel="Cancelling..."
      failure="Failed to cancel order"
      mutation={useCancelOrder(order)}
      onDone={onChanged}
    />
  )
}

function ReturnOrderButton({ order, onChanged }: { order: OrderDetailFragment; onChanged: Changed }) {
  return (
    <OrderActionButton
      label="Return"
      icon={<Undo2 aria-hidden />}
      title={`Return order #${order.id}?`}
      description="Are you sure you want to return this order? This action cannot be undone and will mark the order as returned."
      confirmLabel="Return Order"
      pendingLabel="Returning..."
      failure="Failed to return order"
      mutation={useReturnOrder(order)}
      onDone={onChanged}
    />
  )
}

/** Status step, return and cancel, each shown only when the order's state and the user's level allow it. */
export function OrderStatusActions({
  order,
  mayEdit,
  mayCancel,
  onChanged,
}: {
  order: OrderDetailFragment
  mayEdit: boolean
  mayCancel: boolean
  onChanged: Changed
}) {
  const next = hasStatusControl(order.status) ? nextOrderStatus(order.status, order.deliveryMethod) : null
  return (
    <>
      {mayEdit && next && <NextStatusButton key={next} order={order} next={next} onChanged={onChanged} />}
      {mayEdit && canReturnOrder(order.status) && <ReturnOrderButton order={order} onChanged={onChanged} />}
      {mayCancel && canCancelOrder(order.status) && <CancelOrderButton order={order} onChanged={onChanged} />}
    </>
  )
}
