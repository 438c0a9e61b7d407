import { and, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '@/server/db/client'
import { groupRoles, roleAreaLevels, userGroups, userRoles, users } from '@/server/db/schema'

/**
 * Serialises every change of who may do what (role assignments, memberships, groups' roles, roles' checklists) for the
 * rest of the transaction, so a check made inside it sees the state the change is applied to: two administrators
 * taking all access from each other at once cannot both succeed.
 */
export async function lockGrants(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('grants'))`)
}

/** Whether the user belongs to the group. */
export async function isGroupMember(db: Db, userId: string, groupId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: userGroups.userId })
    .from(userGroups)
    .where(and(eq(userGroups.userId, userId), eq(userGroups.groupId, groupId)))
  return rows.length > 0
}

/** The members of the group. */
export async function groupMemberIds(db: Db, groupId: string): Promise<string[]> {
  const rows = await db.select({ userId: userGroups.userId }).from(userGroups).where(eq(userGroups.groupId, groupId))
  return rows.map((row) => row.userId)
}

/**
 * Active users who hold, directly or through a group at Delete, a role granting store settings at Delete: everyone who
 * could have all access (settings is granted by the fewest roles), to be checked with their full grants.
 */
export async function allAccessCandidateIds(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select distinct ${users.id} as id from ${users}
    join (
      select ${userRoles.userId} as user_id, ${userRoles.roleId} as role_id, ${userRoles.permissionLevel} as level
        from ${userRoles}
      union all
      select ${userGroups.userId}, ${groupRoles.roleId}, ${groupRoles.permissionLevel} from ${userGroups}
        join ${groupRoles} on ${groupRoles.groupId} = ${userGroups.groupId}
    ) held on held.user_id = ${users.id}
    join ${roleAreaLevels} on ${roleAreaLevels.roleId} = held.role_id
    where ${users.active} and held.level >= 20 and ${roleAreaLevels.area} = 'settings' and ${roleAreaLevels.level} >= 20`)
  return rows.map((row) => row.id)
}
