import type { SecurityLog } from '@/server/auth/security-log'
import type { Db } from '@/server/db/client'
import { transaction } from '@/server/db/transaction'
import { revokeUserSessions } from '@/server/repositories/session-repository'
import { findUsersByIds } from '@/server/repositories/user-list-repository'
import { effectiveRolesOf, updateUsersActive } from '@/server/repositories/user-repository'
import type { Viewer } from '@/server/services/auth-service'
import { selectedUserIds, type UserSelection } from '@/server/services/user-selection'
import { userChangeRefusal } from '@/shared/user-change-rules'

/**
 * Activates or deactivates the selected users in one transaction, each checked as setUserActive checks one: users the
 * viewer may not change (themselves when deactivating, an all-access user without all access) or that are gone are
 * skipped and counted, not fatal. Deactivated users' sessions end with the change.
 */
export async function setUsersActive(
  db: Db,
  viewer: Viewer,
  security: SecurityLog,
  request: { selection: UserSelection; active: boolean },
) {
  const ids = await selectedUserIds(db, request.selection)
  const [found, grants] = await Promise.all([findUsersByIds(db, ids), effectiveRolesOf(db, ids)])
  const actor = { id: viewer.user.id, grants: viewer.roles }
  const change = request.active ? 'change' : 'deactivate'
  const allowed = found.filter(
    (user) => !userChangeRefusal(actor, { id: user.id, grants: grants.get(user.id) ?? [] }, change),
  )
  const changed = await transaction(db, async (tx) => {
    const rows = await updateUsersActive(
      tx,
      allowed.map((user) => user.id),
      request.active,
    )
    if (!request.active && rows.length) {
      await revokeUserSessions(
        tx,
        rows.map((row) => row.id),
        new Date(),
      )
    }
    return rows
  })
  for (const user of changed) {
    security.record(request.active ? 'user_activated' : 'user_deactivated', {
      actorId: viewer.user.id,
      userId: user.id,
      email: user.email,
    })
  }
  const updatedCount = changed.length
  const refusedCount = ids.length - updatedCount
  const verb = request.active ? 'activated' : 'deactivated'
  const message =
    `${updatedCount} user${updatedCount === 1 ? '' : 's'} ${verb}` +
    (refusedCount ? `; ${refusedCount} could not be changed by you` : '') +
    '.'
  return { message, updatedCount, refusedCount }
}
