import { useMutation, useQueryClient } from '@tanstack/react-query'
import { uploadHistoryOptions } from './queries'
import { useEffect, useState } from 'react'
import {
  ApplyInventoryUploadDocument,
  CancelInventoryUploadDocument,
  DiscardInventoryUploadDocument,
  PreviewInventoryUploadDocument,
  type UploadOutcomeFragment,
} from '@/gql/graphql'
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

type UploadResult = UploadOutcomeFragment

/** Where the open preview's id is kept, so that it is still there after a reload of the page. */
const PREVIEW_KEY = 'inventory-upload-preview'

function useKeptPreviewId() {
  const [previewId, setPreviewId] = useState<string | null>(() => sessionStorage.getItem(PREVIEW_KEY))
  const keep = (id: string | null) => {
    if (id) sessionStorage.setItem(PREVIEW_KEY, id)
    else sessionStorage.removeItem(PREVIEW_KEY)
    setPreviewId(id)
  }
  return [previewId, keep] as const
}

/** Runs one upload step (the file's preview, or a preview's apply) with its progress published under a fresh id. */
async function withProgress<T>(
  setProgress: (progress: UploadProgress) => void,
  step: (uploadId: string) => Promise<T>,
) {
  const uploadId = crypto.randomUUID()
  const stop = listenToUploadProgress(uploadId, setProgress)
  try {
    return await step(uploadId)
  } finally {
    stop()
  }
}

export interface UploadMessage {
  text: string
  tone: UploadTone
}

/** A cancelled apply's message (which rows it applied); the spec's message when every row applied; a warning with the counts when some failed; 'Upload failed' when none. */
function resultMessage(result: UploadResult): UploadMessage {
  if (result.cancelled) return { tone: 'warning', text: result.message }
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
 * One upload at a time, in two steps: the file's preview (what it would change, kept on the server and here across a
 * reload), then its apply or discard. While a step runs: the elapsed seconds and the server's progress; then the
 * result message for 5 s, and the result itself until the next upload. A file no row of which would apply is
 * answered at once, as an upload that failed.
 */
export function useBulkUpload() {
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const [elapsedSeconds, setElapsedSeconds] = useState(0)
  const [message, setMessage] = useState<UploadMessage | null>(null)
  const [result, setResult] = useState<UploadResult | null>(null)
  const [fileName, setFileName] = useState<string | null>(null)
  const [previewId, keepPreviewId] = useKeptPreviewId()

  const starting = (name: string | null) => {
    setProgress(null)
    setElapsedSeconds(0)
    setMessage(null)
    setResult(null)
    setFileName(name)
  }
  const refreshUploads = () => queryClient.invalidateQueries({ queryKey: uploadHistoryOptions().queryKey })
  const failed = (error: Error) => {
    setMessage({ tone: 'error', text: errorMessage(error) })
    return refreshUploads()
  }

  const preview = useMutation({
    mutationFn: async (file: File) => {
      if (file.size > UPLOAD_MAX_BYTES) throw new Error(UPLOAD_MESSAGES.tooLarge)
      return withProgress(setProgress, async (uploadId) => {
        const data = await gqlRequest(PreviewInventoryUploadDocument, { file, uploadId }, undefined, UPLOAD_TIMEOUT_MS)
        return data.previewInventoryUpload
      })
    },
    onMutate: (file) => starting(file.name),
    onSuccess: (answer) => {
      const outcome = answer.outcome
      if (outcome && !outcome.success) {
        setMessage(resultMessage(outcome))
        setResult(outcome)
      } else keepPreviewId(answer.id)
      return refreshUploads()
    },
    onError: failed,
  })

  const apply = useMutation({
    mutationFn: (id: string) =>
      withProgress(setProgress, async (uploadId) => {
        const data = await gqlRequest(ApplyInventoryUploadDocument, { id, uploadId }, undefined, UPLOAD_TIMEOUT_MS)
        return data.applyInventoryUpload
      }),
    onMutate: () => {
      cancel.reset()
      starting(fileName)
    },
    onSuccess: (outcome) => {
      keepPreviewId(null)
      setMessage(resultMessage(outcome))
      setResult(outcome)
      // Stock changed across the catalogue: product lists, stock pages and the dashboard may be stale.
      return queryClient.invalidateQueries({
        predicate: (query) => STOCK_QUERY_ROOTS.includes(String(query.queryKey[0])),
      })
    },
    onError: failed,
  })

  const cancel = useMutation({
    mutationFn: async (id: string) => (await gqlRequest(CancelInventoryUploadDocument, { id })).cancelInventoryUpload,
    onError: failed,
  })

  const discard = useMutation({
    mutationFn: async (id: string) => (await gqlRequest(DiscardInventoryUploadDocument, { id })).discardInventoryUpload,
    onSuccess: () => {
      keepPreviewId(null)
      return refreshUploads()
    },
    onError: failed,
  })

  const busy = preview.isPending || apply.isPending
  useEffect(() => {
    if (!busy) return
    const started = Date.now()
    const timer = setInterval(() => setElapsedSeconds(Math.floor((Date.now() - started) / 1000)), UPLOAD_TICK_MS)
    return () => clearInterval(timer)
  }, [busy])

  useEffect(() => {
    if (!message) return
    const timer = setTimeout(() => setMessage(null), UPLOAD_RESULT_VISIBLE_MS)
    return () => clearTimeout(timer)
  }, [message])

  return {
    upload: (file: File) => preview.mutate(file),
    previewId: busy ? null : previewId,
    apply: () => previewId && apply.mutate(previewId),
    discard: () => previewId && discard.mutate(previewId),
    /** Asks the running apply to stop after its current batch; its answer then says which rows were applied. */
    cancel: () => previewId && cancel.mutate(previewId),
    cancelling: apply.isPending && (cancel.isPending || cancel.isSuccess),
    /** A preview no longer open (applied elsewhere, discarded, expired) is forgotten here too. */
    forgetPreview: () => keepPreviewId(null),
    discarding: discard.isPending,
    uploading: busy,
    step: apply.isPending ? ('Applying' as const) : ('Uploading' as const),
    fileName,
    elapsedSeconds,
    progress: busy ? progress : null,
    message,
    result,
  }
}
