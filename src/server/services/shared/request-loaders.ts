import DataLoader from 'dataloader'
import type { Db } from '@/server/db/client'
import { countLiveProductsIn } from '@/server/repositories/category-repository'
import { countGroupMembersOf } from '@/server/repositories/group-repository'
import { groupMembershipsOf } from '@/server/repositories/membership-repository'
import { orderNotesOf } from '@/server/repositories/order-note-repository'
import type { OrderEventRow } from '@/server/db/schema'
import { orderAddressesOf, orderItemsOf, orderPaymentsOf } from '@/server/repositories/order-repository'
import { orderTimelinePagesOf } from '@/server/repositories/order-timeline-repository'
import { productRelationsOf, type ProductRelations } from '@/server/repositories/product-repository'
import { roleAssignmentsOf } from '@/server/repositories/role-assignments'
import { countRoleHoldersOf, roleAreasOf } from '@/server/repositories/role-repository'
import { effectiveRolesOf, userNamesOf } from '@/server/repositories/user-repository'

/**
 * A loader over a batch query that answers for every key asked (keys it has no row for get `absent`). It batches but
 * does not cache: a subscription keeps one context for all its events, and each event must read the rows as they are.
 */
function batched<K, V>(load: (keys: readonly K[]) => Promise<Map<K, V>>, absent: V): DataLoader<K, V> {
  return new DataLoader<K, V>(
    async (keys) => {
      const found = await load([...new Set(keys)])
      return keys.map((key) => found.get(key) ?? absent)
    },
    { cache: false },
  )
}

/** One page of an order's timeline: `limit` events older than event `afterId` (the newest when undefined). */
type TimelinePageKey = { orderId: number; afterId: string | undefined; limit: number }

/** The timeline pages asked, one query for each kind of page (the first pages of a list of orders share one). */
async function timelinePagesOf(
  db: Db,
  keys: readonly TimelinePageKey[],
): Promise<Map<TimelinePageKey, OrderEventRow[]>> {
  const kinds = new Map<string, TimelinePageKey[]>()
  for (const key of keys) {
    const kind = `${key.afterId ?? ''}|${key.limit}`
    kinds.set(kind, [...(kinds.get(kind) ?? []), key])
  }
  const found = new Map<TimelinePageKey, OrderEventRow[]>()
  for (const [first, ...others] of kinds.values()) {
    const group = [first!, ...others]
    const pages = await orderTimelinePagesOf(
      db,
      group.map((key) => key.orderId),
      first!.afterId,
      first!.limit,
    )
    for (const key of group) found.set(key, pages.get(key.orderId) ?? [])
  }
  return found
}

const NO_RELATIONS: ProductRelations = { categories: [], images: [] }

/**
 * The relations list fields resolve, each through one batch query per request whatever the length of the list
 * (DESIGN §3). Created for every request.
 */
export function createRequestLoaders(db: Db) {
  return {
    userRoles: batched((ids: readonly string[]) => effectiveRolesOf(db, ids), []),
    userDirectRoles: batched((ids: readonly string[]) => roleAssignmentsOf(db, 'user', ids), []),
    userGroups: batched((ids: readonly string[]) => groupMembershipsOf(db, ids), []),
    userNames: batched((ids: readonly string[]) => userNamesOf(db, ids), undefined),
    groupRoles: batched((ids: readonly string[]) => roleAssignmentsOf(db, 'group', ids), []),
    groupMemberCounts: batched((ids: readonly string[]) => countGroupMembersOf(db, ids), 0),
    roleAreas: batched((ids: readonly string[]) => roleAreasOf(db, ids), []),
    roleHolderCounts: batched((ids: readonly string[]) => countRoleHoldersOf(db, ids), 0),
    productRelations: batched((ids: readonly string[]) => productRelationsOf(db, ids), NO_RELATIONS),
    categoryProductCounts: batched((ids: readonly number[]) => countLiveProductsIn(db, ids), 0),
    orderItems: batched((ids: readonly number[]) => orderItemsOf(db, ids), []),
    orderAddresses: batched((ids: readonly number[]) => orderAddressesOf(db, ids), []),
    orderPayments: batched((ids: readonly number[]) => orderPaymentsOf(db, ids), []),
    orderTimeline: batched((keys: readonly TimelinePageKey[]) => timelinePagesOf(db, keys), []),
    orderNotes: batched((ids: readonly number[]) => orderNotesOf(db, ids), []),
  }
}

export type RequestLoaders = ReturnType<typeof createRequestLoaders>
