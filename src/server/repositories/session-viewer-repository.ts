import { eq, getTableColumns, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { users, type UserRow } from '@/server/db/schema'
import { roleAreasColumn } from '@/server/repositories/role-repository'
import type { RoleGrantRow } from '@/server/repositories/user-repository'
import { mergeGrants } from '@/shared/permissions'

export interface SessionViewerRow {
  user: UserRow
  /** Undefined when the session has ended (revoked or past its expiry). */
  session: { enrolmentOnly: boolean } | undefined
  roles: RoleGrantRow[]
}

/**
 * Each grant of the user, directly or through a group, as JSON (the user's roles before merging). Written out with
 * qualified names: inside a one-table select Drizzle leaves columns unqualified, which these joins cannot take.
 */
const grantsOfUser = sql<RoleGrantRow[]>`coalesce((
  select json_agg(json_build_object('id', grant_.id, 'name', grant_.name, 'permissionLevel', grant_.level,
    'areas', grant_.areas))
  from (
    select roles.id, roles.name, user_roles.permission_level as level, ${roleAreasColumn()} as areas
    from user_roles join roles on roles.id = user_roles.role_id
    where user_roles.user_id = users.id
    union all
    select roles.id, roles.name, group_roles.permission_level, ${roleAreasColumn()}
    from user_groups
      join group_roles on group_roles.group_id = user_groups.group_id
      join roles on roles.id = group_roles.role_id
    where user_groups.user_id = users.id
  ) grant_), '[]'::json)`

const liveSessionOf = (familyId: string, at: Date) => sql<boolean | null>`(
  select refresh_tokens.enrolment_only from refresh_tokens
  where refresh_tokens.family_id = ${familyId} and refresh_tokens.revoked_at is null
    and refresh_tokens.expires_at > ${at.toISOString()}
  limit 1)`

/**
 * What every signed-in request needs, in one statement: the user an access token names, whether its session lives
 * (and may only enrol), and the user's roles merged as `effectiveRoles` merges them. Undefined when there is no such user.
 */
export async function sessionViewerOf(
  db: Db,
  userId: string,
  familyId: string,
  at: Date,
): Promise<SessionViewerRow | undefined> {
  const [row] = await db
    .select({
      ...getTableColumns(users),
      enrolmentOnly: liveSessionOf(familyId, at),
      grants: grantsOfUser,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  if (!row) return undefined
  const { enrolmentOnly, grants, ...user } = row
  return {
    user,
    session: enrolmentOnly === null ? undefined : { enrolmentOnly },
    roles: mergeGrants(grants).sort((a, b) => a.name.localeCompare(b.name)),
  }
}
