import type { Db } from '@/server/db/client'
import type { UserRow } from '@/server/db/schema'
import { badInput, notFound } from '@/server/errors'
import { parseInput } from '@/server/graphql/parse-input'
import {
  adjustmentHistoryPage,
  findLiveProducts,
  inventoryProductPage,
  setStockQuantities,
} from '@/server/repositories/inventory-repository'
import { addToStock, recordAdjustments, stockQuantity } from '@/server/repositories/stock-repository'
import {
  BulkInventoryUpdateSchema,
  INVENTORY_MESSAGES,
  InventoryAdjustmentSchema,
  InventoryFilterSchema,
  PagingSchema,
} from '@/shared/inventory-schemas'

/** The reason recorded for each change a bulkInventoryUpdate makes. */
export const BULK_UPDATE_REASON = 'Bulk stock update'

/** GraphQL sends absent optional arguments as null; zod defaults only replace undefined. */
const withoutNulls = (input: object | null | undefined) =>
  Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value !== null && value !== undefined))

const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id)
const fullName = (user: Pick<UserRow, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim()

export async function listInventoryProducts(db: Db, filter: object | null | undefined) {
  const criteria = parseInput(InventoryFilterSchema, withoutNulls(filter), 'Invalid inventory filter')
  const page = await inventoryProductPage(db, criteria)
  return {
    threshold: criteria.threshold,
    lowStockCount: page.lowStockCount,
    products: page.products,
    pagination: { totalCount: page.totalCount, skip: criteria.skip, pageSize: criteria.pageSize },
  }
}

/** Products at or below the threshold, lowest stock first. */
export async function listLowStockProducts(db: Db, args: object) {
  const result = await listInventoryProducts(db, { ...withoutNulls(args), lowStockOnly: true, sortBy: 'STOCK' })
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
 * Adds `adjustment` units to a product's stock and records who, why and the stock after, in one transaction. The
 * stock row is locked and updated relative to its current value, so concurrent adjustments never lose one another.
 */
export async function adjustInventory(db: Db, input: unknown, actor: UserRow) {
  const values = parseInput(InventoryAdjustmentSchema, input, 'Invalid stock adjustment')
  const recorded = await db.transaction(async (tx) => {
    const [product] = await findLiveProducts(tx, [values.productId])
    if (!product) throw notFound(INVENTORY_MESSAGES.productNotFound)
    const after = (await addToStock(tx, [{ productId: product.id, change: values.adjustment }])).get(product.id)
    if (after === undefined) {
      const inStock = await stockQuantity(tx, product.id)
      const message =
        inStock + values.adjustment < 0 ? INVENTORY_MESSAGES.belowZero(inStock) : INVENTORY_MESSAGES.tooLarge
      throw badInput(message, { adjustment: message })
    }
    const [row] = await recordAdjustments(tx, [
      {
        productId: product.id,
        adjustment: values.adjustment,
        quantityAfter: after,
        reason: values.reason,
        createdById: actor.id,
      },
    ])
    return { product: { ...product, quantity: after }, row: row! }
  })
  return { product: recorded.product, adjustment: { ...recorded.row, createdBy: fullName(actor) } }
}

/** Sets the stock of many products at once (set-based), recording each change; unknown products are skipped. */
export async function bulkInventoryUpdate(db: Db, items: unknown, actor: UserRow) {
  const settings = parseInput(BulkInventoryUpdateSchema, items, 'Invalid stock update')
  const changes = await db.transaction(async (tx) => {
    const changed = await setStockQuantities(tx, settings)
    if (changed.length > 0) {
      await recordAdjustments(
        tx,
        changed.map((change) => ({
          productId: change.productId,
          adjustment: change.after - change.before,
          quantityAfter: change.after,
          reason: BULK_UPDATE_REASON,
          createdById: actor.id,
        })),
      )
    }
    return changed
  })
  const updated = await findLiveProducts(
    db,
    changes.map((change) => change.productId),
  )
  const unchanged = settings.length - updated.length
  return {
    success: true,
    message:
      `${updated.length} product${updated.length === 1 ? '' : 's'} updated` +
      (unchanged > 0 ? `, ${unchanged} unchanged or not found.` : '.'),
    updatedCount: updated.length,
    updatedProducts: updated,
  }
}
