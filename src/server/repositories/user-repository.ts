import { and, asc, eq, exists, sql, type SQL } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { groupRoles, roles, userGroups, userRoles, users, type UserRow } from '@/server/db/schema'
import { containsPattern } from '@/server/repositories/like-pattern'
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

/** Part of a user's name or email, any case; served by the trigram index on the lowered name-and-email text. */
export function userSearchCondition(term: string): SQL {
  const text = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`
  return sql`${text} like ${containsPattern(term.toLowerCase())}`
}

/** Users who hold the role directly (role names compared in lowercase). */
export function hasRoleCondition(db: Db, roleName: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, users.id), sql`lower(${roles.name}) = ${roleName.toLowerCase()}`)),
  )
}

/** Customers (users with the customer role) whose name or email contains the term, by name. */
export async function searchCustomers(db: Db, term: string, limit: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(userSearchCondition(term), hasRoleCondition(db, 'customer')))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit)
}
