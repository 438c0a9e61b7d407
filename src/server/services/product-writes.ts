import { transaction } from '@/server/db/transaction'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '@/server/db/client'
import { productImages, products, stock, type ProductRow } from '@/server/db/schema'
import { isUniqueViolation } from '@/server/db/unique-violation'
import { badInput, notFound } from '@/server/errors'
import { parseInput } from '@/server/graphql/parse-input'
import { findProductById, type ProductModel } from '@/server/repositories/product-repository'
import { isUuid } from '@/server/repositories/uuid'
import { setProductCategories } from '@/server/services/product-categories'
import { changeStock } from '@/server/services/stock-ledger'
import {
  BulkProductUpdateSchema,
  effectiveStatus,
  PRODUCT_MESSAGES,
  ProductCreateSchema,
  ProductUpdateSchema,
  type ProductUpdateValues,
} from '@/shared/product-schemas'

const money = (value: number) => value.toFixed(2)

async function assertSkuFree(tx: Tx, sku: string, exceptId?: string) {
  const [clash] = await tx.select({ id: products.id }).from(products).where(eq(products.sku, sku))
  if (clash && clash.id !== exceptId) throw skuTaken(sku)
}

const skuTaken = (sku: string) => badInput(PRODUCT_MESSAGES.skuTaken(sku), { sku: PRODUCT_MESSAGES.skuTaken(sku) })

/** Two saves racing for one SKU: the loser gets the same answer as if it had come second. */
async function guardSku<T>(sku: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (sku !== undefined && isUniqueViolation(error)) throw skuTaken(sku)
    throw error
  }
}

/** Sets a product's stock through the stock ledger, which records the difference in its history. */
const setStock = (tx: Tx, productId: string, quantity: number, reason: string, actorId: string | null) =>
  changeStock(tx, [{ productId, set: quantity }], { reason, actorId, field: 'quantity' })

async function loadLive(tx: Tx, id: string): Promise<ProductRow> {
  const [row] = isUuid(id) ? await tx.select().from(products).where(eq(products.id, id)).for('no key update') : []
  if (!row) throw notFound('Product not found')
  if (row.archivedAt) throw badInput('This product is archived and can no longer be changed.')
  return row
}

async function reload(db: Db, id: string): Promise<ProductModel> {
  const product = await findProductById(db, id)
  if (!product) throw notFound('Product not found')
  return product
}

export async function createProduct(db: Db, input: unknown, actorId: string): Promise<ProductModel> {
  const values = parseInput(ProductCreateSchema, input, PRODUCT_MESSAGES.invalid)
  const id = await guardSku(values.sku, () =>
    transaction(db, async (tx) => {
      await assertSkuFree(tx, values.sku)
      const [row] = await tx
        .insert(products)
        .values({
          name: values.name,
          description: values.description,
          sku: values.sku,
          price: money(values.price),
          cost: money(values.cost),
          status: effectiveStatus(values) ?? 'ACTIVE',
          itemId: values.itemId,
          account: values.account,
          assetAccount: values.assetAccount,
          cogsAccount: values.cogsAccount,
          accumulatedDepreciation: money(values.accumulatedDepreciation),
          weight: values.weight == null ? null : String(values.weight),
          createdById: actorId,
        })
        .returning({ id: products.id })
      await tx.insert(stock).values({ productId: row!.id, quantity: 0 })
      await setStock(tx, row!.id, values.quantity, 'Initial stock', actorId)
      await setProductCategories(tx, row!.id, values.categories)
      return row!.id
    }),
  )
  return reload(db, id)
}

function columnsOf(values: ProductUpdateValues): Partial<typeof products.$inferInsert> {
  const status = effectiveStatus(values)
  const columns: Partial<typeof products.$inferInsert> = {
    name: values.name,
    description: values.description,
    sku: values.sku,
    price: values.price === undefined ? undefined : money(values.price),
    cost: values.cost === undefined ? undefined : money(values.cost),
    status,
    itemId: values.itemId,
    account: values.account,
    assetAccount: values.assetAccount,
    cogsAccount: values.cogsAccount,
    accumulatedDepreciation:
      values.accumulatedDepreciation === undefined ? undefined : money(values.accumulatedDepreciation),
    weight: values.weight === undefined ? undefined : values.weight === null ? null : String(values.weight),
  }
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined))
}

/** Changes only the fields the input carries; a field sent as null is left as it is. */
export async function updateProduct(db: Db, id: string, input: unknown, actorId: string): Promise<ProductModel> {
  const carried = Object.fromEntries(Object.entries(input as object).filter(([, value]) => value !== null))
  const values = parseInput(ProductUpdateSchema, carried, firstIssue(ProductUpdateSchema, carried))
  await guardSku(values.sku, () =>
    transaction(db, async (tx) => {
      await loadLive(tx, id)
      if (values.sku !== undefined) await assertSkuFree(tx, values.sku, id)
      await tx
        .update(products)
        .set({ ...columnsOf(values), updatedAt: sql`now()` })
        .where(eq(products.id, id))
      if (values.quantity !== undefined) await setStock(tx, id, values.quantity, 'Edited on the product form', actorId)
      if (values.categories !== undefined) await setProductCategories(tx, id, values.categories)
    }),
  )
  return reload(db, id)
}

/** The spec names the update's message after the first broken rule ('Product name cannot be empty', ...). */
function firstIssue(schema: typeof ProductUpdateSchema, input: unknown): string {
  const result = schema.safeParse(input)
  return result.success ? PRODUCT_MESSAGES.invalid : (result.error.issues[0]?.message ?? PRODUCT_MESSAGES.invalid)
}

export async function bulkUpdateProducts(db: Db, input: unknown): Promise<ProductModel[]> {
  const values = parseInput(BulkProductUpdateSchema, input, 'Invalid bulk update')
  const ids = [...new Set(values.ids)].filter(isUuid)
  if (ids.length === 0) return []
  const updated = await transaction(db, async (tx) => {
    const live = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, ids), isNull(products.archivedAt)))
    const liveIds = live.map((row) => row.id)
    if (liveIds.length === 0) return []
    const columns = columnsOf({ status: values.status ?? undefined, price: values.price ?? undefined })
    if (Object.keys(columns).length) {
      await tx
        .update(products)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(inArray(products.id, liveIds))
    }
    if (values.categories) for (const id of liveIds) await setProductCategories(tx, id, values.categories)
    return liveIds
  })
  return Promise.all(updated.map((id) => reload(db, id)))
}

/** A copy named '… (copy)' with a fresh SKU, no stock and status Inactive, sharing the original's images. */
export async function duplicateProduct(db: Db, id: string, actorId: string): Promise<ProductModel> {
  const original = isUuid(id) ? await findProductById(db, id) : undefined
  if (!original) throw notFound('Product not found')
  const copyId = await transaction(db, async (tx) => {
    const sku = await freeCopySku(tx, original.sku)
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      archivedAt: _a,
      quantity: _q,
      categories,
      images,
      ...fields
    } = original
    const [row] = await tx
      .insert(products)
      .values({
        ...fields,
        name: `${original.name} (copy)`.slice(0, 200),
        sku,
        status: 'INACTIVE',
        createdById: actorId,
      })
      .returning({ id: products.id })
    await tx.insert(stock).values({ productId: row!.id, quantity: 0 })
    await setProductCategories(
      tx,
      row!.id,
      categories.map((category) => category.name),
    )
    if (images.length) {
      await tx
        .insert(productImages)
        .values(
          images.map(({ id: _imageId, productId: _p, createdAt: _ic, ...image }) => ({ ...image, productId: row!.id })),
        )
    }
    return row!.id
  })
  return reload(db, copyId)
}

async function freeCopySku(tx: Tx, sku: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const candidate = `${sku.slice(0, 56)}-COPY${attempt === 1 ? '' : attempt}`
    const [clash] = await tx.select({ id: products.id }).from(products).where(eq(products.sku, candidate))
    if (!clash) return candidate
  }
}
