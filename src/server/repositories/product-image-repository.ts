import { and, count, eq, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { productImages, type ProductImageRow } from '@/server/db/schema'

export async function countProductImages(db: Db, productId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(productImages).where(eq(productImages.productId, productId))
  return row?.value ?? 0
}

/** Stores an image after the product's others. */
export async function insertProductImage(
  db: Db,
  image: Omit<typeof productImages.$inferInsert, 'position' | 'createdAt'>,
): Promise<ProductImageRow> {
  const [row] = await db
    .insert(productImages)
    .values({
      ...image,
      position: sql`(select coalesce(max(${productImages.position}) + 1, 0) from ${productImages} where ${productImages.productId} = ${image.productId})`,
    })
    .returning()
  return row!
}

/** Removes the product's image; the row removed, or undefined when it had no such image. */
export async function deleteProductImage(db: Db, productId: string, imageId: string) {
  const [row] = await db
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning()
  return row
}

/** Whether any product (a duplicate) still shows the file at this URL. */
export async function isImageUrlUsed(db: Db, url: string): Promise<boolean> {
  const [shared] = await db
    .select({ id: productImages.id })
    .from(productImages)
    .where(eq(productImages.url, url))
    .limit(1)
  return shared !== undefined
}

/** Gives a copied product the original's images (the same files). */
export async function copyProductImages(db: Db, images: readonly ProductImageRow[], productId: string) {
  if (images.length === 0) return
  await db
    .insert(productImages)
    .values(images.map(({ id: _id, productId: _from, createdAt: _createdAt, ...image }) => ({ ...image, productId })))
}
