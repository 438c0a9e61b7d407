import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '@/server/db/client'
import { groupRoles, groups, userGroups, type GroupRow } from '@/server/db/schema'
import { countsBy } from '@/server/repositories/grouped-by'
import { roleAssignmentsOf } from '@/server/repositories/role-assignments'
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

/** The roles the group grants, by role name. */
export async function groupRoleAssignments(db: Db, groupId: string) {
  return (await roleAssignmentsOf(db, 'group', [groupId])).get(groupId) ?? []
}

/** How many members each group has; one query for all the groups. */
export async function countGroupMembersOf(db: Db, groupIds: readonly string[]): Promise<Map<string, number>> {
  const rows = groupIds.length
    ? await db
        .select({ groupId: userGroups.groupId, n: count() })
        .from(userGroups)
        .where(inArray(userGroups.groupId, [...groupIds]))
        .groupBy(userGroups.groupId)
    : []
  return countsBy(
    groupIds,
    rows.map((row) => ({ key: row.groupId, n: row.n })),
  )
}

export async function insertGroup(tx: Tx, values: { name: string; description: string | null }): Promise<GroupRow> {
  const [group] = await tx.insert(groups).values(values).returning()
  return group!
}

/** Saves the group if it is still at `version`, moving it to the next; undefined when someone else saved first. */
export async function updateGroupAtVersion(
  tx: Tx,
  id: string,
  version: number,
  values: { name: string; description: string | null },
): Promise<GroupRow | undefined> {
  const [group] = await tx
    .update(groups)
    .set({ ...values, version: sql`${groups.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(groups.id, id), eq(groups.version, version)))
    .returning()
  return group
}

/** The group grants exactly these roles from now on. */
export async function replaceGroupRoles(
  tx: Tx,
  groupId: string,
  held: readonly { roleId: string; permissionLevel: number }[],
): Promise<void> {
  await tx.delete(groupRoles).where(eq(groupRoles.groupId, groupId))
  if (held.length) await tx.insert(groupRoles).values(held.map((role) => ({ groupId, ...role })))
}

export async function deleteGroupById(db: Db, id: string): Promise<boolean> {
  const removed = await db.delete(groups).where(eq(groups.id, id)).returning({ id: groups.id })
  return removed.length > 0
}
