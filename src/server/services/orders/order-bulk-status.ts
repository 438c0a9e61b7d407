import { eachRecordRows, recordEachChange } from '@/server/db/audit-log'
import { transaction } from '@/server/db/transaction'
import { conflict } from '@/server/errors'
import { appendOrderEvent, claimOrderVersion } from '@/server/repositories/order-change-repository'
import { findOrdersByIds, ordersForStatusChange } from '@/server/repositories/order-repository'
import type { LiveWrite } from '@/server/services/shared/live-write'
import { STALE_ORDER_MESSAGE } from '@/server/services/orders/order-change'
import { selectedOrderIds, type OrderSelection } from '@/server/services/orders/order-selection'
import { fullName } from '@/shared/names'
import { ORDER_STATUS_LABELS, ordersRefusingStatus, type OrderStatus } from '@/shared/order-status'
import { countOf, nounFor } from '@/shared/count-text'

export interface BulkOrderStatusOutcome {
  message: string
  updatedCount: number
  refused: { orderId: string; reason: string }[]
}

const numbers = (ids: readonly string[]) => ids.map((id) => `#${id}`).join(', ')

/**
 * Moves every chosen order to `target` in one transaction, each by the same rule as one order's step (its chain's
 * next status), with a timeline event each. When any order cannot take the status, nothing changes and those orders
 * are reported by number. Published after commit, one event per order.
 */
export async function changeOrdersStatus({
  db,
  live,
  viewer,
  selection,
  target,
}: LiveWrite & { selection: OrderSelection; target: OrderStatus }): Promise<BulkOrderStatusOutcome> {
  const ids = await selectedOrderIds(db, selection)
  const label = ORDER_STATUS_LABELS[target]
  if (ids.length === 0) return { message: 'No orders were selected', updatedCount: 0, refused: [] }
  const actorName = fullName(viewer.user)
  const outcome = await transaction(db, async (tx) => {
    const found = await ordersForStatusChange(tx, ids)
    const refused = ordersRefusingStatus(
      found.map((order) => ({ ...order, id: String(order.id) })),
      target,
    )
    const present = new Set(found.map((order) => order.id))
    const missing = ids.filter((id) => !present.has(id))
    refused.push(...missing.map((id) => ({ orderId: String(id), reason: 'No such order' })))
    if (refused.length > 0) return { refused, changed: [] }
    await recordEachChange(
      tx,
      { action: 'order.status', area: 'orders', recordType: 'order' },
      eachRecordRows(
        found
          .filter((order) => order.status !== target)
          .map((order) => ({
            recordId: String(order.id),
            recordLabel: `#${order.id}`,
            changes: { status: { before: order.status, after: target } },
          })),
      ),
    )
    for (const order of found) {
      // Claimed in id order: the global lock order of order rows.
      if (!(await claimOrderVersion(tx, order.id, order.version, { status: target }))) {
        throw conflict(`Order #${order.id}: ${STALE_ORDER_MESSAGE}`)
      }
      await appendOrderEvent(tx, {
        orderId: order.id,
        actorId: viewer.user.id,
        actorName,
        type: 'STATUS_CHANGED',
        message: `Status changed to ${label} (bulk change)`,
        changes: { status: { from: order.status, to: target } },
      })
    }
    return { refused, changed: found.map((order) => order.id) }
  })
  if (outcome.refused.length > 0) {
    const which = outcome.refused.map((refusal) => refusal.orderId)
    return {
      message: `No order was changed: ${nounFor(which.length, 'order')} ${numbers(which)} cannot move to ${label}`,
      updatedCount: 0,
      refused: outcome.refused,
    }
  }
  for (const order of await findOrdersByIds(db, outcome.changed)) {
    live.publish('orderChanged', {
      orderId: String(order.id),
      kind: 'STATUS',
      version: order.version,
      actorName,
      at: order.updatedAt.toISOString(),
    })
  }
  const count = outcome.changed.length
  return { message: `${countOf(count, 'order')} moved to ${label}`, updatedCount: count, refused: [] }
}
