import { authorize } from '@/server/graphql/authorize'
import type { GraphQLContext } from '@/server/graphql/context'
import { productChangeKind, publishProductChanges } from '@/server/live/product-changes'
import type { ProductModel } from '@/server/repositories/product-repository'
import type { Viewer } from '@/server/services/auth-service'
import type { MutationResolvers } from '@/server/graphql/resolvers-types'
import { createCategory, deleteCategory, updateCategory } from '@/server/services/product-categories'
import { deleteProducts } from '@/server/services/product-deletion'
import { bulkUpdateProducts, createProduct, duplicateProduct, updateProduct } from '@/server/services/product-writes'
import { PermissionLevel } from '@/shared/permissions'

function deletionMessage({ deleted, archived }: { deleted: number; archived: number }): string {
  if (deleted + archived === 0) return 'No products were deleted.'
  const parts = [deleted && `${deleted} deleted`, archived && `${archived} archived because orders refer to them`]
  return `Products removed: ${parts.filter(Boolean).join(', ')}.`
}

/** The updated product, after telling live-update subscribers what kind of change it was. */
function announced(
  context: GraphQLContext,
  viewer: Viewer,
  product: ProductModel,
  input: Parameters<typeof productChangeKind>[0],
): ProductModel {
  publishProductChanges(context.services.live.pubsub, viewer, [product.id], productChangeKind(input))
  return product
}

export const productMutations: MutationResolvers = {
  createProduct: async (_parent, { input }, context) => {
    const viewer = await authorize(context, 'products', PermissionLevel.Create)
    return createProduct(context.db, input, viewer.user.id)
  },
  updateProduct: async (_parent, { id, input }, context) => {
    const viewer = await authorize(context, 'products', PermissionLevel.Edit)
    return announced(context, viewer, await updateProduct(context.db, id, input, viewer.user.id), input)
  },
  updateProductStatus: async (_parent, { id, status }, context) => {
    const viewer = await authorize(context, 'products', PermissionLevel.Edit)
    return announced(context, viewer, await updateProduct(context.db, id, { status }, viewer.user.id), { status })
  },
  updateProductStock: async (_parent, { id, quantity }, context) => {
    const viewer = await authorize(context, 'inventory', PermissionLevel.Edit)
    return announced(context, viewer, await updateProduct(context.db, id, { quantity }, viewer.user.id), { quantity })
  },
  bulkUpdateProducts: async (_parent, { input }, context) => {
    const viewer = await authorize(context, 'products', PermissionLevel.Edit)
    const updated = await bulkUpdateProducts(context.db, input)
    publishProductChanges(
      context.services.live.pubsub,
      viewer,
      updated.map((product) => product.id),
      productChangeKind(input),
    )
    return {
      success: updated.length > 0,
      message: updated.length
        ? `${updated.length} product${updated.length === 1 ? '' : 's'} updated.`
        : 'No products were updated.',
      updatedCount: updated.length,
      updatedProducts: updated,
    }
  },
  duplicateProduct: async (_parent, { id }, context) => {
    const viewer = await authorize(context, 'products', PermissionLevel.Create)
    return duplicateProduct(context.db, id, viewer.user.id)
  },
  uploadProductImage: async (_parent, { productId, file }, context) => {
    await authorize(context, 'products', PermissionLevel.Edit)
    const image = await context.services.productImages.upload(context.db, productId, file)
    return { ...image, size: image.sizeBytes }
  },
  deleteProductImage: async (_parent, { productId, imageId }, context) => {
    await authorize(context, 'products', PermissionLevel.Edit)
    const removed = await context.services.productImages.remove(context.db, productId, imageId)
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
  deleteProducts: async (_parent, { ids }, context) => {
    await authorize(context, 'products', PermissionLevel.Delete)
    const result = await deleteProducts(context.db, ids)
    return {
      success: result.deleted + result.archived > 0,
      message: deletionMessage(result),
      deletedCount: result.deleted,
      archivedCount: result.archived,
    }
  },
  deleteProduct: async (_parent, { id }, context) => {
    await authorize(context, 'products', PermissionLevel.Delete)
    const result = await deleteProducts(context.db, [id])
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
