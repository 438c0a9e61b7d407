import { and, asc, count, desc, eq, ilike, notInArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import {
  groupRoles,
  groups,
  roleAreaLevels,
  roles,
  userGroups,
  userRoles,
  users,
  type UserRow,
} from '@/server/db/schema'
import { containsPattern } from '@/server/repositories/like-pattern'
import { INT4_MAX } from '@/shared/input-bounds'
import { isOneOf } from '@/server/repositories/uuid'

export type UserSortColumn = 'firstName' | 'lastName' | 'email' | 'createdAt'

export interface UserCriteria {
  search: string | undefined
  /** null: any status. */
  active: boolean | null
  /** Lower-case role names; a user matches holding any of them (directly or through a group). */
  roleNames: string[]
  /** Lower-case group names; a user matches belonging to any of them. */
  groupNames: string[]
  /** Permission levels; a user matches holding any of them in some area (`heldPermissionLevels`). */
  levels: number[]
  limit: number
  offset: number
  sortBy: UserSortColumn
  descending: boolean
}

/** Every (user, role, level) a user holds, directly or through a group, each role at its highest level. */
const effectiveGrants = sql`(
  select user_id, role_id, max(permission_level) as permission_level from (
    select ${userRoles.userId} as user_id, ${userRoles.roleId} as role_id, ${userRoles.permissionLevel} as permission_level
      from ${userRoles}
    union all
    select ${userGroups.userId}, ${groupRoles.roleId}, ${groupRoles.permissionLevel}
      from ${userGroups} join ${groupRoles} on ${groupRoles.groupId} = ${userGroups.groupId}
  ) grants group by user_id, role_id
)`

function conditions(criteria: UserCriteria): SQL[] {
  const where: SQL[] = []
  if (criteria.search) {
    const pattern = containsPattern(criteria.search)
    // The expression of users_search_trgm_idx finds the candidates (a superset); the full name or the email decides
    // (a first or last name that contains the term makes the full name contain it).
    where.push(
      sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) like lower(${pattern})`,
      or(sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`, ilike(users.email, pattern))!,
    )
  }
  if (criteria.active !== null) where.push(eq(users.active, criteria.active))
  if (criteria.roleNames.length) {
    where.push(sql`exists (select 1 from ${effectiveGrants} g join ${roles} on ${roles.id} = g.role_id
      where g.user_id = ${users.id} and lower(${roles.name}) in ${criteria.roleNames})`)
  }
  if (criteria.groupNames.length) {
    where.push(sql`exists (select 1 from ${userGroups} join ${groups} on ${groups.id} = ${userGroups.groupId}
      where ${userGroups.userId} = ${users.id} and lower(${groups.name}) in ${criteria.groupNames})`)
  }
  if (criteria.levels.length) {
    // The user's level in each area, as `areaLevel` in src/shared/permissions.ts works it out: per grant the lower of
    // its level and what its role grants in the area (role_area_levels), the highest of those per area.
    where.push(sql`exists (select 1 from ${effectiveGrants} g join ${roleAreaLevels} a on a.role_id = g.role_id
      where g.user_id = ${users.id} group by a.area
      having max(least(g.permission_level, a.level)) in ${criteria.levels})`)
  }
  return where
}

/**
 * A page of the matching users and their count, exact up to `cap` and flagged as a lower bound beyond it. A search
 * finds its matches first (through the trigram index) and sorts only them: walking a name index instead meets a page
 * of matches late when the term clusters in that order ('lena' among first names sorted A to Z).
 */
export async function searchUserPage(db: Db, criteria: UserCriteria, cap: number) {
  const where = and(...conditions(criteria))
  const direction = criteria.descending ? desc : asc
  const capped = db
    .select({ one: sql`1` })
    .from(users)
    .where(where)
    .limit(cap + 1)
    .as('capped')
  // A LIMIT (of no effect) keeps the planner from merging the matches into the sorted walk.
  const source = criteria.search ? db.select().from(users).where(where).limit(INT4_MAX).as('matches') : users
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(source)
      .where(criteria.search ? undefined : where)
      .orderBy(direction(source[criteria.sortBy]), direction(source.id))
      .limit(criteria.limit)
      .offset(criteria.offset),
    db.select({ total: count() }).from(capped),
  ])
  const total = totals?.total ?? 0
  return { rows: rows as UserRow[], total: Math.min(total, cap), totalIsLowerBound: total > cap }
}

/** Ids of every user the criteria match (paging and sort aside) but the excepted ones. */
export async function userIdsMatching(db: Db, criteria: UserCriteria, exceptIds: readonly string[]): Promise<string[]> {
  const where = conditions(criteria)
  if (exceptIds.length) where.push(notInArray(users.id, [...exceptIds]))
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...where))
    .orderBy(users.id)
  return rows.map((row) => row.id)
}

export function findUsersByIds(db: Db, ids: readonly string[]): Promise<UserRow[]> {
  if (!ids.length) return Promise.resolve([])
  return db.select().from(users).where(isOneOf(users.id, ids)).orderBy(asc(users.firstName), asc(users.id))
}

export async function countUsersRolesGroups(db: Db) {
  const [[userCount], [rolesCount], [groupCount]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(roles),
    db.select({ n: count() }).from(groups),
  ])
  return { userCount: userCount?.n ?? 0, rolesCount: rolesCount?.n ?? 0, groupCount: groupCount?.n ?? 0 }
}
