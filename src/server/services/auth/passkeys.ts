import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server'
import type { RegistrationResponseJSON } from '@simplewebauthn/server'
import { z } from 'zod/mini'
import type { SecurityLog } from '@/server/auth/security-log'
import type { Viewer } from '@/server/auth/viewer'
import type { PasskeyRow } from '@/server/db/schema'
import { badInput, conflict, notFound } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import { deletePasskey, insertPasskey, listPasskeys } from '@/server/repositories/passkey-repository'
import { spendTicket } from '@/server/repositories/spent-ticket-repository'
import { openEnrolmentOnlySessions } from '@/server/repositories/two-step-repository'
import type { AuthDeps } from '@/server/services/auth/auth-deps'
import { PasskeyRegistrationSchema } from '@/shared/passkeys'

const REGISTRATION = 'passkey_registration'
/** How long the browser may take to create the passkey. */
const REGISTRATION_TTL_SECONDS = 5 * 60
const NOT_VERIFIED = 'The passkey could not be verified. Please try again.'
const REGISTERED_ALREADY = 'This passkey is registered already.'
const PASSKEY_NOT_FOUND = 'That passkey has already been removed.'

/**
 * Options for the browser's `navigator.credentials.create()`, and a ticket (a signed, 5-minute token holding the
 * challenge) to bring back with its answer: the server keeps no state between the two steps.
 */
export async function startPasskeyRegistration(
  deps: AuthDeps,
  viewer: Viewer,
): Promise<{ options: string; ticket: string }> {
  const existing = await listPasskeys(deps.db, viewer.user.id)
  const options = await generateRegistrationOptions({
    rpName: deps.relyingParty.name,
    rpID: deps.relyingParty.id,
    userName: viewer.user.email,
    userDisplayName: `${viewer.user.firstName} ${viewer.user.lastName}`,
    userID: new TextEncoder().encode(viewer.user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  })
  const { challenge: ticket } = await deps.accessTokens.signChallenge(
    viewer.user.id,
    REGISTRATION_TTL_SECONDS,
    deps.now(),
    { use: REGISTRATION, data: options.challenge },
  )
  return { options: JSON.stringify(options), ticket }
}

const RegistrationResponse = z.object({ id: z.string(), response: z.object({ clientDataJSON: z.string() }) })

/** Verifies the browser's answer against the ticket's challenge and keeps the passkey under the name given. */
export async function finishPasskeyRegistration(
  deps: AuthDeps,
  viewer: Viewer,
  input: unknown,
  security: SecurityLog,
): Promise<PasskeyRow> {
  const { ticket, name, response } = parseInput(PasskeyRegistrationSchema, input, 'Please name the passkey.')
  const issued = await deps.accessTokens.challengeOf(ticket, deps.now(), REGISTRATION)
  if (!issued?.data || issued.userId !== viewer.user.id) throw badInput(NOT_VERIFIED)
  if (!(await spendTicket(deps.db, ticket, issued.expiresAt, deps.now()))) throw badInput(NOT_VERIFIED)
  let parsed: unknown
  try {
    parsed = JSON.parse(response)
  } catch {
    throw badInput(NOT_VERIFIED)
  }
  if (!RegistrationResponse.safeParse(parsed).success) throw badInput(NOT_VERIFIED)
  const verification = await verifyRegistrationResponse({
    response: parsed as RegistrationResponseJSON,
    expectedChallenge: issued.data,
    expectedOrigin: deps.relyingParty.origin,
    expectedRPID: deps.relyingParty.id,
    requireUserVerification: false,
  }).catch(() => undefined)
  if (!verification?.verified) throw badInput(NOT_VERIFIED)
  const { credential } = verification.registrationInfo
  const passkey = await insertPasskey(deps.db, {
    userId: viewer.user.id,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    signCount: credential.counter,
    transports: credential.transports ?? [],
    name,
  })
  if (!passkey) throw conflict(REGISTERED_ALREADY)
  // A passkey is a second step: a session that could only enrol may now do everything its roles allow.
  await openEnrolmentOnlySessions(deps.db, viewer.user.id)
  security.record('passkey_added', { actorId: viewer.user.id, userId: viewer.user.id, passkeyId: passkey.id })
  return passkey
}

export const ownPasskeys = (deps: AuthDeps, viewer: Viewer) => listPasskeys(deps.db, viewer.user.id)

export async function removePasskey(
  deps: AuthDeps,
  viewer: Viewer,
  passkeyId: string,
  security: SecurityLog,
): Promise<true> {
  if (!(await deletePasskey(deps.db, viewer.user.id, passkeyId))) throw notFound(PASSKEY_NOT_FOUND)
  security.record('passkey_removed', { actorId: viewer.user.id, userId: viewer.user.id, passkeyId })
  return true
}
