import { useMutation, useQueryClient } from '@tanstack/react-query'
import { recentUploadsOptions } from './queries'
import { useEffect, useState } from 'react'
import { BulkInsertInventoryDocument, type BulkInsertInventoryMutation } from '@/gql/graphql'
import { errorCode } from '@/lib/api-error'
import { gqlRequest } from '@/lib/graphql-client'
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_RESULT_VISIBLE_MS,
  UPLOAD_TICK_MS,
  UPLOAD_TIMEOUT_MS,
  uploadTone,
  type UploadTone,
} from '@/shared/inventory-upload'
import { listenToUploadProgress, type UploadProgress } from './upload-progress-stream'

/** First elements of the query keys (owned by the products, inventory and dashboard features) that show stock. */
const STOCK_QUERY_ROOTS = ['products', 'inventory', 'dashboard']

type UploadResult = BulkInsertInventoryMutation['bulkInsertInventory']

export interface UploadMessage {
  text: string
  tone: UploadTone
}

/** The spec's message when every row applied; a warning with the counts when some failed; 'Upload failed' when none. */
function resultMessage(result: UploadResult): UploadMessage {
  const tone = uploadTone(result)
  const counts = [result.totalProcessed, result.successCount, result.failureCount] as const
  if (tone === 'success') return { tone, text: UPLOAD_MESSAGES.success(...counts) }
  if (tone === 'warning') return { tone, text: UPLOAD_MESSAGES.partial(...counts) }
  return { tone, text: UPLOAD_MESSAGES.failed(result.message) }
}

function errorMessage(error: Error): string {
  if (errorCode(error) === 'TIMEOUT') return UPLOAD_MESSAGES.uploadTimeout(UPLOAD_TIMEOUT_MS / 60_000)
  if (/time-?out|timed out|\b504\b/i.test(error.message)) return UPLOAD_MESSAGES.serverTimeout
  return error.message
}

/**
 * One upload at a time: the elapsed seconds while it runs, the server's progress, then the result message for 5 s
 * and the result itself until the next upload.
 */
export function useBulkUpload() {
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const [elapsedSeconds, setElapsedSeconds] = useState(0)
  const [message, setMessage] = useState<UploadMessage | null>(null)

  const mutation = useMutation({
    mutationFn: async (file: File) => {
      if (file.size > UPLOAD_MAX_BYTES) throw new Error(UPLOAD_MESSAGES.tooLarge)
      const uploadId = crypto.randomUUID()
      const stop = listenToUploadProgress(uploadId, setProgress)
      try {
        const data = await gqlRequest(BulkInsertInventoryDocument, { file, uploadId }, undefined, UPLOAD_TIMEOUT_MS)
        return data.bulkInsertInventory
      } finally {
        stop()
      }
    },
    onMutate: () => {
      setProgress(null)
      setElapsedSeconds(0)
      setMessage(null)
    },
    onSuccess: (result) => {
      setMessage(resultMessage(result))
      // Stock changed across the catalogue: product lists, stock pages and the dashboard may be stale.
      return queryClient.invalidateQueries({
        predicate: (query) => STOCK_QUERY_ROOTS.includes(String(query.queryKey[0])),
      })
    },
    onError: (error) => {
      setMessage({ tone: 'error', text: errorMessage(error) })
      return queryClient.invalidateQueries({ queryKey: recentUploadsOptions().queryKey })
    },
  })

  const uploading = mutation.isPending
  useEffect(() => {
    if (!uploading) return
    const started = Date.now()
    const timer = setInterval(() => setElapsedSeconds(Math.floor((Date.now() - started) / 1000)), UPLOAD_TICK_MS)
    return () => clearInterval(timer)
  }, [uploading])

  useEffect(() => {
    if (!message) return
    const timer = setTimeout(() => setMessage(null), UPLOAD_RESULT_VISIBLE_MS)
    return () => clearTimeout(timer)
  }, [message])

  return {
    upload: (file: File) => mutation.mutate(file),
    uploading,
    fileName: mutation.variables?.name ?? null,
    elapsedSeconds,
    progress: uploading ? progress : null,
    message,
    result: mutation.data ?? null,
  }
}
