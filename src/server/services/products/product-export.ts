import type { Db } from '@/server/db/client'
import { findProductsByIds, productRelationsOf } from '@/server/repositories/product-repository'
import { selectedProductIds, type ProductSelection } from '@/server/services/products/product-selection'
import { toCsv } from '@/shared/csv'
import { amountToNumeric } from '@/shared/money'

const HEADER = ['id', 'sku', 'name', 'description', 'price', 'stock', 'status', 'category', 'createdAt']

/** CSV of the chosen products by name, every cell safe against spreadsheet formula injection. */
export async function exportProducts(db: Db, selection: ProductSelection): Promise<string> {
  const chosen = await findProductsByIds(db, await selectedProductIds(db, selection))
  const relations = await productRelationsOf(
    db,
    chosen.map((product) => product.id),
  )
  const rows = chosen.map((product) => [
    product.id,
    product.sku,
    product.name,
    product.description,
    amountToNumeric(product.price),
    product.quantity,
    product.status,
    relations.get(product.id)?.categories[0]?.name ?? '',
    product.createdAt.toISOString(),
  ])
  return toCsv(HEADER, rows)
}
