import { GraphQLError } from 'graphql'
import type { ErrorCode } from '@/shared/error-codes'

export type FieldErrors = Record<string, string>

/** An error the client is meant to see: Yoga passes GraphQLErrors through its masking. */
export function appError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } })
}

export const unauthenticated = (message = 'You must be signed in.') => appError('UNAUTHENTICATED', message)
export const tokenExpired = () => appError('AUTH_TOKEN_EXPIRED', 'Your session token has expired.')
export const forbidden = (message = 'You do not have permission to do this.', extra: Record<string, unknown> = {}) =>
  appError('FORBIDDEN', message, extra)
export const notFound = (message: string) => appError('NOT_FOUND', message)
export const conflict = (message: string) => appError('CONFLICT', message)
export const badInput = (message: string, fieldErrors: FieldErrors = {}) =>
  appError('BAD_USER_INPUT', message, { fieldErrors })
export const rateLimited = (
  retryAfterSeconds: number,
  message = `Too many failed attempts. Try again in ${retryAfterSeconds} seconds.`,
) => appError('RATE_LIMITED', message, { retryAfterSeconds })
