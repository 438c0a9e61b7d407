import type { SecurityLog } from '@/server/auth/security-log'
import { recordEachChange, type EachRecordEvent } from '@/server/db/audit-log'
import type { Db, Tx } from '@/server/db/client'
import type { UserRow } from '@/server/db/schema'
import { notFound } from '@/server/errors'
import { activeChangeRows } from '@/server/repositories/audit-bulk-rows'
import { revokeUserSessions } from '@/server/repositories/session-repository'
import { findUsersByIds } from '@/server/repositories/user-list-repository'
import { effectiveRolesOf, updateUsersActive } from '@/server/repositories/user-repository'
import type { Viewer } from '@/server/auth/viewer'
import {
  allAccessAmong,
  assertAllAccessRemains,
  grantChange,
  requireChangeableUser,
  type Caller,
} from '@/server/services/users/grant-guard'
import { selectedUserIds, type UserSelection } from '@/server/services/users/user-selection'
import { userChangeRefusal } from '@/shared/user-change-rules'
import { countOf } from '@/shared/count-text'

/**
 * Activates or deactivates these users (already checked against the self rule) inside the grant change's transaction;
 * deactivating ends every session of theirs at once and may not leave the store without an active all-access user.
 * Each change is recorded in the security log after the commit. Returns the users that still existed.
 */
async function changeActive({
  db,
  viewer,
  security,
  allowed,
  active,
  eachRecord,
}: {
  db: Db
  viewer: Viewer
  security: SecurityLog
  allowed: (tx: Tx, caller: Caller) => Promise<string[]>
  active: boolean
  /** A bulk change: its event on each user it changes (one user's change is recorded as that mutation's event). */
  eachRecord?: EachRecordEvent
}): Promise<UserRow[]> {
  const changed = await grantChange(db, viewer, async (tx, caller) => {
    const userIds = await allowed(tx, caller)
    const hadAllAccess = active ? [] : await allAccessAmong(tx, userIds)
    if (eachRecord) await recordEachChange(tx, eachRecord, activeChangeRows(userIds, active, 'staff'))
    const rows = await updateUsersActive(tx, userIds, active)
    if (!active && rows.length) {
      await revokeUserSessions(
        tx,
        rows.map((row) => row.id),
        new Date(),
      )
    }
    await assertAllAccessRemains(tx, hadAllAccess)
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

const changeFor = (active: boolean) => (active ? 'activate' : 'deactivate')

/** Activates or deactivates a user; FORBIDDEN when the viewer may not (userChangeRefusal), NOT_FOUND when gone. */
export async function setUserActive(
  db: Db,
  viewer: Viewer,
  security: SecurityLog,
  request: { userId: string; active: boolean },
): Promise<UserRow> {
  const allowed = async (tx: Tx, caller: Caller) => {
    const { user } = await requireChangeableUser(tx, caller, request.userId, changeFor(request.active))
    return [user.id]
  }
  const [updated] = await changeActive({ db, viewer, security, allowed, active: request.active })
  if (!updated) throw notFound('User not found')
  return updated
}

/**
 * The same for the selected users, each checked as setUserActive checks one, from one read of their roles: users the
 * viewer may not change (themselves when deactivating, anyone holding more than the viewer) or that are gone are
 * skipped and counted, not fatal.
 */
export async function setUsersActive(
  db: Db,
  viewer: Viewer,
  security: SecurityLog,
  request: { selection: UserSelection; active: boolean },
) {
  const ids = await selectedUserIds(db, request.selection)
  const allowed = async (tx: Tx, caller: Caller) => {
    const [found, grants] = await Promise.all([findUsersByIds(tx, ids), effectiveRolesOf(tx, ids)])
    return found
      .filter(
        (user) =>
          !userChangeRefusal(caller, { id: user.id, grants: grants.get(user.id) ?? [] }, changeFor(request.active)),
      )
      .map((user) => user.id)
  }
  const eachRecord = { action: `user.${changeFor(request.active)}`, area: 'user_management', recordType: 'user' }
  const changed = await changeActive({ db, viewer, security, allowed, active: request.active, eachRecord })
  const updatedCount = changed.length
  const refusedCount = ids.length - updatedCount
  const verb = request.active ? 'activated' : 'deactivated'
  const message =
    `${countOf(updatedCount, 'user')} ${verb}` +
    (refusedCount ? `; ${refusedCount} could not be changed by you` : '') +
    '.'
  return { message, updatedCount, refusedCount }
}
