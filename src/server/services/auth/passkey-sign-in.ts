import { fullName } from '@/shared/names'
import { noteAudit } from '@/server/db/audit-log'
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server'
import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import { z } from 'zod/mini'
import type { SecurityLog } from '@/server/auth/security-log'
import type { Viewer } from '@/server/auth/viewer'
import type { PasskeyRow } from '@/server/db/schema'
import { unauthenticated } from '@/server/errors'
import { parseArgument, parseInput } from '@/server/parse-input'
import { findPasskeyByCredentialId, listPasskeys, recordPasskeyUse } from '@/server/repositories/passkey-repository'
import { spendTicket } from '@/server/repositories/spent-ticket-repository'
import { effectiveRoles, findUserById } from '@/server/repositories/user-repository'
import type { AuthDeps } from '@/server/services/auth/auth-deps'
import { portalRefusal } from '@/server/services/auth/password-check'
import { startSession, type IssuedTokens } from '@/server/services/auth/tokens'
import { TokenSchema } from '@/shared/auth-schemas'
import { PasskeySignInSchema } from '@/shared/passkeys'

const SIGN_IN = 'passkey_sign_in'
/** The ticket of a sign-in with a passkey alone names no user until the passkey does. */
const ANYONE = 'anyone'
const TICKET_TTL_SECONDS = 5 * 60
const SIGN_IN_EXPIRED = 'Your sign-in has expired. Please enter your email and password again.'
const PASSKEY_REFUSED = 'That passkey could not sign you in.'

/**
 * Options for `navigator.credentials.get()` and a ticket holding their challenge. With the password step's challenge
 * it is the second step (the user's passkeys allowed); without one, a sign-in with a passkey alone (any passkey the
 * browser offers, with user verification).
 */
export async function startPasskeySignIn(
  deps: AuthDeps,
  challengeInput: unknown,
): Promise<{ options: string; ticket: string }> {
  const secondStep = parseArgument('challenge', z.nullish(TokenSchema), challengeInput)
  const userId = secondStep ? await deps.accessTokens.challengeUser(secondStep, deps.now()) : ANYONE
  if (!userId) throw unauthenticated(SIGN_IN_EXPIRED)
  const allowed: PasskeyRow[] = userId === ANYONE ? [] : await listPasskeys(deps.db, userId)
  const options = await generateAuthenticationOptions({
    rpID: deps.relyingParty.id,
    allowCredentials: allowed.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    userVerification: userId === ANYONE ? 'required' : 'preferred',
  })
  const { challenge: ticket } = await deps.accessTokens.signChallenge(userId, TICKET_TTL_SECONDS, deps.now(), {
    use: SIGN_IN,
    data: options.challenge,
  })
  return { options: JSON.stringify(options), ticket }
}

const AssertionShape = z.object({ id: z.string(), response: z.object({ clientDataJSON: z.string() }) })

function parseAssertion(json: string): AuthenticationResponseJSON | undefined {
  try {
    const parsed: unknown = JSON.parse(json)
    return AssertionShape.safeParse(parsed).success ? (parsed as AuthenticationResponseJSON) : undefined
  } catch {
    return undefined
  }
}

/** Whether the browser's assertion proves the passkey, for the ticket's challenge and user. */
async function verifies(
  deps: AuthDeps,
  passkey: PasskeyRow,
  assertion: AuthenticationResponseJSON,
  ticket: { userId: string; challenge: string },
): Promise<number | undefined> {
  if (ticket.userId !== ANYONE && ticket.userId !== passkey.userId) return undefined
  const verification = await verifyAuthenticationResponse({
    response: assertion,
    expectedChallenge: ticket.challenge,
    expectedOrigin: deps.relyingParty.origin,
    expectedRPID: deps.relyingParty.id,
    credential: {
      id: passkey.credentialId,
      publicKey: Buffer.from(passkey.publicKey, 'base64url'),
      counter: passkey.signCount,
      transports: passkey.transports as AuthenticatorTransport[],
    },
    requireUserVerification: ticket.userId === ANYONE,
  }).catch(() => undefined)
  return verification?.verified ? verification.authenticationInfo.newCounter : undefined
}

type AuthenticatorTransport = NonNullable<
  Parameters<typeof verifyAuthenticationResponse>[0]['credential']['transports']
>[number]

/**
 * The browser's assertion for the ticket exchanged for a session's tokens: the second step with a passkey, or a
 * sign-in with a passkey alone. Attempts are throttled like passwords; every refusal gets the same answer.
 */
export async function completePasskeySignIn(
  deps: AuthDeps,
  input: unknown,
  security: SecurityLog,
  userAgent: string | undefined,
): Promise<Pick<Viewer, 'user' | 'roles'> & IssuedTokens & { sessionId: string }> {
  const { ticket, response } = parseInput(PasskeySignInSchema, input, 'Please try the passkey again.')
  const issued = await deps.accessTokens.challengeOf(ticket, deps.now(), SIGN_IN)
  if (!issued?.data) throw unauthenticated(SIGN_IN_EXPIRED)
  if (!(await spendTicket(deps.db, ticket, issued.expiresAt, deps.now()))) throw unauthenticated(PASSKEY_REFUSED)
  const assertion = parseAssertion(response)
  const passkey = assertion ? await findPasskeyByCredentialId(deps.db, assertion.id) : undefined
  const attempt = await deps.throttle.reserveSignIn(`passkey:${passkey?.userId ?? issued.userId}`, security)
  let signCount: number | undefined
  try {
    signCount =
      passkey && assertion ? await verifies(deps, passkey, assertion, { ...issued, challenge: issued.data }) : undefined
  } catch (error) {
    await attempt.release()
    throw error
  }
  await (signCount === undefined ? attempt.failed() : attempt.succeeded())
  if (!passkey || signCount === undefined) {
    security.record('second_step_failed', { userId: passkey?.userId, method: 'passkey' })
    throw unauthenticated(PASSKEY_REFUSED)
  }
  const user = await findUserById(deps.db, passkey.userId)
  if (!user) throw unauthenticated(PASSKEY_REFUSED)
  const roles = await effectiveRoles(deps.db, user.id)
  const refusal = portalRefusal(user, roles)
  if (refusal) throw refusal
  noteAudit({ actor: { id: user.id, name: fullName(user) }, recordId: user.id })
  await recordPasskeyUse(deps.db, passkey.id, signCount, deps.now())
  const tokens = await startSession(deps, user.id, { address: security.address, userAgent })
  security.record('signed_in_with_second_step', { userId: user.id, method: 'passkey', sessionId: tokens.sessionId })
  return { user, roles, ...tokens }
}
