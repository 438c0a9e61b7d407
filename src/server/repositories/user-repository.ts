import { eq, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { groupRoles, roles, userGroups, userRoles, users, type UserRow } from '@/server/db/schema'
import { mergeGrants } from '@/shared/permissions'

export interface RoleGrantRow {
  id: string
  name: string
  permissionLevel: number
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1)
  return user
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return user
}

/** The user's roles held directly or through groups, each once at its highest level. */
export async function effectiveRoles(db: Db, userId: string): Promise<RoleGrantRow[]> {
  const direct = db
    .select({ id: roles.id, name: roles.name, permissionLevel: userRoles.permissionLevel })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
  const viaGroups = db
    .select({ id: roles.id, name: roles.name, permissionLevel: groupRoles.permissionLevel })
    .from(userGroups)
    .innerJoin(groupRoles, eq(groupRoles.groupId, userGroups.groupId))
    .innerJoin(roles, eq(roles.id, groupRoles.roleId))
    .where(eq(userGroups.userId, userId))
  const rows = await direct.unionAll(viaGroups)
  return mergeGrants(rows).sort((a, b) => a.name.localeCompare(b.name))
}
