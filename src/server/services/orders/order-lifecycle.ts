import { badInput } from '@/server/errors'
import { parseArgument } from '@/server/parse-input'
import type { LiveWrite } from '@/server/services/shared/live-write'
import { changeOrder } from '@/server/services/orders/order-change'
import { changeStock } from '@/server/services/inventory/stock-ledger'
import {
  cancelBlockedReason,
  ORDER_STATUS_LABELS,
  returnBlockedReason,
  statusChangeBlockedReason,
  type OrderStatus,
} from '@/shared/order-status'
import { CarrierSchema, OrderReasonSchema, TrackingNumberSchema } from '@/shared/order-schemas'

/** What the step to SHIPPED may record with it. */
export interface ShipmentInput {
  trackingNumber?: string | null
  carrier?: string | null
}

/**
 * Moves the order one step along its delivery or pickup chain; any other status is refused. A tracking number and a
 * carrier may come with the step to SHIPPED, in the same change.
 */
export function advanceOrderStatus({
  db,
  live,
  viewer,
  orderId,
  target,
  version,
  shipment = {},
}: LiveWrite & { orderId: string; target: OrderStatus; version: number | null | undefined; shipment?: ShipmentInput }) {
  const trackingNumber = parseArgument('trackingNumber', TrackingNumberSchema, shipment.trackingNumber)
  const carrier = parseArgument('carrier', CarrierSchema, shipment.carrier)
  if ((trackingNumber || carrier) && target !== 'SHIPPED') {
    const field = trackingNumber ? 'trackingNumber' : 'carrier'
    throw badInput('A tracking number and carrier go with the step to Shipped', {
      [field]: 'Only with the step to Shipped',
    })
  }
  return changeOrder({ db, live, viewer, orderId, version }, (_tx, order) => {
    const blocked = statusChangeBlockedReason(order.status, order.deliveryMethod, target)
    if (blocked) throw badInput(blocked, { orderStatus: blocked })
    const tracked = trackingNumber && trackingNumber !== order.trackingNumber
    const carried = carrier && carrier !== order.carrier
    const shipped = [carried && `carrier ${carrier}`, tracked && `tracking number ${trackingNumber}`].filter(Boolean)
    return {
      values: { status: target, ...(tracked ? { trackingNumber } : {}), ...(carried ? { carrier } : {}) },
      event: {
        type: 'STATUS_CHANGED',
        message: [`Status changed to ${ORDER_STATUS_LABELS[target]}`, ...shipped].join(', '),
        changes: {
          status: { from: order.status, to: target },
          ...(tracked ? { trackingNumber: { from: order.trackingNumber, to: trackingNumber } } : {}),
          ...(carried ? { carrier: { from: order.carrier, to: carrier } } : {}),
        },
      },
    }
  })
}

const CLOSINGS = {
  CANCELLED: { blockedReason: cancelBlockedReason, verb: 'cancelled' },
  RETURNED: { blockedReason: returnBlockedReason, verb: 'returned' },
} as const

/** Cancels or returns the order and puts its lines back in stock, in one transaction. */
export function closeOrder({
  db,
  live,
  viewer,
  orderId,
  outcome,
  reason: reasonInput,
  version,
}: LiveWrite & {
  orderId: string
  outcome: keyof typeof CLOSINGS
  reason: string | null | undefined
  version: number | null | undefined
}) {
  const { blockedReason, verb } = CLOSINGS[outcome]
  const reason = parseArgument('reason', OrderReasonSchema, reasonInput, `The order could not be ${verb}`)
  return changeOrder({ db, live, viewer, orderId, version }, (_tx, order) => {
    const blocked = blockedReason(order.status)
    if (blocked) throw badInput(blocked, { status: blocked })
    return {
      values: { status: outcome },
      event: {
        type: outcome,
        message: reason ? `Order ${verb}: ${reason}` : `Order ${verb}`,
        changes: { status: { from: order.status, to: outcome }, ...(reason ? { reason } : {}) },
      },
      apply: async (tx) => {
        await changeStock(
          tx,
          order.items.map((item) => ({ productId: item.productId, add: item.quantity })),
          { reason: `Order ${order.id} ${verb}`, actorId: viewer.user.id, field: 'products' },
        )
      },
    }
  })
}
