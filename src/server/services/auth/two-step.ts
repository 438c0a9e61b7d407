import { generateSecret, generateURI } from 'otplib'
import QRCode from 'qrcode'
import type { SecurityLog } from '@/server/auth/security-log'
import type { Viewer } from '@/server/auth/viewer'
import { transaction } from '@/server/db/transaction'
import { badInput, conflict, forbidden } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import { findPasswordHash } from '@/server/repositories/user-repository'
import {
  countUnusedRecoveryCodes,
  deleteTwoStep,
  findTwoStepFactor,
  openEnrolmentOnlySessions,
  readTwoStepPolicy,
  replaceRecoveryCodes,
  savePendingFactor,
} from '@/server/repositories/two-step-repository'
import type { AuthDeps } from '@/server/services/auth/auth-deps'
import type { SessionViewer } from '@/server/services/auth/authenticate'
import { checkPassword } from '@/server/services/auth/password-check'
import { checkCode, newRecoveryCodes } from '@/server/services/auth/two-step-codes'
import {
  ConfirmEnrolmentSchema,
  DisableTwoStepSchema,
  RegenerateRecoveryCodesSchema,
  twoStepRequired,
} from '@/shared/two-step'

/** The name authenticator apps show beside the account. */
const ISSUER = 'Storefront Admin'
const ALREADY_ON = 'Two-step sign-in is already on for your account.'
const NOT_ON = 'Two-step sign-in is not on for your account.'
const NOT_STARTED = 'Start the setup again: no authenticator app is waiting for confirmation.'
const REQUIRED_BY_STORE = 'The store requires two-step sign-in for your account: it cannot be turned off.'
const WRONG_PASSWORD = 'The password is incorrect.'

export interface TwoStepStatus {
  enrolled: boolean
  enrolledAt: Date | null
  recoveryCodesLeft: number
  /** The store's policy requires a second step of this user. */
  required: boolean
  /** This session may only enrol (the store requires it and the user had not enrolled when signing in). */
  enrolmentOnly: boolean
}

export async function twoStepStatus(deps: AuthDeps, session: SessionViewer): Promise<TwoStepStatus> {
  const { db } = deps
  const [factor, policy, recoveryCodesLeft] = await Promise.all([
    findTwoStepFactor(db, session.user.id),
    readTwoStepPolicy(db),
    countUnusedRecoveryCodes(db, session.user.id),
  ])
  const enrolledAt = factor?.enrolledAt ?? null
  return {
    enrolled: enrolledAt !== null,
    enrolledAt,
    recoveryCodesLeft,
    required: twoStepRequired(policy, session.roles),
    enrolmentOnly: session.enrolmentOnly,
  }
}

/**
 * Starts enrolling an authenticator app: a new secret (kept sealed until a code confirms it), the otpauth URI and its
 * QR code as an SVG data URL. The QR code is drawn here so the browser bundle carries no QR library.
 */
export async function startEnrolment(
  deps: AuthDeps,
  viewer: Viewer,
): Promise<{ secret: string; otpauthUri: string; qrCode: string }> {
  const secret = generateSecret()
  if (!(await savePendingFactor(deps.db, viewer.user.id, deps.twoStepSecrets.seal(secret)))) throw conflict(ALREADY_ON)
  const otpauthUri = generateURI({ issuer: ISSUER, label: viewer.user.email, secret })
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
}

/**
 * Confirms the pending enrolment with a code from the app: two-step sign-in is on, an enrolment-only session may now do
 * everything its roles allow, and the ten recovery codes are returned (the only time they are shown).
 */
export async function confirmEnrolment(
  deps: AuthDeps,
  viewer: Viewer,
  input: unknown,
  security: SecurityLog,
): Promise<string[]> {
  const { code } = parseInput(ConfirmEnrolmentSchema, input, 'Enter the code from your app.')
  const factor = await findTwoStepFactor(deps.db, viewer.user.id)
  if (factor?.enrolledAt) throw conflict(ALREADY_ON)
  if (!factor) throw badInput(NOT_STARTED)
  await checkCode(deps, { factor, email: viewer.user.email, code, enrol: true }, security)
  const { codes, hashes } = newRecoveryCodes()
  await transaction(deps.db, async (tx) => {
    await replaceRecoveryCodes(tx, viewer.user.id, hashes)
    await openEnrolmentOnlySessions(tx, viewer.user.id)
  })
  security.record('two_step_enrolled', { actorId: viewer.user.id, userId: viewer.user.id })
  return codes
}

async function requireEnrolled(deps: AuthDeps, viewer: Viewer) {
  const factor = await findTwoStepFactor(deps.db, viewer.user.id)
  if (!factor?.enrolledAt) throw badInput(NOT_ON)
  return factor
}

/** Turns two-step sign-in off: needs the password and a code; refused while the store requires it of the user. */
export async function disableTwoStep(
  deps: AuthDeps,
  viewer: Viewer,
  input: unknown,
  security: SecurityLog,
): Promise<true> {
  const { password, code } = parseInput(DisableTwoStepSchema, input, 'Enter your password and a code.')
  const factor = await requireEnrolled(deps, viewer)
  if (twoStepRequired(await readTwoStepPolicy(deps.db), viewer.roles)) throw forbidden(REQUIRED_BY_STORE)
  const checked = await checkPassword(deps, { email: viewer.user.email, password }, security, () =>
    findPasswordHash(deps.db, viewer.user.id),
  )
  if (!checked) {
    security.record('password_check_failed', { actorId: viewer.user.id })
    throw badInput(WRONG_PASSWORD, { password: WRONG_PASSWORD })
  }
  await checkCode(deps, { factor, email: viewer.user.email, code }, security)
  await deleteTwoStep(deps.db, viewer.user.id)
  security.record('two_step_disabled', { actorId: viewer.user.id, userId: viewer.user.id })
  return true
}

/** Ten new recovery codes in place of the old ones (used or not): needs a code. */
export async function regenerateRecoveryCodes(
  deps: AuthDeps,
  viewer: Viewer,
  input: unknown,
  security: SecurityLog,
): Promise<string[]> {
  const { code } = parseInput(RegenerateRecoveryCodesSchema, input, 'Enter a code from your app.')
  const factor = await requireEnrolled(deps, viewer)
  await checkCode(deps, { factor, email: viewer.user.email, code }, security)
  const { codes, hashes } = newRecoveryCodes()
  await transaction(deps.db, (tx) => replaceRecoveryCodes(tx, viewer.user.id, hashes))
  security.record('recovery_codes_regenerated', { actorId: viewer.user.id, userId: viewer.user.id })
  return codes
}
