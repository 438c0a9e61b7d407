import type { ChangeKind, LivePubSub } from '@/server/live/live-events'
import type { Viewer } from '@/server/auth/viewer'
import { fullName } from '@/shared/names'

/** Which kind of change an update is, by the fields it sets: stock first, then price, then status. */
export function productChangeKind(input: { quantity?: unknown; price?: unknown; status?: unknown }): ChangeKind {
  if (input.quantity != null) return 'STOCK'
  if (input.price != null) return 'PRICE'
  if (input.status != null) return 'STATUS'
  return 'PRODUCT'
}

/** Tells live-update subscribers that these products changed (after the change is committed). */
export function publishProductChanges(
  live: LivePubSub,
  viewer: Viewer,
  productIds: readonly string[],
  kind: ChangeKind,
): void {
  const actorName = fullName(viewer.user)
  const at = new Date().toISOString()
  for (const productId of productIds) live.publish('productChanged', { productId, kind, actorName, at })
}
