import type { Db } from '@/server/db/client'
import { transaction } from '@/server/db/transaction'
import { notFound } from '@/server/errors'
import type { LivePubSub } from '@/server/live/live-events'
import { publishProductChanges } from '@/server/live/product-changes'
import { parseInput, withoutNulls } from '@/server/parse-input'
import {
  adjustmentHistoryPage,
  findLiveProducts,
  inventoryProductPage,
} from '@/server/repositories/inventory-repository'
import { isUuid } from '@/server/repositories/uuid'
import type { Viewer } from '@/server/auth/viewer'
import { changeStock } from '@/server/services/inventory/stock-ledger'
import {
  BulkInventoryUpdateSchema,
  INVENTORY_MESSAGES,
  InventoryAdjustmentSchema,
  InventoryFilterSchema,
  PagingSchema,
} from '@/shared/inventory-schemas'
import { fullName } from '@/shared/names'
import { countOf } from '@/shared/count-text'

/** The reason recorded for each change a bulkInventoryUpdate makes. */
const BULK_UPDATE_REASON = 'Bulk stock update'

/** The stock table's page; counts are exact up to `countCap` and flagged as lower bounds beyond. */
export async function listInventoryProducts(db: Db, filter: object | null | undefined, countCap: number) {
  const criteria = parseInput(InventoryFilterSchema, withoutNulls(filter), 'Invalid inventory filter')
  const page = await inventoryProductPage(db, criteria, countCap)
  return {
    threshold: criteria.threshold,
    lowStockCount: page.lowStock.count,
    lowStockCountIsLowerBound: page.lowStock.isLowerBound,
    products: page.products,
    pagination: {
      totalCount: page.total.count,
      totalCountIsLowerBound: page.total.isLowerBound,
      skip: criteria.skip,
      pageSize: criteria.pageSize,
    },
  }
}

/** Products at or below the threshold, lowest stock first. */
export async function listLowStockProducts(db: Db, args: object, countCap: number) {
  const filter = { ...withoutNulls(args), lowStockOnly: true, sortBy: 'STOCK' }
  const result = await listInventoryProducts(db, filter, countCap)
  return { threshold: result.threshold, products: result.products, pagination: result.pagination }
}

export async function inventoryHistory(db: Db, productId: string, paging: object) {
  const { skip, pageSize } = parseInput(PagingSchema, withoutNulls(paging))
  if (!isUuid(productId) || (await findLiveProducts(db, [productId])).length === 0) {
    throw notFound(INVENTORY_MESSAGES.productNotFound)
  }
  const page = await adjustmentHistoryPage(db, productId, skip, pageSize)
  return { productId, history: page.history, pagination: { totalCount: page.totalCount, skip, pageSize } }
}

/**
 * Adds `adjustment` units to a product's stock and records who, why and the stock after, in one transaction, through
 * the stock ledger (relative to the current stock, so concurrent adjustments never lose one another). Subscribers hear
 * of it once committed.
 */
export async function adjustInventory(db: Db, live: LivePubSub, viewer: Viewer, input: unknown) {
  const actor = viewer.user
  const values = parseInput(InventoryAdjustmentSchema, input, 'Invalid stock adjustment')
  const recorded = await transaction(db, async (tx) => {
    const [product] = await findLiveProducts(tx, [values.productId])
    if (!product) throw notFound(INVENTORY_MESSAGES.productNotFound)
    const changes = await changeStock(tx, [{ productId: product.id, add: values.adjustment }], {
      reason: values.reason,
      actorId: actor.id,
      field: 'adjustment',
    })
    const { after, adjustment } = changes.get(product.id)!
    return { product: { ...product, quantity: after }, adjustment: adjustment! }
  })
  publishProductChanges(live, viewer, [recorded.product.id], 'STOCK')
  return {
    product: recorded.product,
    adjustment: {
      ...recorded.adjustment,
      productId: recorded.product.id,
      adjustment: values.adjustment,
      quantityAfter: recorded.product.quantity,
      reason: values.reason,
      createdBy: fullName(actor),
    },
  }
}

/**
 * Sets the stock of many products at once (set-based), recording each change; unknown products are skipped.
 * Subscribers hear of each changed product once committed.
 */
export async function bulkInventoryUpdate(db: Db, live: LivePubSub, viewer: Viewer, items: unknown) {
  const actor = viewer.user
  const settings = parseInput(BulkInventoryUpdateSchema, items, 'Invalid stock update')
  const changes = await transaction(db, (tx) =>
    changeStock(
      tx,
      settings.map((setting) => ({ productId: setting.productId, set: setting.quantity })),
      { reason: BULK_UPDATE_REASON, actorId: actor.id, field: 'items', liveOnly: true },
    ),
  )
  const updated = await findLiveProducts(
    db,
    [...changes.values()].filter((change) => change.adjustment).map((change) => change.productId),
  )
  publishProductChanges(
    live,
    viewer,
    updated.map((product) => product.id),
    'STOCK',
  )
  const unchanged = settings.length - updated.length
  return {
    success: true,
    message:
      `${countOf(updated.length, 'product')} updated` +
      (unchanged > 0 ? `, ${unchanged} unchanged or not found.` : '.'),
    updatedCount: updated.length,
    updatedProductIds: updated.map((product) => product.id),
  }
}
