import { GraphQLError } from 'graphql'
import type { SecurityLog } from '@/server/auth/security-log'
import type { Db } from '@/server/db/client'
import type { Viewer } from '@/server/services/auth-service'
import { setUserActive } from '@/server/services/user-admin'
import { selectedUserIds, type UserSelection } from '@/server/services/user-selection'

const refused = (error: unknown) =>
  error instanceof GraphQLError && ['FORBIDDEN', 'NOT_FOUND'].includes(String(error.extensions.code))

/**
 * setUserActive for each selected user, with its own checks: users the viewer may not change (themselves when
 * deactivating, an all-access user without all access) or that are gone are skipped and counted, not fatal.
 */
export async function setUsersActive(
  db: Db,
  viewer: Viewer,
  security: SecurityLog,
  request: { selection: UserSelection; active: boolean },
) {
  const ids = await selectedUserIds(db, request.selection)
  let updatedCount = 0
  let refusedCount = 0
  for (const userId of ids) {
    try {
      await setUserActive(db, viewer, security, { userId, active: request.active })
      updatedCount++
    } catch (error) {
      if (!refused(error)) throw error
      refusedCount++
    }
  }
  const verb = request.active ? 'activated' : 'deactivated'
  const message =
    `${updatedCount} user${updatedCount === 1 ? '' : 's'} ${verb}` +
    (refusedCount ? `; ${refusedCount} could not be changed by you` : '') +
    '.'
  return { message, updatedCount, refusedCount }
}
