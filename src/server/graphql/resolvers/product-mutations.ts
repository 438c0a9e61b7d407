import { authorize } from '@/server/graphql/authorize'
import { liveWrite } from '@/server/graphql/context'
import type { MutationResolvers } from '@/server/graphql/resolvers-types'
import { setArchived } from '@/server/services/products/product-archive'
import { addProductImage, removeProductImage } from '@/server/services/products/product-images'
import { createCategory, deleteCategory, updateCategory } from '@/server/services/products/product-categories'
import { deleteProducts, restoreProducts } from '@/server/services/products/product-deletion'
import {
  bulkUpdateProducts,
  createProduct,
  duplicateProduct,
  updateProduct,
} from '@/server/services/products/product-writes'
import { PermissionLevel } from '@/shared/permissions'
import { PRODUCT_ACTION_LEVELS } from '@/shared/product-rules'
import { countOf } from '@/shared/count-text'

function deletionMessage({ deleted, archived }: { deleted: number; archived: number }): string {
  if (deleted + archived === 0) return 'No products were deleted.'
  const parts = [deleted && `${deleted} deleted`, archived && `${archived} archived because orders refer to them`]
  return `Products removed: ${parts.filter(Boolean).join(', ')}.`
}

export const productMutations: MutationResolvers = {
  createProduct: async (_parent, { input }, context) => {
    const viewer = await authorize(context, 'products', PermissionLevel.Create)
    return createProduct(context.db, input, viewer)
  },
  updateProduct: async (_parent, { id, input }, context) => {
    const viewer = await authorize(context, 'products', PermissionLevel.Edit)
    return updateProduct({ ...liveWrite(context, viewer), id, input })
  },
  updateProductStatus: async (_parent, { id, status }, context) => {
    const viewer = await authorize(context, 'products', PermissionLevel.Edit)
    return updateProduct({ ...liveWrite(context, viewer), id, input: { status } })
  },
  updateProductStock: async (_parent, { id, quantity }, context) => {
    const viewer = await authorize(context, 'inventory', PermissionLevel.Edit)
    return updateProduct({ ...liveWrite(context, viewer), id, input: { quantity } })
  },
  bulkUpdateProducts: async (_parent, { input }, context) => {
    const viewer = await authorize(context, 'products', PRODUCT_ACTION_LEVELS.bulkUpdate)
    const updated = await bulkUpdateProducts(context.db, context.services.live.pubsub, viewer, input)
    return {
      success: updated.length > 0,
      message: updated.length ? `${countOf(updated.length, 'product')} updated.` : 'No products were updated.',
      updatedCount: updated.length,
      updatedProductIds: updated,
    }
  },
  duplicateProduct: async (_parent, { id }, context) => {
    const viewer = await authorize(context, 'products', PRODUCT_ACTION_LEVELS.duplicate)
    return duplicateProduct(context.db, id, viewer.user.id)
  },
  archiveProduct: async (_parent, { id }, context) => {
    const viewer = await authorize(context, 'products', PRODUCT_ACTION_LEVELS.archive)
    return setArchived({ ...liveWrite(context, viewer), id, archived: true })
  },
  restoreProduct: async (_parent, { id }, context) => {
    const viewer = await authorize(context, 'products', PRODUCT_ACTION_LEVELS.restore)
    return setArchived({ ...liveWrite(context, viewer), id, archived: false })
  },
  uploadProductImage: async (_parent, { productId, file }, context) => {
    await authorize(context, 'products', PermissionLevel.Edit)
    const image = await addProductImage(context.db, context.services.uploadsDir, productId, file)
    return { ...image, size: image.sizeBytes }
  },
  deleteProductImage: async (_parent, { productId, imageId }, context) => {
    await authorize(context, 'products', PermissionLevel.Edit)
    const removed = await removeProductImage(context.db, context.services.uploadsDir, productId, imageId)
    return { success: removed, message: removed ? 'Image removed.' : 'Image not found', archived: false }
  },
  createProductCategory: async (_parent, { input }, context) => {
    await authorize(context, 'products', PermissionLevel.Create)
    return createCategory(context.db, input)
  },
  updateProductCategory: async (_parent, { id, input }, context) => {
    await authorize(context, 'products', PermissionLevel.Edit)
    return updateCategory(context.db, id, input)
  },
  deleteProductCategory: async (_parent, { id }, context) => {
    await authorize(context, 'products', PermissionLevel.Delete)
    await deleteCategory(context.db, id)
    return { success: true, message: 'Category deleted.', archived: false }
  },
  deleteProducts: async (_parent, { ids, matching }, context) => {
    await authorize(context, 'products', PermissionLevel.Delete)
    const result = await deleteProducts(context.db, { ids, matching })
    return {
      success: result.deleted + result.archived > 0,
      message: deletionMessage(result),
      deletedCount: result.deleted,
      archivedCount: result.archived,
      deletionId: result.deletionId,
    }
  },
  restoreProducts: async (_parent, { deletionId }, context) => {
    await authorize(context, 'products', PermissionLevel.Delete)
    const restored = await restoreProducts(context.db, deletionId)
    return {
      success: restored > 0,
      message: restored ? `Products restored: ${restored}.` : 'No products could be restored.',
      restoredCount: restored,
    }
  },
  deleteProduct: async (_parent, { id }, context) => {
    await authorize(context, 'products', PermissionLevel.Delete)
    const result = await deleteProducts(context.db, { ids: [id] })
    return {
      success: result.deleted + result.archived > 0,
      message: result.archived
        ? 'Product archived because orders refer to it.'
        : result.deleted
          ? 'Product deleted.'
          : 'Product not found',
      archived: result.archived > 0,
    }
  },
}
