import { asc, count, eq, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { groupRoles, groups, roles, userGroups, type GroupRow } from '@/server/db/schema'
import { isUuid } from '@/server/repositories/uuid'

export function listGroups(db: Db): Promise<GroupRow[]> {
  return db.select().from(groups).orderBy(asc(groups.name))
}

export async function findGroupById(db: Db, id: string): Promise<GroupRow | undefined> {
  if (!isUuid(id)) return undefined
  const [group] = await db.select().from(groups).where(eq(groups.id, id))
  return group
}

export async function findGroupByName(db: Db, name: string): Promise<GroupRow | undefined> {
  const [group] = await db
    .select()
    .from(groups)
    .where(sql`lower(${groups.name}) = ${name.trim().toLowerCase()}`)
  return group
}

export function groupRoleAssignments(db: Db, groupId: string) {
  return db
    .select({
      roleId: roles.id,
      roleName: roles.name,
      permissionLevel: groupRoles.permissionLevel,
      assignedAt: groupRoles.assignedAt,
    })
    .from(groupRoles)
    .innerJoin(roles, eq(roles.id, groupRoles.roleId))
    .where(eq(groupRoles.groupId, groupId))
    .orderBy(asc(roles.name))
}

export async function countGroupMembers(db: Db, groupId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userGroups).where(eq(userGroups.groupId, groupId))
  return row?.n ?? 0
}
