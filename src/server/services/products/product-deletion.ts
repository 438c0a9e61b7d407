import { randomUUID } from 'node:crypto'
import { recordEachChange } from '@/server/db/audit-log'
import type { Db } from '@/server/db/client'
import { longTransaction } from '@/server/db/transaction'
import { deletionChangeRows } from '@/server/repositories/audit-bulk-rows'
import {
  archiveForErasure,
  archiveProducts,
  eraseExpiredProducts,
  lockLiveProducts,
  productIdsInOrders,
  lockRestorable,
  unarchiveProducts,
} from '@/server/repositories/product-write-repository'
import { isUuid } from '@/server/repositories/uuid'
import { selectedProductIds, type ProductSelection } from '@/server/services/products/product-selection'

/** How long a deletion can be undone (`restoreProducts`); a PostgreSQL interval. */
const PRODUCT_UNDO_WINDOW = '1 hour'

/** A deletion's and its Undo's event on each product. */
const EACH_PRODUCT = { area: 'products', recordType: 'product' }

export interface ProductDeletion {
  deleted: number
  archived: number
  /** What `restoreProducts` takes to undo this deletion; null when it changed nothing. */
  deletionId: string | null
}

/**
 * Deletes products: the ones no order refers to are hidden at once and erased after the undo window, the rest are
 * archived so order history keeps its lines. Both carry the deletion's id, which undoes it within the window.
 * Already deleted or unknown ids count as neither. Deletions whose window has passed are erased here, by the next one.
 */
export async function deleteProducts(db: Db, selection: ProductSelection): Promise<ProductDeletion> {
  const nothing = { deleted: 0, archived: 0, deletionId: null }
  const valid = await selectedProductIds(db, selection)
  if (valid.length === 0) return nothing
  return longTransaction(db, async (tx) => {
    // Locked in id order up front (the lock order in stock-ledger.ts), not in whatever order the writes meet them.
    const liveIds = await lockLiveProducts(tx, valid)
    await eraseExpiredProducts(tx)
    if (liveIds.length === 0) return nothing
    const deletionId = randomUUID()
    const keep = new Set(await productIdsInOrders(tx, liveIds))
    const erase = liveIds.filter((id) => !keep.has(id))
    await archiveProducts(tx, [...keep], deletionId)
    await archiveForErasure(tx, erase, deletionId, PRODUCT_UNDO_WINDOW)
    await recordEachChange(tx, { ...EACH_PRODUCT, action: 'product.delete' }, deletionChangeRows(liveIds, 'deleted'))
    return { deleted: erase.length, archived: keep.size, deletionId }
  })
}

/** Undoes a deletion made within the undo window; returns how many products came back (none the second time). */
export async function restoreProducts(db: Db, deletionId: string): Promise<number> {
  if (!isUuid(deletionId)) return 0
  return longTransaction(db, async (tx) => {
    const ids = await lockRestorable(tx, deletionId, PRODUCT_UNDO_WINDOW)
    await recordEachChange(tx, { ...EACH_PRODUCT, action: 'product.restore' }, deletionChangeRows(ids, 'restored'))
    await unarchiveProducts(tx, ids)
    return ids.length
  })
}
