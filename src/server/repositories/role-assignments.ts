import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { groupRoles, roles, userRoles } from '@/server/db/schema'
import { groupedBy } from '@/server/repositories/grouped-by'

/** Where each kind of holder's role assignments are kept. */
const ASSIGNMENTS = {
  user: { table: userRoles, holderId: userRoles.userId },
  group: { table: groupRoles, holderId: groupRoles.groupId },
} as const

/** The roles each holder (a user directly, or a group) is assigned, by role name; one query for all of them. */
export async function roleAssignmentsOf(db: Db, holder: keyof typeof ASSIGNMENTS, ids: readonly string[]) {
  const { table, holderId } = ASSIGNMENTS[holder]
  const rows = ids.length
    ? await db
        .select({
          holderId,
          roleId: roles.id,
          roleName: roles.name,
          permissionLevel: table.permissionLevel,
          assignedAt: table.assignedAt,
        })
        .from(table)
        .innerJoin(roles, eq(roles.id, table.roleId))
        .where(inArray(holderId, [...ids]))
        .orderBy(asc(roles.name))
    : []
  return groupedBy(ids, rows, (row) => row.holderId)
}
