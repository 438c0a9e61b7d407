import { authorize } from '@/server/graphql/authorize'
import { followLiveStream } from '@/server/graphql/live-stream'
import type {
  BulkUploadResultResolvers,
  MutationResolvers,
  QueryResolvers,
  SubscriptionResolvers,
  UploadPreviewResolvers,
} from '@/server/graphql/resolvers-types'
import { deliver, type StreamEnd } from '@/server/live/guarded-stream'
import { uploadStockFile } from '@/server/services/inventory/inventory-upload'
import { applyPreview, cancelApply, discardPreview, readPreview } from '@/server/services/inventory/upload-preview'
import type { UploadProgressEvent } from '@/server/services/inventory/upload-progress'
import { PermissionLevel } from '@/shared/permissions'

/** An upload's progress events until its last one. */
async function* untilDone(events: AsyncIterable<UploadProgressEvent>, userId: string) {
  for await (const event of events) {
    if (event.userId !== userId) continue
    yield event
    if (event.done) return
  }
}

export const inventoryUploadMutations: MutationResolvers = {
  bulkInsertInventory: async (_parent, { file, uploadId }, context) => {
    const viewer = await authorize(context, 'inventory', PermissionLevel.Edit)
    const { db, log } = context
    const { uploadProgress, uploadMaxRows } = context.services
    return uploadStockFile({ db, log, uploadProgress, uploadMaxRows }, viewer, file, uploadId)
  },
  previewInventoryUpload: async (_parent, { file, uploadId }, context) => {
    const viewer = await authorize(context, 'inventory', PermissionLevel.Edit)
    const { db, log } = context
    const { uploadProgress, uploadMaxRows } = context.services
    const outcome = await uploadStockFile({ db, log, uploadProgress, uploadMaxRows }, viewer, file, uploadId, 'preview')
    return { ...(await readPreview(db, outcome.recordId, null)), outcome }
  },
  applyInventoryUpload: async (_parent, { id, uploadId }, context) => {
    const viewer = await authorize(context, 'inventory', PermissionLevel.Edit)
    const { db, log } = context
    return applyPreview({ ...context.services, db, log }, viewer, id, uploadId)
  },
  cancelInventoryUpload: async (_parent, { id }, context) => {
    await authorize(context, 'inventory', PermissionLevel.Edit)
    return cancelApply(context.db, id)
  },
  discardInventoryUpload: async (_parent, { id }, context) => {
    await authorize(context, 'inventory', PermissionLevel.Edit)
    return discardPreview(context.db, id)
  },
}

export const inventoryUploadQueries: QueryResolvers = {
  inventoryUploadPreview: async (_parent, { id, largeChangeShare }, context) => {
    await authorize(context, 'inventory', PermissionLevel.View)
    return readPreview(context.db, id, largeChangeShare)
  },
}

export const uploadPreviewFields: UploadPreviewResolvers = {
  rows: (parent, { kind, after, first }) => parent.rows(kind ?? 'ALL', after ?? 0, first),
}

export const inventoryUploadSubscriptions: SubscriptionResolvers = {
  inventoryUploadProgress: {
    subscribe: (_parent, { uploadId }, context) =>
      followLiveStream(context, 'inventory', PermissionLevel.Edit, (viewer) =>
        untilDone(context.services.uploadProgress.subscribe('inventoryUpload', uploadId), viewer.user.id),
      ),
    resolve: (event: UploadProgressEvent | StreamEnd) => deliver(event),
  },
}

export const bulkUploadResultFields: BulkUploadResultResolvers = {
  results: async (parent, { failedOnly }) => {
    if (failedOnly) return parent.results.failed()
    await parent.loadApplied?.()
    return Array.from(parent.results.all())
  },
}
