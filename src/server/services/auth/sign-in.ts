import type { SecurityLog } from '@/server/auth/security-log'
import type { Viewer } from '@/server/auth/viewer'
import { unauthenticated } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import { effectiveRoles, findUserByEmail } from '@/server/repositories/user-repository'
import type { AuthDeps } from '@/server/services/auth/auth-deps'
import { assertMayUsePortal, checkPassword } from '@/server/services/auth/password-check'
import { startSession, type IssuedTokens } from '@/server/services/auth/tokens'
import { LoginSchema } from '@/shared/auth-schemas'

const INVALID_CREDENTIALS = 'Invalid email or password.'

/** The password step of a sign-in: a new session's tokens and its viewer. */
export async function login(
  deps: AuthDeps,
  input: unknown,
  security: SecurityLog,
  userAgent: string | undefined,
): Promise<IssuedTokens & { viewer: Viewer }> {
  const credentials = parseInput(LoginSchema, input, 'Email and password are required')
  const { db } = deps
  const user = await checkPassword(deps, credentials, security, () => findUserByEmail(db, credentials.email))
  if (!user) {
    security.record('sign_in_failed', { email: credentials.email.trim().toLowerCase() })
    throw unauthenticated(INVALID_CREDENTIALS)
  }
  const roles = await effectiveRoles(db, user.id)
  assertMayUsePortal(user, roles)
  const tokens = await startSession(deps, user.id, { address: security.address, userAgent })
  return { ...tokens, viewer: { user, roles, sessionId: tokens.sessionId } }
}
