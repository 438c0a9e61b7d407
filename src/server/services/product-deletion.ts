import type { Db } from '@/server/db/client'
import { transaction } from '@/server/db/transaction'
import {
  archiveForErasure,
  archiveProducts,
  eraseExpiredProducts,
  lockLiveProducts,
  productIdsInOrders,
  unarchiveRecentProducts,
} from '@/server/repositories/product-write-repository'
import { selectedProductIds, type ProductSelection } from '@/server/services/product-selection'

/** How long a deletion can be undone (`restoreProducts`); a PostgreSQL interval. */
export const PRODUCT_UNDO_WINDOW = '1 hour'

/**
 * Deletes products: the ones no order refers to are hidden at once and erased after the undo window, the rest are
 * archived for good so order history keeps its lines. Already deleted or unknown ids count as neither.
 * Deletions whose window has passed are erased here, by the next deletion.
 */
export async function deleteProducts(
  db: Db,
  selection: ProductSelection,
): Promise<{ deleted: number; archived: number }> {
  const valid = await selectedProductIds(db, selection)
  if (valid.length === 0) return { deleted: 0, archived: 0 }
  return transaction(db, async (tx) => {
    // Locked in id order up front (the lock order in stock-ledger.ts), not in whatever order the writes meet them.
    const liveIds = await lockLiveProducts(tx, valid)
    await eraseExpiredProducts(tx)
    if (liveIds.length === 0) return { deleted: 0, archived: 0 }
    const keep = await productIdsInOrders(tx, liveIds)
    const erase = liveIds.filter((id) => !keep.includes(id))
    await archiveProducts(tx, keep)
    await archiveForErasure(tx, erase, PRODUCT_UNDO_WINDOW)
    return { deleted: erase.length, archived: keep.length }
  })
}

/** Undoes deletions of these products made within the undo window; returns how many came back. */
export async function restoreProducts(db: Db, ids: readonly string[]): Promise<number> {
  const valid = await selectedProductIds(db, { ids })
  if (valid.length === 0) return 0
  return transaction(db, async (tx) => (await unarchiveRecentProducts(tx, valid, PRODUCT_UNDO_WINDOW)).length)
}
