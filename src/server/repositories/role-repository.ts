import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '@/server/db/client'
import { groupRoles, roleAreaLevels, roles, userGroups, userRoles, type RoleRow } from '@/server/db/schema'
import { countsBy } from '@/server/repositories/grouped-by'
import { groupedBy } from '@/server/repositories/grouped-by'
import { isUuid } from '@/server/repositories/uuid'
import type { RoleAreaLevel } from '@/shared/permissions'

/**
 * The areas of the role in the row being selected (`roles` in the FROM clause), as one JSON column, so that a query
 * of grants reads what they grant in the same statement.
 */
export const roleAreasColumn = () =>
  sql<
    RoleAreaLevel[]
  >`coalesce((select json_agg(json_build_object('area', ${roleAreaLevels.area}, 'level', ${roleAreaLevels.level}) order by ${roleAreaLevels.area})
    from ${roleAreaLevels} where ${roleAreaLevels.roleId} = ${roles.id}), '[]'::json)`

/** What each role grants per area; one query for all the roles. */
export async function roleAreasOf(db: Db, roleIds: readonly string[]): Promise<Map<string, RoleAreaLevel[]>> {
  const rows = roleIds.length
    ? await db
        .select({ roleId: roleAreaLevels.roleId, area: roleAreaLevels.area, level: roleAreaLevels.level })
        .from(roleAreaLevels)
        .where(inArray(roleAreaLevels.roleId, [...roleIds]))
        .orderBy(asc(roleAreaLevels.area))
    : []
  const grouped = groupedBy(roleIds, rows, (row) => row.roleId)
  return new Map([...grouped].map(([id, areas]) => [id, areas.map(({ area, level }) => ({ area, level }))]))
}

/** The role grants exactly these areas from now on. */
export async function replaceRoleAreas(tx: Tx, roleId: string, areas: readonly RoleAreaLevel[]): Promise<void> {
  await tx.delete(roleAreaLevels).where(eq(roleAreaLevels.roleId, roleId))
  if (areas.length) await tx.insert(roleAreaLevels).values(areas.map(({ area, level }) => ({ roleId, area, level })))
}

export function listRoles(db: Db): Promise<RoleRow[]> {
  return db.select().from(roles).orderBy(asc(roles.name))
}

export async function findRoleById(db: Db, id: string): Promise<RoleRow | undefined> {
  if (!isUuid(id)) return undefined
  const [role] = await db.select().from(roles).where(eq(roles.id, id))
  return role
}

export async function findRoleByName(db: Db, name: string): Promise<RoleRow | undefined> {
  const [role] = await db
    .select()
    .from(roles)
    .where(sql`lower(${roles.name}) = ${name.trim().toLowerCase()}`)
  return role
}

export async function findRolesByIds(db: Db, ids: readonly string[]): Promise<RoleRow[]> {
  const valid = ids.filter(isUuid)
  return valid.length ? db.select().from(roles).where(inArray(roles.id, valid)) : []
}

/** (role_id, user_id) for each user holding one of the roles, directly or through a group; each pair once. */
const roleHolders = (roleIds: readonly string[]) => sql`
  select ${userRoles.roleId} as role_id, ${userRoles.userId} as user_id from ${userRoles}
    where ${inArray(userRoles.roleId, [...roleIds])}
  union
  select ${groupRoles.roleId}, ${userGroups.userId} from ${userGroups}
    join ${groupRoles} on ${groupRoles.groupId} = ${userGroups.groupId}
    where ${inArray(groupRoles.roleId, [...roleIds])}`

/** How many users hold each role, directly or through a group; one query for all the roles. */
export async function countRoleHoldersOf(db: Db, roleIds: readonly string[]): Promise<Map<string, number>> {
  if (roleIds.length === 0) return new Map()
  const { rows } = await db.execute<{ role_id: string; n: number }>(
    sql`select role_id, count(*)::int as n from (${roleHolders(roleIds)}) holders group by role_id`,
  )
  return countsBy(
    roleIds,
    rows.map((row) => ({ key: row.role_id, n: row.n })),
  )
}

/** The users who hold the role, directly or through a group. */
export async function roleHolderIds(db: Db, roleId: string): Promise<string[]> {
  const { rows } = await db.execute<{ user_id: string }>(sql`select user_id from (${roleHolders([roleId])}) holders`)
  return rows.map((row) => row.user_id)
}

export async function insertRole(db: Db | Tx, values: { name: string; description: string | null }): Promise<RoleRow> {
  const [role] = await db.insert(roles).values(values).returning()
  return role!
}

export async function updateRoleById(
  db: Db | Tx,
  id: string,
  values: { name: string; description: string | null },
): Promise<RoleRow> {
  const [role] = await db
    .update(roles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(roles.id, id))
    .returning()
  return role!
}

/** Deletes the role and, by cascade, every assignment of it. */
export async function deleteRoleById(db: Db, id: string): Promise<boolean> {
  const removed = await db.delete(roles).where(eq(roles.id, id)).returning({ id: roles.id })
  return removed.length > 0
}
