import { transaction } from '@/server/db/transaction'
import { eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '@/server/db/client'
import { categories, productCategories, products, type CategoryRow } from '@/server/db/schema'
import { badInput, conflict, notFound } from '@/server/errors'
import { parseInput } from '@/server/graphql/parse-input'
import { ProductCategorySchema } from '@/shared/product-schemas'

/** The categories with these names (any case), creating the ones that do not exist yet. */
export async function categoriesNamed(tx: Tx, names: readonly string[]): Promise<CategoryRow[]> {
  if (names.length === 0) return []
  const lower = names.map((name) => name.toLowerCase())
  const named = () =>
    tx
      .select()
      .from(categories)
      .where(inArray(sql`lower(${categories.name})`, lower))
  let rows = await named()
  const missing = names.filter((name) => !rows.some((row) => row.name.toLowerCase() === name.toLowerCase()))
  if (missing.length) {
    await tx
      .insert(categories)
      .values(missing.map((name) => ({ name })))
      .onConflictDoNothing()
    rows = await named()
  }
  return lower.flatMap((name) => rows.find((row) => row.name.toLowerCase() === name) ?? [])
}

/** Puts a product in exactly these categories. */
export async function setProductCategories(tx: Tx, productId: string, names: readonly string[]) {
  const rows = await categoriesNamed(tx, names)
  await tx.delete(productCategories).where(eq(productCategories.productId, productId))
  if (rows.length) {
    await tx
      .insert(productCategories)
      .values(rows.map((category) => ({ productId, categoryId: category.id })))
      .onConflictDoNothing()
  }
}

async function assertNameFree(tx: Tx, name: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = ${name.toLowerCase()}`)
  if (clash && clash.id !== exceptId) {
    throw badInput(`A category named "${name}" already exists.`, { name: `A category named "${name}" already exists.` })
  }
}

const categoryId = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : -1)

export async function createCategory(db: Db, input: unknown): Promise<CategoryRow> {
  const values = parseInput(ProductCategorySchema, input, 'Invalid category')
  return transaction(db, async (tx) => {
    await assertNameFree(tx, values.name)
    const [row] = await tx.insert(categories).values(values).returning()
    return row!
  })
}

export async function updateCategory(db: Db, id: string, input: unknown): Promise<CategoryRow> {
  const values = parseInput(ProductCategorySchema, input, 'Invalid category')
  return transaction(db, async (tx) => {
    await assertNameFree(tx, values.name, categoryId(id))
    const [row] = await tx
      .update(categories)
      .set(values)
      .where(eq(categories.id, categoryId(id)))
      .returning()
    if (!row) throw notFound('Category not found')
    return row
  })
}

/** Deletes an empty category; one that still holds live products is refused so no product loses it silently. */
export async function deleteCategory(db: Db, id: string): Promise<void> {
  await transaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(categories)
      .where(eq(categories.id, categoryId(id)))
    if (!row) throw notFound('Category not found')
    const [used] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(productCategories)
      .innerJoin(products, eq(products.id, productCategories.productId))
      .where(sql`${productCategories.categoryId} = ${row.id} and ${products.archivedAt} is null`)
    if (used && used.count > 0) {
      throw conflict(
        `"${row.name}" still holds ${used.count} product${used.count === 1 ? '' : 's'}; move them to another category first.`,
      )
    }
    await tx.delete(categories).where(eq(categories.id, row.id))
  })
}
