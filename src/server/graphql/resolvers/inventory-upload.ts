import { authorize } from '@/server/graphql/authorize'
import { parseArgument } from '@/server/graphql/parse-input'
import type {
  BulkUploadResultResolvers,
  MutationResolvers,
  SubscriptionResolvers,
} from '@/server/graphql/resolvers-types'
import { bulkInsertInventory } from '@/server/services/inventory-upload'
import { inUploadSlot } from '@/server/services/upload-slots'
import { uploadProgressReporter, type UploadProgressEvent } from '@/server/services/upload-progress'
import { recordId } from '@/shared/input-bounds'
import { can, PermissionLevel } from '@/shared/permissions'

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
    const progress = uploadProgressReporter(context.services.uploadProgress, {
      uploadId: parseArgument('uploadId', recordId('Upload id').nullish(), uploadId),
      userId: viewer.user.id,
      totalBytes: file.size,
    })
    const actor = { id: viewer.user.id, canCreateProducts: can(viewer.roles, 'products', PermissionLevel.Create) }
    try {
      return await inUploadSlot(() => bulkInsertInventory(context.db, file, actor, (step) => progress.report(step)))
    } finally {
      progress.finish()
    }
  },
}

export const inventoryUploadSubscriptions: SubscriptionResolvers = {
  inventoryUploadProgress: {
    subscribe: async (_parent, { uploadId }, context) => {
      const viewer = await authorize(context, 'inventory', PermissionLevel.Edit)
      return untilDone(context.services.uploadProgress.subscribe('inventoryUpload', uploadId), viewer.user.id)
    },
    resolve: (event: UploadProgressEvent) => event,
  },
}

export const bulkUploadResultFields: BulkUploadResultResolvers = {
  results: (parent, { failedOnly }) =>
    failedOnly ? parent.results.filter((result) => !result.success) : parent.results,
}
