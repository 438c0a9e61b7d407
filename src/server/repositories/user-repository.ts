import { and, asc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { groupRoles, roles, userGroups, userRoles, users, type UserRow } from '@/server/db/schema'
import { roleAreasColumn } from '@/server/repositories/role-repository'
import { containsPattern } from '@/server/repositories/like-pattern'
import { mergeGrants, PORTAL_ROLES, type RoleAreaLevel } from '@/shared/permissions'
import { isOneOf } from '@/server/repositories/uuid'

export interface RoleGrantRow {
  id: string
  name: string
  permissionLevel: number
  /** What the role grants per area, read with the grant (not cached in tokens): a change applies on the next request. */
  areas: RoleAreaLevel[]
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

/** Each user's roles held directly or through groups with their areas, each once at its highest level; one query. */
export async function effectiveRolesOf(db: Db, userIds: readonly string[]): Promise<Map<string, RoleGrantRow[]>> {
  const byUser = new Map<string, RoleGrantRow[]>(userIds.map((id) => [id, []]))
  if (userIds.length === 0) return byUser
  const ids = [...userIds]
  const direct = db
    .select({
      userId: userRoles.userId,
      id: roles.id,
      name: roles.name,
      permissionLevel: userRoles.permissionLevel,
      areas: roleAreasColumn(),
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(isOneOf(userRoles.userId, ids))
  const viaGroups = db
    .select({
      userId: userGroups.userId,
      id: roles.id,
      name: roles.name,
      permissionLevel: groupRoles.permissionLevel,
      areas: roleAreasColumn(),
    })
    .from(userGroups)
    .innerJoin(groupRoles, eq(groupRoles.groupId, userGroups.groupId))
    .innerJoin(roles, eq(roles.id, groupRoles.roleId))
    .where(isOneOf(userGroups.userId, ids))
  for (const { userId, ...grant } of await direct.unionAll(viaGroups)) byUser.get(userId)?.push(grant)
  for (const [userId, grants] of byUser) {
    byUser.set(
      userId,
      mergeGrants(grants).sort((a, b) => a.name.localeCompare(b.name)),
    )
  }
  return byUser
}

/** The user's roles held directly or through groups, each once at its highest level. */
export async function effectiveRoles(db: Db, userId: string): Promise<RoleGrantRow[]> {
  return (await effectiveRolesOf(db, [userId])).get(userId) ?? []
}

/** Part of a user's name or email, any case; served by the trigram index on the lowered name-and-email text. */
function userSearchCondition(term: string): SQL {
  const text = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`
  return sql`${text} like ${containsPattern(term.toLowerCase())}`
}

/** Users who hold the role directly (role names compared in lowercase). */
function hasRoleCondition(db: Db, roleName: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, users.id), sql`lower(${roles.name}) = ${roleName.toLowerCase()}`)),
  )
}

/** Users who hold one of the roles, directly or through a group (role names compared in lowercase). */
function holdsAnyRoleCondition(db: Db, roleNames: readonly string[]): SQL {
  const named = inArray(
    sql`lower(${roles.name})`,
    roleNames.map((name) => name.toLowerCase()),
  )
  return or(
    exists(
      db
        .select({ one: sql`1` })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(and(eq(userRoles.userId, users.id), named)),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(userGroups)
        .innerJoin(groupRoles, eq(groupRoles.groupId, userGroups.groupId))
        .innerJoin(roles, eq(roles.id, groupRoles.roleId))
        .where(and(eq(userGroups.userId, users.id), named)),
    ),
  )!
}

function searchUsersWhere(db: Db, term: string, limit: number, condition: SQL): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(userSearchCondition(term), condition))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit)
}

/** Customers (users with the customer role) whose name or email contains the term, by name. */
export function searchCustomers(db: Db, term: string, limit: number): Promise<UserRow[]> {
  return searchUsersWhere(db, term, limit, hasRoleCondition(db, 'customer'))
}

/** Staff (users who may sign in to the portal) whose name or email contains the term, by name. */
export function searchStaff(db: Db, term: string, limit: number): Promise<UserRow[]> {
  return searchUsersWhere(db, term, limit, holdsAnyRoleCondition(db, PORTAL_ROLES))
}

/** The user, when the account holds the customer role. */
export async function findCustomerById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), hasRoleCondition(db, 'customer')))
  return row
}

/** First and last names of these users, by id. */
export async function userNamesOf(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, Pick<UserRow, 'firstName' | 'lastName'>>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(isOneOf(users.id, ids))
  return new Map(rows.map(({ id, ...name }) => [id, name]))
}

export async function findPasswordHash(db: Db, userId: string): Promise<{ passwordHash: string | null } | undefined> {
  const [stored] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId))
  return stored
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
}

export async function insertUser(
  db: Db,
  values: Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'email' | 'passwordHash'> &
    Partial<Pick<typeof users.$inferInsert, 'phoneNumber'>>,
): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning()
  return user!
}

/** Changes the user's columns (and updated_at); undefined when no such user. */
export async function updateUser(
  db: Db,
  userId: string,
  values: Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'active'>>,
): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning()
  return updated
}

/** Activates or deactivates these users; the ones that exist, as they are now. */
export async function updateUsersActive(db: Db, ids: readonly string[], active: boolean): Promise<UserRow[]> {
  if (ids.length === 0) return []
  return db
    .update(users)
    .set({ active, updatedAt: sql`now()` })
    .where(isOneOf(users.id, ids))
    .returning()
}

/** Marks the user changed (a role or group of theirs changed). */
export async function touchUser(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ updatedAt: sql`now()` })
    .where(eq(users.id, userId))
}

/** Lays the given preferences over the stored ones; the result, or undefined when no such user. */
export async function mergeNotificationPreferences(db: Db, userId: string, given: object) {
  const [row] = await db
    .update(users)
    .set({
      notificationPreferences: sql`${users.notificationPreferences} || ${JSON.stringify(given)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ notificationPreferences: users.notificationPreferences })
  return row?.notificationPreferences
}
