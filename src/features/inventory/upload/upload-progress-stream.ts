import { InventoryUploadProgressDocument, type InventoryUploadProgressSubscription } from '@/gql/graphql'
import { graphqlBody } from '@/lib/graphql-response'
import { readTokens } from '@/lib/session-tokens'

export type UploadProgress = InventoryUploadProgressSubscription['inventoryUploadProgress']

/**
 * Listens to inventoryUploadProgress over server-sent events (Yoga's distinct-connection mode, which takes the
 * Authorization header EventSource cannot send). Progress is a comfort: if the stream fails, the upload goes on and
 * its own answer still arrives. Returns a function that stops listening.
 */
export function listenToUploadProgress(uploadId: string, onProgress: (progress: UploadProgress) => void): () => void {
  const controller = new AbortController()
  const { token } = readTokens()
  const read = async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(graphqlBody(InventoryUploadProgressDocument, { uploadId })),
      signal: controller.signal,
    })
    if (!response.body) return
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    let buffered = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      buffered += chunk.value
      const lines = buffered.split('\n')
      buffered = lines.pop() ?? ''
      for (const line of lines) {
        if (!line.startsWith('data: {')) continue
        const event = JSON.parse(line.slice(6)) as { data?: InventoryUploadProgressSubscription }
        if (event.data) onProgress(event.data.inventoryUploadProgress)
      }
    }
  }
  read().catch(() => undefined)
  return () => controller.abort()
}
