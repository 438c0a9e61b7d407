import type { SecurityLog } from '@/server/auth/security-log'
import type { Db } from '@/server/db/client'
import type { UserRow } from '@/server/db/schema'
import { transaction } from '@/server/db/transaction'
import { notFound } from '@/server/errors'
import { revokeUserSessions } from '@/server/repositories/session-repository'
import { findUsersByIds } from '@/server/repositories/user-list-repository'
import { effectiveRolesOf, updateUsersActive } from '@/server/repositories/user-repository'
import type { Viewer } from '@/server/services/auth-service'
import { requireChangeableUser } from '@/server/services/user-admin'
import { selectedUserIds, type UserSelection } from '@/server/services/user-selection'
import { userChangeRefusal } from '@/shared/user-change-rules'

/**
 * Activates or deactivates users the viewer may change, in one transaction; deactivating ends every session of theirs
 * at once. Each change is recorded in the security log. Returns the users that still existed.
 */
async function changeActive(
  db: Db,
  viewer: Viewer,
  security: SecurityLog,
  userIds: readonly string[],
  active: boolean,
): Promise<UserRow[]> {
  const changed = await transaction(db, async (tx) => {
    const rows = await updateUsersActive(tx, userIds, active)
    if (!active && rows.length) {
      await revokeUserSessions(
        tx,
        rows.map((row) => row.id),
        new Date(),
      )
    }
    return rows
  })
  for (const user of changed) {
    security.record(active ? 'user_activated' : 'user_deactivated', {
      actorId: viewer.user.id,
      userId: user.id,
      email: user.email,
    })
  }
  return changed
}

/** Activates or deactivates a user; FORBIDDEN when the viewer may not (userChangeRefusal), NOT_FOUND when gone. */
export async function setUserActive(
  db: Db,
  viewer: Viewer,
  security: SecurityLog,
  request: { userId: string; active: boolean },
): Promise<UserRow> {
  const user = await requireChangeableUser(db, viewer, request.userId, request.active ? 'change' : 'deactivate')
  const [updated] = await changeActive(db, viewer, security, [user.id], request.active)
  if (!updated) throw notFound('User not found')
  return updated
}

/**
 * The same for the selected users, each checked as setUserActive checks one, from one read of their roles: users the
 * viewer may not change (themselves when deactivating, an all-access user without all access) or that are gone are
 * skipped and counted, not fatal.
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
  const changed = await changeActive(
    db,
    viewer,
    security,
    allowed.map((user) => user.id),
    request.active,
  )
  const updatedCount = changed.length
  const refusedCount = ids.length - updatedCount
  const verb = request.active ? 'activated' : 'deactivated'
  const message =
    `${updatedCount} user${updatedCount === 1 ? '' : 's'} ${verb}` +
    (refusedCount ? `; ${refusedCount} could not be changed by you` : '') +
    '.'
  return { message, updatedCount, refusedCount }
}
