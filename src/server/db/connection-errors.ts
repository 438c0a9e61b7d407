import { causeChain, databaseErrorCode } from '@/server/db/database-error-code'
import { appError } from '@/server/errors'

/** Socket errors that mean the database cannot be reached or dropped the connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENOENT',
])

/** admin_shutdown, crash_shutdown, cannot_connect_now, and too_many_connections while the server restarts. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300'])

const PROTOCOL_VIOLATION = '08P01'

const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection ended unexpectedly/i,
  /Query read timeout/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
]

/**
 * Whether an error (or one it wraps, as Drizzle and GraphQL wrap the driver's) says the database is away rather than
 * that the statement was wrong: these are worth answering as SERVICE_UNAVAILABLE, the rest are bugs.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = databaseErrorCode(error)
  // protocol_violation is in the connection class, but it is a statement we built wrong (too many parameters, say).
  if (code === PROTOCOL_VIOLATION) return false
  if (code !== undefined && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) return true
  return [...causeChain(error)].some((link) => MESSAGES.some((pattern) => pattern.test(link.message)))
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not available right now. Please try again in a moment.'

export const databaseUnavailable = () => appError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE)
