import { createPubSub } from 'graphql-yoga'
import type { EventChannels } from '@/server/live/event-channels'

/** How far an upload has got; published as inventoryUploadProgress to the user who sent it. */
export interface UploadProgressEvent {
  uploadId: string
  userId: string
  stage: string
  percent: number
  processedRows: number
  processedBytes: number
  totalBytes: number
  totalRows: number | null
  done: boolean
}

type ProgressChannels = { inventoryUpload: [uploadId: string, event: UploadProgressEvent] }

/**
 * Fan-out of upload progress over the given channels: through Redis a subscriber connected to one server process
 * hears about an upload that reached another.
 */
export const createUploadProgressHub = (channels: EventChannels) =>
  createPubSub<ProgressChannels>({ eventTarget: channels.target<ProgressChannels>() })

export type UploadProgressHub = ReturnType<typeof createUploadProgressHub>

const PUBLISH_EVERY_MS = 200

/** Publishes an upload's steps, at most every 200 ms apart from the last one, which always goes out with done. */
export function uploadProgressReporter(
  hub: UploadProgressHub,
  target: { uploadId: string | null | undefined; userId: string; totalBytes: number },
) {
  let last: Omit<UploadProgressEvent, 'uploadId' | 'userId' | 'totalBytes' | 'done'> = {
    stage: 'Reading the file',
    percent: 0,
    processedRows: 0,
    processedBytes: 0,
    totalRows: null,
  }
  let sentAt = 0
  const send = (done: boolean) => {
    if (!target.uploadId) return
    sentAt = Date.now()
    hub.publish('inventoryUpload', target.uploadId, { ...last, ...target, uploadId: target.uploadId, done })
  }
  return {
    report(step: typeof last) {
      last = step
      if (Date.now() - sentAt >= PUBLISH_EVERY_MS) send(false)
    },
    finish() {
      send(true)
    },
  }
}
