import type { ErrorCode } from '@/shared/error-codes'

/** The server's codes, and what the client itself sees when no answer or an unexpected one came back. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'TIMEOUT' | 'INTERNAL_SERVER_ERROR'

/** An error of a GraphQL call, with the server's code and per-field messages when it gave them. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: ApiErrorCode,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new ApiError('The server took too long to answer. Please try again.', 'TIMEOUT')
  }
  const message = error instanceof Error ? error.message : String(error)
  return new ApiError(message || 'Network error', 'NETWORK_ERROR')
}

/** Failures that never reached a result, and a server whose database is away for a moment, are worth retrying. */
export function isRetryable(error: unknown): boolean {
  const code = errorCode(error)
  return code === 'NETWORK_ERROR' || code === 'TIMEOUT' || code === 'SERVICE_UNAVAILABLE'
}
