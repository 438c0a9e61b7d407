import type { Db } from '@/server/db/client'
import { badInput } from '@/server/errors'
import { groupMemberships } from '@/server/repositories/membership-repository'
import { findUsersByIds } from '@/server/repositories/user-list-repository'
import { effectiveRoles } from '@/server/repositories/user-repository'
import { isUuid } from '@/server/repositories/uuid'
import { toCsv } from '@/shared/csv'
import { fullName } from '@/shared/names'
import { permissionName } from '@/shared/permissions'

export const USER_EXPORT_MAX = 1000
const HEADER = ['Name', 'First Name', 'Last Name', 'Email', 'Phone', 'Status', 'Roles', 'Groups', 'Created']

/** CSV of the chosen users (sorted by first name), every cell safe against spreadsheet formula injection. */
export async function exportUsers(db: Db, userIds: readonly string[]): Promise<string> {
  if (userIds.length > USER_EXPORT_MAX) {
    throw badInput(`Export at most ${USER_EXPORT_MAX} users at a time`, { userIds: `At most ${USER_EXPORT_MAX}` })
  }
  const chosen = await findUsersByIds(db, [...new Set(userIds)].filter(isUuid))
  const rows = await Promise.all(
    chosen.map(async (user) => {
      const [roles, groups] = await Promise.all([effectiveRoles(db, user.id), groupMemberships(db, user.id)])
      return [
        fullName(user),
        user.firstName,
        user.lastName,
        user.email,
        user.phoneNumber,
        user.active ? 'Active' : 'Inactive',
        roles.map((role) => `${role.name} (${permissionName(role.permissionLevel)})`).join('; '),
        groups.map((group) => group.groupName).join('; '),
        user.createdAt.toISOString(),
      ]
    }),
  )
  return toCsv(HEADER, rows)
}
