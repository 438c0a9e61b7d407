import DataLoader from 'dataloader'
import type { Db } from '@/server/db/client'
import { countLiveProductsIn } from '@/server/repositories/category-repository'
import { countGroupMembersOf } from '@/server/repositories/group-repository'
import { groupMembershipsOf } from '@/server/repositories/membership-repository'
import { orderNotesOf } from '@/server/repositories/order-note-repository'
import { orderAddressesOf, orderEventsOf, orderItemsOf, orderPaymentsOf } from '@/server/repositories/order-repository'
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
    orderEvents: batched((ids: readonly number[]) => orderEventsOf(db, ids), []),
    orderNotes: batched((ids: readonly number[]) => orderNotesOf(db, ids), []),
  }
}

export type RequestLoaders = ReturnType<typeof createRequestLoaders>
