import { transaction } from '@/server/db/transaction'
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { passwordResetTokens, users } from '@/server/db/schema'
import { badInput } from '@/server/errors'
import { parseInput } from '@/server/graphql/parse-input'
import { revokeUserSessions } from '@/server/repositories/session-repository'
import { effectiveRoles } from '@/server/repositories/user-repository'
import type { Viewer } from '@/server/services/auth-service'
import { hashPassword } from '@/server/services/password'
import { assertMayGrant } from '@/server/services/user-access'
import { requireUser } from '@/server/services/user-admin'
import { PASSWORD_RESET_TTL_HOURS, ResetPasswordSchema, USER_MESSAGES } from '@/shared/user-schemas'

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

/** Where the sign-in page takes a reset token (relative to the app's origin). */
export const resetLinkPath = (token: string) => `/auth?mode=reset&token=${encodeURIComponent(token)}`

/**
 * A one-time link that lets the user set a new password within PASSWORD_RESET_TTL_HOURS.
 * Only the newest link works; the token is stored hashed. Resetting the password of someone with
 * all access needs all access, so user management alone cannot take over an administrator's account.
 */
export async function issuePasswordReset(db: Db, viewer: Viewer, userId: string) {
  const user = await requireUser(db, userId)
  assertMayGrant(
    viewer,
    (await effectiveRoles(db, user.id)).map((role) => role.name),
  )
  const token = randomBytes(32).toString('base64url')
  const now = new Date()
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_HOURS * 3600_000)
  await transaction(db, async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)))
    await tx
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash: hashToken(token), expiresAt, createdById: viewer.user.id })
  })
  return { url: resetLinkPath(token), expiresAt }
}

/** Spends a reset token (once), sets the new password and ends every session of the user. */
export async function resetPassword(db: Db, input: unknown): Promise<boolean> {
  const { token, newPassword } = parseInput(ResetPasswordSchema, input, 'The password could not be reset')
  const passwordHash = await hashPassword(newPassword)
  return transaction(db, async (tx) => {
    const now = new Date()
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId })
    if (!spent) throw badInput(USER_MESSAGES.resetLinkInvalid, { token: USER_MESSAGES.resetLinkInvalid })
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, spent.userId))
    await revokeUserSessions(tx, spent.userId, now)
    return true
  })
}
