import { transaction } from '@/server/db/transaction'
import type { Tx } from '@/server/db/client'
import { conflict, notFound } from '@/server/errors'
import type { ChangeKind } from '@/server/live/live-events'
import { appendOrderEvent, claimOrderVersion, type OrderValues } from '@/server/repositories/order-change-repository'
import { parseOrderId } from '@/server/repositories/order-ids'
import {
  findOrderById,
  findOrderForChange,
  type OrderForChange,
  type OrderModel,
} from '@/server/repositories/order-repository'
import type { LiveWrite } from '@/server/services/shared/live-write'
import { fullName } from '@/shared/names'

export const STALE_ORDER_MESSAGE =
  'Someone else changed this order after you loaded it. Reload the order to see their changes, then try again.'

type OrderEventType = 'EDITED' | 'STATUS_CHANGED' | 'CANCELLED' | 'RETURNED'

/** The kind of change live-update subscribers hear for each timeline event. */
const CHANGE_KINDS: Record<OrderEventType, ChangeKind> = {
  EDITED: 'EDIT',
  STATUS_CHANGED: 'STATUS',
  CANCELLED: 'CANCEL',
  RETURNED: 'RETURN',
}

/** What a change does to an order: decided from the order as loaded, written only if it is still that version. */
export interface OrderChangePlan {
  /** Columns of the order row; the version and updated_at follow by themselves. */
  values: OrderValues
  event: { type: OrderEventType; message: string; changes: Record<string, unknown> }
  /** Writes beyond the order row (lines, addresses, stock), made after the version is claimed. */
  apply?: (tx: Tx) => Promise<void>
}

/**
 * Runs one change to an order in one transaction: loads it, refuses a version other than the one the client loaded
 * (CONFLICT), lets `plan` decide the change (null: nothing to change), claims the next version with
 * `UPDATE … WHERE version = ?` before writing anything else, and appends the event. Once committed, the change is
 * published to live-update subscribers. Returns the order as committed.
 */
export async function changeOrder(
  {
    db,
    live,
    viewer,
    orderId: orderIdText,
    version,
  }: LiveWrite & { orderId: string; version: number | null | undefined },
  plan: (tx: Tx, order: OrderForChange) => Promise<OrderChangePlan | null> | OrderChangePlan | null,
): Promise<OrderModel> {
  const orderId = parseOrderId(orderIdText)
  const missing = () => notFound(`Order ${orderIdText} not found`)
  if (orderId === undefined) throw missing()
  const actorName = fullName(viewer.user)
  const made = await transaction(db, async (tx) => {
    const order = await findOrderForChange(tx, orderId)
    if (!order) throw missing()
    if (version != null && version !== order.version) throw conflict(STALE_ORDER_MESSAGE)
    const change = await plan(tx, order)
    if (!change) return null
    if (!(await claimOrderVersion(tx, order.id, order.version, change.values))) throw conflict(STALE_ORDER_MESSAGE)
    await change.apply?.(tx)
    await appendOrderEvent(tx, {
      orderId: order.id,
      actorId: viewer.user.id,
      actorName,
      ...change.event,
    })
    return change.event.type
  })
  const committed = await findOrderById(db, orderId)
  if (!committed) throw missing()
  if (made) {
    live.publish('orderChanged', {
      orderId: String(committed.id),
      kind: CHANGE_KINDS[made],
      version: committed.version,
      actorName,
      at: committed.updatedAt.toISOString(),
    })
  }
  return committed
}
