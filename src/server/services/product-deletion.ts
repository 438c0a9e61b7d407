import { transaction } from '@/server/db/transaction'
import { and, asc, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { orderItems, products } from '@/server/db/schema'
import { parseArgument } from '@/server/graphql/parse-input'
import { ProductIdsSchema } from '@/shared/product-schemas'

/**
 * Erases the products no order refers to and archives the rest, so order history keeps its lines.
 * Already archived or unknown ids count as neither.
 */
export async function deleteProducts(db: Db, ids: readonly string[]): Promise<{ deleted: number; archived: number }> {
  const valid = [...new Set(parseArgument('ids', ProductIdsSchema, ids))].filter((id) => /^[0-9a-f-]{36}$/i.test(id))
  if (valid.length === 0) return { deleted: 0, archived: 0 }
  return transaction(db, async (tx) => {
    // Locked in id order up front (the lock order in stock-ledger.ts), not in whatever order the writes meet them.
    const live = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, valid), isNull(products.archivedAt)))
      .orderBy(asc(products.id))
      .for('update')
    const liveIds = live.map((row) => row.id)
    if (liveIds.length === 0) return { deleted: 0, archived: 0 }
    const ordered = await tx
      .selectDistinct({ id: orderItems.productId })
      .from(orderItems)
      .where(inArray(orderItems.productId, liveIds))
    const keep = ordered.map((row) => row.id)
    const erase = liveIds.filter((id) => !keep.includes(id))
    if (keep.length) {
      await tx
        .update(products)
        .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
        .where(inArray(products.id, keep))
    }
    if (erase.length) await tx.delete(products).where(inArray(products.id, erase))
    return { deleted: erase.length, archived: keep.length }
  })
}
