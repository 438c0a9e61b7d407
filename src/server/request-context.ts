import { AsyncLocalStorage } from 'node:async_hooks'

/** The request being served, for log lines written far from it (Yoga's logger, process-level handlers). */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>()

/** `{ reqId }` of the request being served, as Fastify's own request log lines carry it; empty outside one. */
export function currentRequest(): { reqId?: string } {
  const requestId = requestContext.getStore()?.requestId
  return requestId ? { reqId: requestId } : {}
}
