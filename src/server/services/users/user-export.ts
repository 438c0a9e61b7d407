import type { Db } from '@/server/db/client'
import { groupMembershipsOf } from '@/server/repositories/membership-repository'
import { findUsersByIds } from '@/server/repositories/user-list-repository'
import { effectiveRolesOf } from '@/server/repositories/user-repository'
import { selectedUserIds, type UserSelection } from '@/server/services/users/user-selection'
import { toCsv } from '@/shared/csv'
import { fullName } from '@/shared/names'
import { permissionName } from '@/shared/permissions'

const HEADER = ['Name', 'First Name', 'Last Name', 'Email', 'Phone', 'Status', 'Roles', 'Groups', 'Created']

/** CSV of the chosen users (sorted by first name), every cell safe against spreadsheet formula injection. */
export async function exportUsers(db: Db, selection: UserSelection): Promise<string> {
  const chosen = await findUsersByIds(db, await selectedUserIds(db, selection))
  const ids = chosen.map((user) => user.id)
  const [rolesOf, groupsOf] = await Promise.all([effectiveRolesOf(db, ids), groupMembershipsOf(db, ids)])
  const rows = chosen.map((user) => {
    const roles = rolesOf.get(user.id) ?? []
    const groups = groupsOf.get(user.id) ?? []
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
  })
  return toCsv(HEADER, rows)
}
