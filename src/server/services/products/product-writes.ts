import { recordEachChange } from '@/server/db/audit-log'
import type { Db, Tx } from '@/server/db/client'
import { isUniqueViolation, violatedUniqueConstraint } from '@/server/db/database-error-code'
import type { ProductRow } from '@/server/db/schema'
import { longTransaction, transaction } from '@/server/db/transaction'
import { badInput, conflict, forbidden, notFound } from '@/server/errors'
import type { LivePubSub } from '@/server/live/live-events'
import { productChangeKind, publishProductChanges } from '@/server/live/product-changes'
import { parseInput } from '@/server/parse-input'
import { bulkProductUpdateRows } from '@/server/repositories/audit-bulk-rows'
import { categoriesNamed, replaceProductCategories } from '@/server/repositories/category-repository'
import { copyProductImages } from '@/server/repositories/product-image-repository'
import { findProductById, productRelationsOf, type ProductModel } from '@/server/repositories/product-repository'
import {
  findSkuHolder,
  insertProduct,
  SKU_CONSTRAINT,
  liveProductIds,
  lockProductForEdit,
  updateProducts,
  type ProductColumns,
} from '@/server/repositories/product-write-repository'
import { isUuid } from '@/server/repositories/uuid'
import type { Viewer } from '@/server/auth/viewer'
import type { LiveWrite } from '@/server/services/shared/live-write'
import { setProductCategories } from '@/server/services/products/product-categories'
import { selectedProductIds, type ProductSelection } from '@/server/services/products/product-selection'
import { changeStock } from '@/server/services/inventory/stock-ledger'
import {
  BulkProductUpdateSchema,
  effectiveStatus,
  PRODUCT_MESSAGES,
  ProductCreateSchema,
  ProductUpdateSchema,
  type ProductUpdateValues,
} from '@/shared/product-schemas'
import { canChangeStock, STOCK_CHANGE_REFUSED } from '@/shared/product-rules'

async function assertSkuFree(tx: Tx, sku: string, exceptId?: string) {
  const holder = await findSkuHolder(tx, sku)
  if (holder && holder !== exceptId) throw skuTaken(sku)
}

const skuTaken = (sku: string) => badInput(PRODUCT_MESSAGES.skuTaken(sku), { sku: PRODUCT_MESSAGES.skuTaken(sku) })

/**
 * Unique violations by the constraint hit: two saves racing for one SKU give the loser the same answer as if it had
 * come second; any other unique column's violation is a conflict that names no SKU.
 */
async function guardUnique<T>(sku: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (sku !== undefined && violatedUniqueConstraint(error) === SKU_CONSTRAINT) throw skuTaken(sku)
    if (isUniqueViolation(error)) throw conflict(PRODUCT_MESSAGES.uniqueTaken)
    throw error
  }
}

/** Sets a product's stock through the stock ledger, which records the difference in its history. */
const setStock = ({
  tx,
  productId,
  quantity,
  reason,
  actorId,
}: {
  tx: Tx
  productId: string
  quantity: number
  reason: string
  actorId: string | null
}) => changeStock(tx, [{ productId, set: quantity }], { reason, actorId, field: 'quantity' })

async function loadLive(tx: Tx, id: string): Promise<ProductRow> {
  const row = isUuid(id) ? await lockProductForEdit(tx, id) : undefined
  if (!row) throw notFound('Product not found')
  if (row.archivedAt) throw badInput('This product is archived and can no longer be changed.')
  return row
}

/** Whether saving `quantity` changes the product's stock; FORBIDDEN when it does and the viewer may not. */
async function stockChanges(tx: Tx, viewer: Viewer, id: string, quantity: number): Promise<boolean> {
  if (canChangeStock(viewer.roles)) return true
  const current = await findProductById(tx, id)
  if (current?.quantity === quantity) return false
  throw forbidden(STOCK_CHANGE_REFUSED)
}

async function reload(db: Db, id: string): Promise<ProductModel> {
  const product = await findProductById(db, id)
  if (!product) throw notFound('Product not found')
  return product
}

export async function createProduct(db: Db, input: unknown, viewer: Viewer): Promise<ProductModel> {
  const actorId = viewer.user.id
  const values = parseInput(ProductCreateSchema, input, PRODUCT_MESSAGES.invalid)
  if (values.quantity !== 0 && !canChangeStock(viewer.roles)) throw forbidden(STOCK_CHANGE_REFUSED)
  const id = await guardUnique(values.sku, () =>
    transaction(db, async (tx) => {
      await assertSkuFree(tx, values.sku)
      const id = await insertProduct(tx, {
        name: values.name,
        description: values.description,
        sku: values.sku,
        price: values.price,
        cost: values.cost,
        status: effectiveStatus(values) ?? 'ACTIVE',
        itemId: values.itemId,
        account: values.account,
        assetAccount: values.assetAccount,
        cogsAccount: values.cogsAccount,
        accumulatedDepreciation: values.accumulatedDepreciation,
        weight: values.weight ?? null,
        createdById: actorId,
      })
      await setStock({ tx, productId: id, quantity: values.quantity, reason: 'Initial stock', actorId })
      await setProductCategories(tx, [id], values.categories)
      return id
    }),
  )
  return reload(db, id)
}

function columnsOf(values: ProductUpdateValues): ProductColumns {
  const status = effectiveStatus(values)
  const columns: ProductColumns = {
    name: values.name,
    description: values.description,
    sku: values.sku,
    price: values.price,
    cost: values.cost,
    status,
    itemId: values.itemId,
    account: values.account,
    assetAccount: values.assetAccount,
    cogsAccount: values.cogsAccount,
    accumulatedDepreciation: values.accumulatedDepreciation,
    weight: values.weight,
  }
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined))
}

/**
 * Changes only the fields the input carries; a field sent as null is left as it is. An input carrying the version it
 * was loaded at is refused (CONFLICT) when someone saved in between. Once committed, live-update subscribers hear what
 * kind of change it was.
 */
export async function updateProduct({
  db,
  live,
  viewer,
  id,
  input,
}: LiveWrite & { id: string; input: object }): Promise<ProductModel> {
  const actorId = viewer.user.id
  const carried = Object.fromEntries(Object.entries(input as object).filter(([, value]) => value !== null))
  const values = parseInput(ProductUpdateSchema, carried, firstIssue(ProductUpdateSchema, carried))
  await guardUnique(values.sku, () =>
    transaction(db, async (tx) => {
      const row = await loadLive(tx, id)
      if (values.version !== undefined && values.version !== row.version) {
        throw conflict(PRODUCT_MESSAGES.changedElsewhere)
      }
      if (values.sku !== undefined) await assertSkuFree(tx, values.sku, id)
      await updateProducts(tx, [id], columnsOf(values))
      if (values.quantity !== undefined && (await stockChanges(tx, viewer, id, values.quantity))) {
        await setStock({ tx, productId: id, quantity: values.quantity, reason: 'Edited on the product form', actorId })
      }
      if (values.categories !== undefined) await setProductCategories(tx, [id], values.categories)
    }),
  )
  publishProductChanges(live, viewer, [id], productChangeKind(carried))
  return reload(db, id)
}

/** The spec names the update's message after the first broken rule ('Product name cannot be empty', ...). */
function firstIssue(schema: typeof ProductUpdateSchema, input: unknown): string {
  const result = schema.safeParse(input)
  return result.success ? PRODUCT_MESSAGES.invalid : (result.error.issues[0]?.message ?? PRODUCT_MESSAGES.invalid)
}

/** How a bulk update names its event on each product it changes. */
const PRODUCT_UPDATE = { action: 'product.update', area: 'products', recordType: 'product' }

/**
 * Sets status, price or categories of the selected products (by ids, or every product a search matches but the
 * excepted ones); archived ones are left alone. Subscribers hear of each after the commit.
 */
export async function bulkUpdateProducts(
  db: Db,
  live: LivePubSub,
  viewer: Viewer,
  input: { ids?: readonly string[] | null; matching?: ProductSelection['matching'] },
): Promise<string[]> {
  const { ids, matching, ...changes } = input
  const values = parseInput(BulkProductUpdateSchema, changes, 'Invalid bulk update')
  const selected = await selectedProductIds(db, { ids, matching })
  if (selected.length === 0) return []
  const updated = await longTransaction(db, async (tx) => {
    const liveIds = await liveProductIds(tx, selected)
    const status = values.status ?? undefined
    const price = values.price ?? undefined
    const categories = values.categories ? await categoriesNamed(tx, values.categories) : undefined
    const categoryNames = categories?.map((category) => category.name)
    await recordEachChange(tx, PRODUCT_UPDATE, bulkProductUpdateRows(liveIds, { status, price, categoryNames }))
    const columns = columnsOf({ status, price })
    if (Object.keys(columns).length) await updateProducts(tx, liveIds, columns)
    if (categories) await replaceProductCategories(tx, liveIds, categories)
    return liveIds
  })
  publishProductChanges(live, viewer, updated, productChangeKind(values))
  return updated
}

/** A copy named '… (copy)' with a fresh SKU, no stock and status Inactive, sharing the original's images. */
export async function duplicateProduct(db: Db, id: string, actorId: string): Promise<ProductModel> {
  const original = isUuid(id) ? await findProductById(db, id) : undefined
  if (!original) throw notFound('Product not found')
  const { categories, images } = (await productRelationsOf(db, [original.id])).get(original.id)!
  // A copy carries every column: one another unique column refuses answers as a conflict, not a server error.
  const copyId = await guardUnique(undefined, () =>
    transaction(db, async (tx) => {
      const sku = await freeCopySku(tx, original.sku)
      // A copy of a deleted product is a live product of its own: not archived, not to be erased, not in that Undo.
      const {
        id: _id,
        createdAt: _c,
        updatedAt: _u,
        archivedAt: _a,
        eraseAfter: _e,
        deletionId: _d,
        ...copied
      } = original
      const { quantity: _q, version: _v, ...fields } = copied
      const copy = await insertProduct(tx, {
        ...fields,
        name: `${original.name} (copy)`.slice(0, 200),
        sku,
        status: 'INACTIVE',
        createdById: actorId,
      })
      await setProductCategories(
        tx,
        [copy],
        categories.map((category) => category.name),
      )
      await copyProductImages(tx, images, copy)
      return copy
    }),
  )
  return reload(db, copyId)
}

async function freeCopySku(tx: Tx, sku: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const candidate = `${sku.slice(0, 56)}-COPY${attempt === 1 ? '' : attempt}`
    if (!(await findSkuHolder(tx, candidate))) return candidate
  }
}
