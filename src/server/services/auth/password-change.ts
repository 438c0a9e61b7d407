import type { SecurityLog } from '@/server/auth/security-log'
import type { Viewer } from '@/server/auth/viewer'
import { transaction } from '@/server/db/transaction'
import { badInput } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import { findPasswordHash, setPasswordHash } from '@/server/repositories/user-repository'
import { revokeUserSessions } from '@/server/repositories/session-repository'
import type { AuthDeps } from '@/server/services/auth/auth-deps'
import { checkPassword } from '@/server/services/auth/password-check'
import { ChangePasswordSchema } from '@/shared/user-schemas'

const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.'

/**
 * Sets a new password after checking the current one, and ends every other session of the user; the session
 * that asked keeps working. The current-password check is throttled like a sign-in.
 */
export async function changePassword(
  deps: AuthDeps,
  viewer: Viewer,
  input: unknown,
  security: SecurityLog,
): Promise<{ endedSessions: number }> {
  const { currentPassword, newPassword } = parseInput(
    ChangePasswordSchema,
    input,
    'Please correct the password fields.',
  )
  const { db } = deps
  const checked = await checkPassword(deps, { email: viewer.user.email, password: currentPassword }, security, () =>
    findPasswordHash(db, viewer.user.id),
  )
  if (!checked) {
    security.record('password_change_failed', { actorId: viewer.user.id })
    throw badInput(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD })
  }
  const passwordHash = await deps.passwords.hash(newPassword)
  return transaction(db, async (tx) => {
    await setPasswordHash(tx, viewer.user.id, passwordHash)
    const endedSessions = await revokeUserSessions(tx, [viewer.user.id], deps.now(), viewer.sessionId)
    return { endedSessions }
  })
}

/** Refuses, as the current-password field's error, a password that is not the viewer's (throttled like a sign-in). */
export async function confirmPassword(
  deps: AuthDeps,
  viewer: Viewer,
  password: string,
  security: SecurityLog,
): Promise<void> {
  const checked = await checkPassword(deps, { email: viewer.user.email, password }, security, () =>
    findPasswordHash(deps.db, viewer.user.id),
  )
  if (checked) return
  security.record('password_check_failed', { actorId: viewer.user.id })
  throw badInput(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD })
}
