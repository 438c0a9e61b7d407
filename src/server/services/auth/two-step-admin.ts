import type { SecurityLog } from '@/server/auth/security-log'
import type { Viewer } from '@/server/auth/viewer'
import type { Db } from '@/server/db/client'
import { parseArgument } from '@/server/parse-input'
import { revokeUserSessions } from '@/server/repositories/session-repository'
import {
  deleteTwoStep,
  findTwoStepFactor,
  readTwoStepPolicy,
  writeTwoStepPolicy,
} from '@/server/repositories/two-step-repository'
import { deleteUserPasskeys, hasPasskey } from '@/server/repositories/passkey-repository'
import { findUserById } from '@/server/repositories/user-repository'
import { isUuid } from '@/server/repositories/uuid'
import { grantChange, requireChangeableUser } from '@/server/services/users/grant-guard'
import { TwoStepPolicySchema, type TwoStepPolicy } from '@/shared/two-step'

/** Who must sign in with a second step (NOBODY until someone chose). */
export const twoStepPolicy = (db: Db): Promise<TwoStepPolicy> => readTwoStepPolicy(db)

/** Sets who must sign in with a second step; it applies from each user's next sign-in. */
export async function setTwoStepPolicy(
  db: Db,
  viewer: Viewer,
  security: SecurityLog,
  { policy, now }: { policy: unknown; now: Date },
): Promise<TwoStepPolicy> {
  const parsed = parseArgument('policy', TwoStepPolicySchema, policy)
  await writeTwoStepPolicy(db, parsed, now)
  security.record('two_step_policy_changed', { actorId: viewer.user.id, policy: parsed })
  return parsed
}

/**
 * Removes a user's two-step sign-in (a lost phone and lost recovery codes): the authenticator app, the recovery codes
 * and the passkeys, within the ceiling rules, and ends their sessions: they sign in with the password again and enrol
 * anew. Whether they had any.
 */
export async function resetUserTwoStep(
  db: Db,
  viewer: Viewer,
  security: SecurityLog,
  { userId, now }: { userId: string; now: Date },
): Promise<boolean> {
  const { user, removed } = await grantChange(db, viewer, async (tx, caller) => {
    const { user: changeable } = await requireChangeableUser(tx, caller, userId, 'twoStep')
    const keep = changeable.id === viewer.user.id ? viewer.sessionId : undefined
    const hadApp = await deleteTwoStep(tx, changeable.id)
    const hadOne = (await deleteUserPasskeys(tx, changeable.id)) > 0 || hadApp
    await revokeUserSessions(tx, [changeable.id], now, keep)
    return { user: changeable, removed: hadOne }
  })
  security.record('two_step_reset', { actorId: viewer.user.id, userId: user.id, email: user.email, removed })
  return removed
}

/** Whether a user has two-step sign-in, for whoever manages users; null when there is no such user. */
export async function userTwoStep(
  db: Db,
  userId: string,
): Promise<{ enrolled: boolean; enrolledAt: Date | null } | null> {
  if (!isUuid(userId) || !(await findUserById(db, userId))) return null
  const [factor, passkey] = await Promise.all([findTwoStepFactor(db, userId), hasPasskey(db, userId)])
  const enrolledAt = factor?.enrolledAt ?? null
  return { enrolled: enrolledAt !== null || passkey, enrolledAt }
}
