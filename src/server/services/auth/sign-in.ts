import { fullName } from '@/shared/names'
import { noteAudit } from '@/server/db/audit-log'
import type { SecurityLog } from '@/server/auth/security-log'
import type { Viewer } from '@/server/auth/viewer'
import type { UserRow } from '@/server/db/schema'
import { unauthenticated } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import { hasPasskey } from '@/server/repositories/passkey-repository'
import { findTwoStepFactor, readTwoStepPolicy } from '@/server/repositories/two-step-repository'
import { effectiveRoles, findUserByEmail, findUserById } from '@/server/repositories/user-repository'
import type { AuthDeps } from '@/server/services/auth/auth-deps'
import { assertMayUsePortal, checkPassword, portalRefusal } from '@/server/services/auth/password-check'
import { checkCode } from '@/server/services/auth/two-step-codes'
import { startSession, type IssuedTokens } from '@/server/services/auth/tokens'
import { LoginSchema } from '@/shared/auth-schemas'
import { SecondStepSchema, twoStepRequired } from '@/shared/two-step'

/** How the second step can be done: a code from the app (or a recovery code), or a passkey. */
type SecondStepMethod = 'TOTP' | 'PASSKEY'

const INVALID_CREDENTIALS = 'Invalid email or password.'
const SIGN_IN_EXPIRED = 'Your sign-in has expired. Please enter your email and password again.'
/** How long the second step may take after the password. */
const CHALLENGE_TTL_SECONDS = 5 * 60

interface Account {
  user: UserRow
  roles: Viewer['roles']
}

/**
 * What the password step ends with: a session's tokens (one that may only enrol when the store requires a second step
 * the user has not set up), or, for a user with two-step sign-in, a challenge for `completeSignIn` and no tokens.
 */
export type SignIn = Account &
  (
    | (IssuedTokens & { sessionId: string; secondStep?: undefined; enrolmentOnly: boolean })
    | { secondStep: { challenge: string; expiresAt: Date; methods: SecondStepMethod[] } }
  )

/** The password step of a sign-in. */
export async function login(
  deps: AuthDeps,
  input: unknown,
  security: SecurityLog,
  userAgent: string | undefined,
): Promise<SignIn> {
  const credentials = parseInput(LoginSchema, input, 'Email and password are required')
  const { db } = deps
  const user = await checkPassword(deps, credentials, security, () => findUserByEmail(db, credentials.email))
  if (!user) {
    security.record('sign_in_failed', { email: credentials.email.trim().toLowerCase() })
    throw unauthenticated(INVALID_CREDENTIALS)
  }
  const roles = await effectiveRoles(db, user.id)
  assertMayUsePortal(user, roles)
  noteAudit({ actor: { id: user.id, name: fullName(user) }, recordId: user.id })
  const [factor, passkey, policy] = await Promise.all([
    findTwoStepFactor(db, user.id),
    hasPasskey(db, user.id),
    readTwoStepPolicy(db),
  ])
  const methods: SecondStepMethod[] = [
    ...(factor?.enrolledAt ? ['TOTP' as const] : []),
    ...(passkey ? ['PASSKEY' as const] : []),
  ]
  if (methods.length > 0) {
    const challenge = await deps.accessTokens.signChallenge(user.id, CHALLENGE_TTL_SECONDS, deps.now())
    return { user, roles, secondStep: { ...challenge, methods } }
  }
  const enrolmentOnly = twoStepRequired(policy, roles)
  if (enrolmentOnly) security.record('two_step_enrolment_required', { userId: user.id })
  const tokens = await startSession(deps, user.id, { address: security.address, userAgent }, enrolmentOnly)
  return { user, roles, ...tokens, enrolmentOnly }
}

/**
 * The second step: the password step's challenge and a code from the app (or a recovery code) for the session's
 * tokens. Every refused code gets the same answer, and the attempts are throttled like passwords.
 */
export async function completeSignIn(
  deps: AuthDeps,
  input: unknown,
  security: SecurityLog,
  userAgent: string | undefined,
): Promise<Account & IssuedTokens & { sessionId: string }> {
  const { challenge, code } = parseInput(SecondStepSchema, input, 'Enter the code from your authenticator app.')
  const { db } = deps
  const userId = await deps.accessTokens.challengeUser(challenge, deps.now())
  const user = userId ? await findUserById(db, userId) : undefined
  const factor = user ? await findTwoStepFactor(db, user.id) : undefined
  if (!user || !factor?.enrolledAt) throw unauthenticated(SIGN_IN_EXPIRED)
  const roles = await effectiveRoles(db, user.id)
  const refusal = portalRefusal(user, roles)
  if (refusal) throw refusal
  const method = await checkCode(deps, { factor, email: user.email, code }, security)
  noteAudit({ actor: { id: user.id, name: fullName(user) }, recordId: user.id })
  const tokens = await startSession(deps, user.id, { address: security.address, userAgent })
  security.record('signed_in_with_second_step', { userId: user.id, method, sessionId: tokens.sessionId })
  return { user, roles, ...tokens }
}
