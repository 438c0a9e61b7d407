import { InventoryUploadProgressDocument, type InventoryUploadProgressSubscription } from '@/gql/graphql'
import { followSubscription } from '@/lib/live-subscription'

export type UploadProgress = InventoryUploadProgressSubscription['inventoryUploadProgress']

/**
 * Listens to inventoryUploadProgress through the app's subscription client, which refreshes the access token and
 * reconnects, so a long upload's progress outlives the token it started with. Progress is a comfort: if the stream
 * fails, the upload goes on and its own answer still arrives. Returns a function that stops listening.
 */
export function listenToUploadProgress(uploadId: string, onProgress: (progress: UploadProgress) => void): () => void {
  const controller = new AbortController()
  void followSubscription(
    InventoryUploadProgressDocument,
    { uploadId },
    { onResult: (result) => onProgress(result.inventoryUploadProgress) },
    controller.signal,
  )
  return () => controller.abort()
}
