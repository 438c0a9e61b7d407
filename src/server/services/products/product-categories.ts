import type { Db, Tx } from '@/server/db/client'
import type { CategoryRow } from '@/server/db/schema'
import { transaction } from '@/server/db/transaction'
import { badInput, conflict, notFound } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import {
  categoriesNamed,
  countLiveProductsIn,
  deleteCategoryById,
  findCategoryById,
  findCategoryByName,
  insertCategory,
  replaceProductCategories,
  updateCategoryById,
} from '@/server/repositories/category-repository'
import { listCategories } from '@/server/repositories/product-repository'
import { ProductCategorySchema } from '@/shared/product-schemas'
import { countOf } from '@/shared/count-text'

/** Puts each of the products in exactly these categories, creating the ones that do not exist yet. */
export async function setProductCategories(tx: Tx, productIds: readonly string[], names: readonly string[]) {
  await replaceProductCategories(tx, productIds, await categoriesNamed(tx, names))
}

/** Every category with how many live products it holds. */
export async function productCategoryList(db: Db) {
  return (await listCategories(db)).map((row) => ({ ...row.category, productsCount: row.productsCount }))
}

async function assertNameFree(tx: Tx, name: string, exceptId?: number) {
  const clash = await findCategoryByName(tx, name)
  if (clash && clash.id !== exceptId) {
    throw badInput(`A category named "${name}" already exists.`, { name: `A category named "${name}" already exists.` })
  }
}

const categoryId = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : -1)

export async function createCategory(db: Db, input: unknown): Promise<CategoryRow> {
  const values = parseInput(ProductCategorySchema, input, 'Invalid category')
  return transaction(db, async (tx) => {
    await assertNameFree(tx, values.name)
    return insertCategory(tx, values)
  })
}

export async function updateCategory(db: Db, id: string, input: unknown): Promise<CategoryRow> {
  const values = parseInput(ProductCategorySchema, input, 'Invalid category')
  return transaction(db, async (tx) => {
    await assertNameFree(tx, values.name, categoryId(id))
    const row = await updateCategoryById(tx, categoryId(id), values)
    if (!row) throw notFound('Category not found')
    return row
  })
}

/** Deletes an empty category; one that still holds live products is refused so no product loses it silently. */
export async function deleteCategory(db: Db, id: string): Promise<void> {
  await transaction(db, async (tx) => {
    const row = await findCategoryById(tx, categoryId(id))
    if (!row) throw notFound('Category not found')
    const used = (await countLiveProductsIn(tx, [row.id])).get(row.id) ?? 0
    if (used > 0) {
      throw conflict(`"${row.name}" still holds ${countOf(used, 'product')}; move them to another category first.`)
    }
    await deleteCategoryById(tx, row.id)
  })
}
