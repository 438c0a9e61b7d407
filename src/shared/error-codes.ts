/** The `extensions.code` values the server answers with on purpose (DESIGN §4); anything else is masked. */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'AUTH_TOKEN_EXPIRED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'
