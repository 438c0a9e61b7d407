import type { Db } from '@/server/db/client'
import { transaction } from '@/server/db/transaction'
import { notFound } from '@/server/errors'
import { publishProductChanges } from '@/server/live/product-changes'
import { parseInput, withoutNulls } from '@/server/parse-input'
import { archivedProductPage, findProductById, type ProductModel } from '@/server/repositories/product-repository'
import { lockProductForEdit, setProductArchived } from '@/server/repositories/product-write-repository'
import { isUuid } from '@/server/repositories/uuid'
import type { LiveWrite } from '@/server/services/shared/live-write'
import { ArchivedProductsQuerySchema } from '@/shared/product-schemas'

/**
 * Archives a product (`archived` true) or brings it back into the catalogue (false). A product already in the wanted
 * state is answered as it is; a deleted one (waiting to be erased) is not found, as everywhere else. Subscribers hear
 * of the change after the commit.
 */
export async function setArchived({
  db,
  live,
  viewer,
  id,
  archived,
}: LiveWrite & { id: string; archived: boolean }): Promise<ProductModel> {
  const changed = await transaction(db, async (tx) => {
    const row = isUuid(id) ? await lockProductForEdit(tx, id) : undefined
    if (!row || row.eraseAfter) throw notFound('Product not found')
    if ((row.archivedAt !== null) === archived) return false
    await setProductArchived(tx, id, archived)
    return true
  })
  if (changed) publishProductChanges(live, viewer, [id], 'PRODUCT')
  const product = await findProductById(db, id)
  if (!product) throw notFound('Product not found')
  return product
}

/** A page of the archived products by name, with how many there are. */
export async function listArchivedProducts(db: Db, args: object) {
  const criteria = parseInput(ArchivedProductsQuerySchema, withoutNulls(args), 'Invalid archived products query')
  const search = criteria.search?.trim() || undefined
  const page = await archivedProductPage(db, { ...criteria, search })
  return {
    products: page.products,
    pagination: {
      totalCount: page.totalCount,
      totalCountIsLowerBound: false,
      skip: criteria.skip,
      pageSize: criteria.pageSize,
    },
  }
}
