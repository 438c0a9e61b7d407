import { asc, eq } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { groups, roles, userGroups, userRoles } from '@/server/db/schema'

export function directRoleAssignments(db: Db, userId: string) {
  return db
    .select({
      roleId: roles.id,
      roleName: roles.name,
      permissionLevel: userRoles.permissionLevel,
      assignedAt: userRoles.assignedAt,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.name))
}

export function groupMemberships(db: Db, userId: string) {
  return db
    .select({
      groupId: groups.id,
      groupName: groups.name,
      groupDescription: groups.description,
      joinedAt: userGroups.joinedAt,
    })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .where(eq(userGroups.userId, userId))
    .orderBy(asc(groups.name))
}
