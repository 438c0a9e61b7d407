import { noteAudit } from '@/server/db/audit-log'
import { randomBytes } from 'node:crypto'
import type { SecurityLog } from '@/server/auth/security-log'
import type { Throttle } from '@/server/auth/throttle'
import { hashToken } from '@/server/auth/token-hash'
import type { Db } from '@/server/db/client'
import { transaction } from '@/server/db/transaction'
import { badInput } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import {
  findResetToken,
  findUsableResetToken,
  replaceResetToken,
  spendResetToken,
} from '@/server/repositories/password-reset-repository'
import { revokeUserSessions } from '@/server/repositories/session-repository'
import { setPasswordHash } from '@/server/repositories/user-repository'
import type { Viewer } from '@/server/auth/viewer'
import type { PasswordHasher } from '@/server/auth/password'
import { grantChange, requireChangeableUser } from '@/server/services/users/grant-guard'
import {
  PASSWORD_RESET_TTL_HOURS,
  ResetPasswordSchema,
  ResetTokenSchema,
  USER_MESSAGES,
  type PasswordResetProblem,
} from '@/shared/user-schemas'

/** Where the sign-in page takes a reset token (relative to the app's origin). */
const resetLinkPath = (token: string) => `/reset?token=${encodeURIComponent(token)}`

/**
 * A one-time link that lets the user set a new password within PASSWORD_RESET_TTL_HOURS.
 * Only the newest link works; the token is stored hashed. Nobody issues one for a user who holds more than they do
 * (the self rule), so user management alone cannot take over an administrator's account.
 */
export async function issuePasswordReset(db: Db, viewer: Viewer, security: SecurityLog, userId: string) {
  const token = randomBytes(32).toString('base64url')
  const now = new Date()
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_HOURS * 3600_000)
  const user = await grantChange(db, viewer, async (tx, caller) => {
    const { user: changeable } = await requireChangeableUser(tx, caller, userId, 'reset')
    await replaceResetToken(
      tx,
      { userId: changeable.id, tokenHash: hashToken(token), expiresAt, createdById: viewer.user.id },
      now,
    )
    return changeable
  })
  security.record('password_reset_issued', { actorId: viewer.user.id, userId: user.id, email: user.email })
  return { url: resetLinkPath(token), expiresAt }
}

/**
 * Whether a reset link can still set a password, and why not (a spent link says so even after its expiry). One
 * indexed query and no hashing: the reset screen asks on load. Tokens are 256 random bits, so answering an unknown
 * one tells a guesser nothing useful; the anonymous request limit bounds how often anyone asks.
 */
export async function passwordResetStatus(
  db: Db,
  token: string,
): Promise<{ valid: boolean; reason: PasswordResetProblem | null }> {
  const invalid = (reason: PasswordResetProblem) => ({ valid: false, reason })
  if (!ResetTokenSchema.safeParse(token).success) return invalid('INVALID')
  const row = await findResetToken(db, hashToken(token))
  if (!row) return invalid('INVALID')
  if (row.usedAt) return invalid('USED')
  if (row.expiresAt.getTime() <= Date.now()) return invalid('EXPIRED')
  return { valid: true, reason: null }
}

export interface ResetDeps {
  db: Db
  passwords: PasswordHasher
  throttle: Throttle
}

/**
 * Spends a reset token (once), sets the new password and ends every session of the user. Throttled per address;
 * the token is checked before the new password is hashed, so a bad token costs no hashing.
 */
export async function resetPassword(deps: ResetDeps, security: SecurityLog, input: unknown): Promise<boolean> {
  const { db, passwords, throttle } = deps
  const { token, newPassword } = parseInput(ResetPasswordSchema, input, 'The password could not be reset')
  await throttle.reserveReset(security)
  const invalid = () => {
    security.record('password_reset_failed')
    return badInput(USER_MESSAGES.resetLinkInvalid, { token: USER_MESSAGES.resetLinkInvalid })
  }
  const usable = await findUsableResetToken(db, hashToken(token), new Date())
  if (!usable) throw invalid()
  noteAudit({ recordId: usable.userId })
  const passwordHash = await passwords.hash(newPassword)
  const userId = await transaction(db, async (tx) => {
    const now = new Date()
    // Spent again under the transaction: two resets racing with one token cannot both succeed.
    const spent = await spendResetToken(tx, hashToken(token), now)
    if (!spent) throw invalid()
    await setPasswordHash(tx, spent.userId, passwordHash)
    await revokeUserSessions(tx, [spent.userId], now)
    return spent.userId
  })
  security.record('password_reset', { userId })
  return true
}
