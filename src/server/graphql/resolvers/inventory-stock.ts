import { authorize } from '@/server/graphql/authorize'
import type { MutationResolvers, QueryResolvers } from '@/server/graphql/resolvers-types'
import {
  adjustInventory,
  bulkInventoryUpdate,
  inventoryHistory,
  listInventoryProducts,
  listLowStockProducts,
} from '@/server/services/inventory/inventory-stock'
import { listRecentUploads, uploadHistory } from '@/server/services/inventory/inventory-upload'
import { undoUpload, uploadReport } from '@/server/services/inventory/upload-undo'
import { PermissionLevel } from '@/shared/permissions'

export const inventoryStockQueries: QueryResolvers = {
  inventoryProducts: async (_parent, { filter }, context) => {
    await authorize(context, 'inventory', PermissionLevel.View)
    return listInventoryProducts(context.db, filter, context.countCap)
  },
  lowStockProducts: async (_parent, args, context) => {
    await authorize(context, 'inventory', PermissionLevel.View)
    return listLowStockProducts(context.db, args, context.countCap)
  },
  inventoryHistory: async (_parent, { productId, ...paging }, context) => {
    await authorize(context, 'inventory', PermissionLevel.View)
    return inventoryHistory(context.db, productId, paging)
  },
  inventoryUploads: async (_parent, { limit }, context) => {
    await authorize(context, 'inventory', PermissionLevel.View)
    return listRecentUploads(context.db, limit)
  },
  inventoryUploadHistory: async (_parent, { after, first }, context) => {
    await authorize(context, 'inventory', PermissionLevel.View)
    return uploadHistory(context.db, after, first)
  },
  inventoryUploadReport: async (_parent, { id, after, first }, context) => {
    await authorize(context, 'inventory', PermissionLevel.View)
    return uploadReport(context.db, id, { after, first })
  },
}

export const inventoryStockMutations: MutationResolvers = {
  adjustInventory: async (_parent, { input }, context) => {
    const viewer = await authorize(context, 'inventory', PermissionLevel.Edit)
    return adjustInventory(context.db, context.services.live.pubsub, viewer, input)
  },
  bulkInventoryUpdate: async (_parent, { items }, context) => {
    const viewer = await authorize(context, 'inventory', PermissionLevel.Edit)
    return bulkInventoryUpdate(context.db, context.services.live.pubsub, viewer, items)
  },
  undoInventoryUpload: async (_parent, { id }, context) => {
    const viewer = await authorize(context, 'inventory', PermissionLevel.Edit)
    return undoUpload(context.db, viewer, id)
  },
}
