import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '@/server/db/client'
import { groupRoles, roles, userGroups, userRoles, type RoleRow } from '@/server/db/schema'
import { isUuid } from '@/server/repositories/uuid'

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

/** Takes the roles a group is about to grant FOR KEY SHARE in id order, before its group row (see stock-ledger.ts). */
export async function lockRolesForGrant(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  await tx
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.id, [...ids]))
    .orderBy(asc(roles.id))
    .for('key share')
}

/** How many users hold the role, directly or through a group. */
export async function countRoleHolders(db: Db, roleId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select ${userRoles.userId} as user_id from ${userRoles} where ${userRoles.roleId} = ${roleId}
      union
      select ${userGroups.userId} from ${userGroups}
        join ${groupRoles} on ${groupRoles.groupId} = ${userGroups.groupId}
        where ${groupRoles.roleId} = ${roleId}
    ) holders`)
  return rows[0]?.n ?? 0
}
