import { transaction } from '@/server/db/transaction'
import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Db } from '@/server/db/client'
import type { ProductImageRow } from '@/server/db/schema'
import { badInput, notFound } from '@/server/errors'
import {
  countProductImages,
  deleteProductImage,
  insertProductImage,
  isImageUrlUsed,
} from '@/server/repositories/product-image-repository'
import { findProductState } from '@/server/repositories/product-write-repository'
import { isUuid } from '@/server/repositories/uuid'
import { imageFormatOf } from '@/shared/image-signature'
import { INVALID_IMAGE_MESSAGE, isAcceptableImage, PRODUCT_IMAGES_MAX } from '@/shared/product-rules'

export const UPLOADS_URL_PREFIX = '/uploads/'

/**
 * Adds an image to a product: its file under `uploadsDir` (`<data folder>/uploads`, served back at /uploads/), and its
 * row.
 */
export async function addProductImage(
  db: Db,
  uploadsDir: string,
  productId: string,
  file: File,
): Promise<ProductImageRow> {
  if (!isUuid(productId)) throw notFound('Product not found')
  const product = await findProductState(db, productId)
  if (!product) throw notFound('Product not found')
  if (product.archivedAt) throw badInput('This product is archived and can no longer be changed.')
  if (!isAcceptableImage(file)) throw badInput(INVALID_IMAGE_MESSAGE, { file: INVALID_IMAGE_MESSAGE })
  const bytes = new Uint8Array(await file.arrayBuffer())
  const format = imageFormatOf(bytes)
  if (!format) throw badInput(INVALID_IMAGE_MESSAGE, { file: INVALID_IMAGE_MESSAGE })
  if ((await countProductImages(db, productId)) >= PRODUCT_IMAGES_MAX) {
    throw badInput(`A product can have at most ${PRODUCT_IMAGES_MAX} images.`)
  }

  const id = randomUUID()
  const relative = `products/${productId}/${id}.${format.extension}`
  await mkdir(join(uploadsDir, 'products', productId), { recursive: true })
  await writeFile(join(uploadsDir, relative), bytes)
  try {
    // In a transaction, like every write, so the audit log records the change with it (src/server/db/transaction.ts).
    return await transaction(db, (tx) =>
      insertProductImage(tx, {
        id,
        productId,
        url: `${UPLOADS_URL_PREFIX}${relative}`,
        fileName: file.name.slice(0, 255) || `image.${format.extension}`,
        contentType: format.type,
        sizeBytes: bytes.byteLength,
      }),
    )
  } catch (error) {
    await rm(join(uploadsDir, relative), { force: true })
    throw error
  }
}

/** Removes an image; its file goes too unless a duplicated product still shows it. */
export async function removeProductImage(
  db: Db,
  uploadsDir: string,
  productId: string,
  imageId: string,
): Promise<boolean> {
  if (!isUuid(productId) || !isUuid(imageId)) return false
  const row = await transaction(db, (tx) => deleteProductImage(tx, productId, imageId))
  if (!row) return false
  if (!(await isImageUrlUsed(db, row.url)) && row.url.startsWith(UPLOADS_URL_PREFIX)) {
    await rm(join(uploadsDir, row.url.slice(UPLOADS_URL_PREFIX.length)), { force: true })
  }
  return true
}
