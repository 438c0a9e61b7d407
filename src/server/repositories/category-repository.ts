import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '@/server/db/client'
import { categories, productCategories, products, type CategoryRow } from '@/server/db/schema'
import { countsBy } from '@/server/repositories/grouped-by'
import { uuidArray } from '@/server/repositories/uuid'

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

/**
 * Puts each of the products in exactly these categories in one statement, however many products: its delete and its
 * insert end together, so the trigger that keeps products.category_ids rewrites each product once, and only the
 * products whose set changes.
 */
export async function replaceProductCategories(tx: Tx, productIds: readonly string[], rows: readonly CategoryRow[]) {
  if (productIds.length === 0) return
  const ids = uuidArray(productIds)
  const categoryIds = `{${rows.map((category) => category.id).join(',')}}`
  await tx.execute(sql`
    with dropped as (
      delete from ${productCategories}
      where product_id = any(${ids}) and category_id <> all(${categoryIds}::int[])
    )
    insert into ${productCategories} (product_id, category_id)
    select product_id, category_id
    from unnest(${ids}) as product_id
    cross join unnest(${categoryIds}::int[]) as category_id
    on conflict do nothing`)
}

export async function findCategoryByName(db: Db, name: string): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(sql`lower(${categories.name}) = ${name.toLowerCase()}`)
  return row
}

export async function findCategoryById(db: Db, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id))
  return row
}

export async function insertCategory(tx: Tx, values: typeof categories.$inferInsert) {
  const [row] = await tx.insert(categories).values(values).returning()
  return row!
}

export async function updateCategoryById(tx: Tx, id: number, values: Partial<typeof categories.$inferInsert>) {
  const [row] = await tx.update(categories).set(values).where(eq(categories.id, id)).returning()
  return row
}

export async function deleteCategoryById(tx: Tx, id: number): Promise<void> {
  await tx.delete(categories).where(eq(categories.id, id))
}

/** How many live (not archived) products each category holds; one query for all the categories. */
export async function countLiveProductsIn(db: Db, categoryIds: readonly number[]): Promise<Map<number, number>> {
  const rows = categoryIds.length
    ? await db
        .select({ categoryId: productCategories.categoryId, n: sql<number>`count(*)::int` })
        .from(productCategories)
        .innerJoin(products, eq(products.id, productCategories.productId))
        .where(and(inArray(productCategories.categoryId, [...categoryIds]), isNull(products.archivedAt)))
        .groupBy(productCategories.categoryId)
    : []
  return countsBy(
    categoryIds,
    rows.map((row) => ({ key: row.categoryId, n: row.n })),
  )
}
