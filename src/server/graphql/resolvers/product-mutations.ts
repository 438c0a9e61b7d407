import { authorize } from '@/server/graphql/authorize'
import type { MutationResolvers } from '@/server/graphql/resolvers-types'
import { deleteProducts } from '@/server/services/product-deletion'
import { PermissionLevel } from '@/shared/permissions'

function deletionMessage({ deleted, archived }: { deleted: number; archived: number }): string {
  if (deleted + archived === 0) return 'No products were deleted.'
  const parts = [deleted && `${deleted} deleted`, archived && `${archived} archived because orders refer to them`]
  return `Products removed: ${parts.filter(Boolean).join(', ')}.`
}

export const productMutations: MutationResolvers = {
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
