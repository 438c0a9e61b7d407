import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '@/server/db/client'
import { orderItems, products, stock, type ProductRow } from '@/server/db/schema'
import { isOneOf } from '@/server/repositories/uuid'

export type ProductColumns = Partial<typeof products.$inferInsert>

/** The unique constraint that holds one product per SKU, as a unique violation names it. */
export const SKU_CONSTRAINT = products.sku.uniqueName

/** The id of the product that has this SKU, if any. */
export async function findSkuHolder(db: Db, sku: string): Promise<string | undefined> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.sku, sku))
  return row?.id
}

/** The product's row, locked against other edits until the transaction ends. */
export async function lockProductForEdit(tx: Tx, id: string): Promise<ProductRow | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('no key update')
  return row
}

/** The product's state at an instant (archived or not), without locking it. */
export async function findProductState(db: Db, id: string): Promise<Pick<ProductRow, 'archivedAt'> | undefined> {
  const [row] = await db.select({ archivedAt: products.archivedAt }).from(products).where(eq(products.id, id))
  return row
}

/** A new product with an empty stock row; its id. */
export async function insertProduct(tx: Tx, values: typeof products.$inferInsert): Promise<string> {
  const [row] = await tx.insert(products).values(values).returning({ id: products.id })
  await tx.insert(stock).values({ productId: row!.id, quantity: 0 })
  return row!.id
}

export async function updateProducts(tx: Tx, ids: readonly string[], columns: ProductColumns): Promise<void> {
  if (ids.length === 0) return
  await tx
    .update(products)
    .set({ ...columns, updatedAt: sql`now()`, version: sql`${products.version} + 1` })
    .where(isOneOf(products.id, ids))
}

/** The ones of these products that are not archived. */
export async function liveProductIds(tx: Tx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return []
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(isOneOf(products.id, ids), isNull(products.archivedAt)))
  return rows.map((row) => row.id)
}

/** Locks the live ones of these products in id order (the lock order in stock-ledger.ts); their ids. */
export async function lockLiveProducts(tx: Tx, ids: readonly string[]): Promise<string[]> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(isOneOf(products.id, ids), isNull(products.archivedAt)))
    .orderBy(asc(products.id))
    .for('update')
  return rows.map((row) => row.id)
}

/** The ones of these products that some order line refers to. */
export async function productIdsInOrders(tx: Tx, ids: readonly string[]): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: orderItems.productId })
    .from(orderItems)
    .where(isOneOf(orderItems.productId, ids))
  return rows.map((row) => row.id)
}

export async function archiveProducts(tx: Tx, ids: readonly string[], deletionId: string): Promise<void> {
  if (ids.length === 0) return
  await tx
    .update(products)
    .set({ archivedAt: sql`now()`, deletionId, updatedAt: sql`now()`, version: sql`${products.version} + 1` })
    .where(isOneOf(products.id, ids))
}

/** Archives products no order refers to and marks them to be erased once `undoWindow` (an interval) has passed. */
export async function archiveForErasure(
  tx: Tx,
  ids: readonly string[],
  deletionId: string,
  undoWindow: string,
): Promise<void> {
  if (ids.length === 0) return
  await tx
    .update(products)
    .set({
      archivedAt: sql`now()`,
      deletionId,
      eraseAfter: sql`now() + ${undoWindow}::interval`,
      updatedAt: sql`now()`,
      version: sql`${products.version} + 1`,
    })
    .where(isOneOf(products.id, ids))
}

/**
 * Erases the deleted products whose undo window has passed, and their stock history (which has no foreign key to
 * cascade from, see inventory_adjustments) in the same statement.
 */
export async function eraseExpiredProducts(tx: Tx): Promise<void> {
  await tx.execute(sql`
    with erased as (delete from products where erase_after < now() returning id)
    delete from inventory_adjustments where product_id in (select id from erased)`)
}

/**
 * The products a deletion archived, if it was made within `undoWindow` and they have not come back since, locked in
 * id order (the lock order of stock-ledger.ts): what its Undo brings back.
 */
export async function lockRestorable(tx: Tx, deletionId: string, undoWindow: string): Promise<string[]> {
  const recent = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.deletionId, deletionId),
        isNotNull(products.archivedAt),
        sql`${products.archivedAt} > now() - ${undoWindow}::interval`,
      ),
    )
    .orderBy(asc(products.id))
    .for('update')
  return recent.map((row) => row.id)
}

/** Brings these archived products back (a deletion's Undo). */
export async function unarchiveProducts(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  await tx
    .update(products)
    .set({
      archivedAt: null,
      eraseAfter: null,
      deletionId: null,
      updatedAt: sql`now()`,
      version: sql`${products.version} + 1`,
    })
    .where(isOneOf(products.id, ids))
}

/**
 * Archives a product by hand (not as part of a deletion: no undo id, never erased) or brings an archived one back;
 * the catalogue counts follow through their trigger.
 */
export async function setProductArchived(tx: Tx, id: string, archived: boolean): Promise<void> {
  await tx
    .update(products)
    .set({
      archivedAt: archived ? sql`now()` : null,
      eraseAfter: null,
      deletionId: null,
      updatedAt: sql`now()`,
      version: sql`${products.version} + 1`,
    })
    .where(eq(products.id, id))
}
