export const ORDER_STATUSES = [
  'PENDING',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'RETURNED',
  'READY_FOR_PICKUP',
  'PICKED_UP',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const DELIVERY_METHODS = ['DELIVERY', 'LOCAL_DELIVERY', 'PICKUP'] as const
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number]

export const PAYMENT_METHODS = ['CASH', 'CREDIT_CARD'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  RETURNED: 'Returned',
  READY_FOR_PICKUP: 'Ready for Pickup',
  PICKED_UP: 'Picked Up',
}

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  DELIVERY: 'Delivery',
  LOCAL_DELIVERY: 'Local Delivery',
  PICKUP: 'Pickup',
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { CASH: 'Cash', CREDIT_CARD: 'Credit Card' }

const comparable = (text: string) => text.replace(/_/g, '').toUpperCase()

function find<T extends string>(values: readonly T[], text: string | null | undefined): T | undefined {
  const wanted = comparable(text ?? '')
  return values.find((value) => comparable(value) === wanted)
}

/** The status the text names ignoring case and underscores, or undefined: for filters, where a typo must not match. */
export const findOrderStatus = (text: string) => find(ORDER_STATUSES, text)
export const findDeliveryMethod = (text: string) => find(DELIVERY_METHODS, text)
export const findPaymentMethod = (text: string) => find(PAYMENT_METHODS, text)

const DELIVERY_CHAIN: readonly OrderStatus[] = ['PENDING', 'PROCESSING', 'SHIPPED', 'DELIVERED']
const PICKUP_CHAIN: readonly OrderStatus[] = ['PENDING', 'PROCESSING', 'READY_FOR_PICKUP', 'PICKED_UP']

export function statusChain(method: DeliveryMethod): readonly OrderStatus[] {
  return method === 'PICKUP' ? PICKUP_CHAIN : DELIVERY_CHAIN
}

/** The one status an order may move to next, or null at the end of its chain or off it. */
export function nextOrderStatus(status: OrderStatus, method: DeliveryMethod): OrderStatus | null {
  const chain = statusChain(method)
  const at = chain.indexOf(status)
  return at >= 0 && at < chain.length - 1 ? (chain[at + 1] ?? null) : null
}

/** Delivered, picked up, cancelled or returned: nothing more happens to the order but a return. */
export const isFinished = (status: OrderStatus) =>
  status === 'DELIVERED' || status === 'PICKED_UP' || status === 'CANCELLED' || status === 'RETURNED'

/** Shipped or ready for pickup: addresses and amounts are read-only. */
export const isShipped = (status: OrderStatus) => status === 'SHIPPED' || status === 'READY_FOR_PICKUP'

export const canEditOrder = (status: OrderStatus) => status === 'PENDING' || status === 'PROCESSING'
export const canCancelOrder = (status: OrderStatus) => !isFinished(status)
export const canReturnOrder = (status: OrderStatus) => status === 'DELIVERED' || status === 'PICKED_UP'
/** The status control is hidden on cancelled and returned orders. */
export const hasStatusControl = (status: OrderStatus) => status !== 'CANCELLED' && status !== 'RETURNED'

/** Why an order cannot be edited, or null when it can. */
export function editBlockedReason(status: OrderStatus, lockedAfterStatusChange = false): string | null {
  if (lockedAfterStatusChange) return 'Cannot edit after status change'
  if (status === 'CANCELLED') return 'Cannot edit cancelled orders'
  if (status === 'RETURNED') return 'Cannot edit returned orders'
  if (status === 'DELIVERED' || status === 'PICKED_UP') return 'Cannot edit completed orders'
  if (isShipped(status)) return 'Cannot edit shipped orders'
  return null
}

/** Why the order cannot move to `target`, or null when `target` is its next step. */
export function statusChangeBlockedReason(
  status: OrderStatus,
  method: DeliveryMethod,
  target: OrderStatus,
): string | null {
  const next = nextOrderStatus(status, method)
  if (target === next) return null
  if (target === 'CANCELLED' || target === 'RETURNED')
    return `Use ${target === 'CANCELLED' ? 'cancel' : 'return'} to mark the order ${ORDER_STATUS_LABELS[target].toLowerCase()}`
  if (!next) return `A ${ORDER_STATUS_LABELS[status].toLowerCase()} order has no next status`
  return `The status can only move one step at a time: from ${ORDER_STATUS_LABELS[status]} to ${ORDER_STATUS_LABELS[next]}`
}

/** Why the order cannot be cancelled, or null when it can. */
export function cancelBlockedReason(status: OrderStatus): string | null {
  if (canCancelOrder(status)) return null
  if (status === 'CANCELLED') return 'This order is already cancelled'
  if (status === 'RETURNED') return 'Cannot cancel returned orders'
  return 'Cannot cancel completed orders; return them instead'
}

/** Why the order cannot be returned, or null when it can. */
export function returnBlockedReason(status: OrderStatus): string | null {
  if (canReturnOrder(status)) return null
  if (status === 'RETURNED') return 'This order is already returned'
  return 'Only delivered or picked-up orders can be returned'
}

/**
 * Why the order's delivery method cannot change now, or null when it can: a pending or processing order switches
 * freely between delivery, local delivery and pickup (a delivery then needs a shipping address).
 */
export function deliveryChangeBlockedReason(status: OrderStatus): string | null {
  if (canEditOrder(status)) return null
  if (status === 'SHIPPED') return 'Shipped orders keep their delivery method'
  if (status === 'READY_FOR_PICKUP') return 'Orders ready for pickup keep their delivery method'
  if (status === 'CANCELLED') return 'Cancelled orders keep their delivery method'
  if (status === 'RETURNED') return 'Returned orders keep their delivery method'
  return 'Completed orders keep their delivery method'
}

/** The delivery methods an order may be given now: any while it can change, otherwise only its own. */
export const allowedDeliveryMethods = (status: OrderStatus, current: DeliveryMethod): readonly DeliveryMethod[] =>
  deliveryChangeBlockedReason(status) === null ? DELIVERY_METHODS : [current]

/** What a bulk status change needs to know of each order. */
export interface OrderAtStatus {
  id: string
  status: OrderStatus
  deliveryMethod: DeliveryMethod
}

/** The statuses every one of these orders may move to next (one at most: each order has one next step). */
export function commonNextStatuses(orders: readonly Omit<OrderAtStatus, 'id'>[]): OrderStatus[] {
  const next = new Set(orders.map((order) => nextOrderStatus(order.status, order.deliveryMethod)))
  const [only] = next
  return orders.length > 0 && next.size === 1 && only ? [only] : []
}

/** The orders that cannot move to `target`, each with why, by number. */
export function ordersRefusingStatus(
  orders: readonly OrderAtStatus[],
  target: OrderStatus,
): { orderId: string; reason: string }[] {
  return orders.flatMap((order) => {
    const reason = statusChangeBlockedReason(order.status, order.deliveryMethod, target)
    return reason ? [{ orderId: order.id, reason }] : []
  })
}

/** The statuses a bulk change offers: each that is some order's next step, in the order of the chains. */
export const BULK_STATUS_TARGETS: readonly OrderStatus[] = [
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'READY_FOR_PICKUP',
  'PICKED_UP',
]
