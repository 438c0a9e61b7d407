import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { groups, userGroups, userRoles } from '@/server/db/schema'
import { groupedBy } from '@/server/repositories/grouped-by'

/** The groups each user belongs to, by group name; one query for all the users. */
export async function groupMembershipsOf(db: Db, userIds: readonly string[]) {
  const rows = userIds.length
    ? await db
        .select({
          userId: userGroups.userId,
          groupId: groups.id,
          groupName: groups.name,
          groupDescription: groups.description,
          joinedAt: userGroups.joinedAt,
        })
        .from(userGroups)
        .innerJoin(groups, eq(groups.id, userGroups.groupId))
        .where(inArray(userGroups.userId, [...userIds]))
        .orderBy(asc(groups.name))
    : []
  return groupedBy(userIds, rows, (row) => row.userId)
}

/** Gives the user the role at the level; false when they already hold it. */
export async function insertUserRole(db: Db, userId: string, roleId: string, permissionLevel: number) {
  const inserted = await db
    .insert(userRoles)
    .values({ userId, roleId, permissionLevel })
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId })
  return inserted.length > 0
}

/** Changes the level the user holds the role at; false when they do not hold it. */
export async function updateUserRoleLevel(db: Db, userId: string, roleId: string, permissionLevel: number) {
  const updated = await db
    .update(userRoles)
    .set({ permissionLevel })
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)))
    .returning({ userId: userRoles.userId })
  return updated.length > 0
}

/** Takes the role from the user; false when they did not hold it. */
export async function deleteUserRole(db: Db, userId: string, roleId: string) {
  const removed = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)))
    .returning({ userId: userRoles.userId })
  return removed.length > 0
}

/** Adds the user to the group; false when they already belong to it. */
export async function insertGroupMember(db: Db, userId: string, groupId: string) {
  const inserted = await db
    .insert(userGroups)
    .values({ userId, groupId })
    .onConflictDoNothing()
    .returning({ userId: userGroups.userId })
  return inserted.length > 0
}

/** Takes the user out of the group; false when they did not belong to it. */
export async function deleteGroupMember(db: Db, userId: string, groupId: string) {
  const removed = await db
    .delete(userGroups)
    .where(and(eq(userGroups.userId, userId), eq(userGroups.groupId, groupId)))
    .returning({ userId: userGroups.userId })
  return removed.length > 0
}
