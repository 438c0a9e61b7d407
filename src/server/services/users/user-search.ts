import type { Db } from '@/server/db/client'
import { badInput } from '@/server/errors'
import type { UserRow } from '@/server/db/schema'
import { parseInput } from '@/server/parse-input'
import {
  countUsersRolesGroups,
  searchUserPage,
  type UserCriteria,
  type UserSortColumn,
} from '@/server/repositories/user-list-repository'
import { findUserById } from '@/server/repositories/user-repository'
import { isUuid } from '@/server/repositories/uuid'
import { PERMISSION_LEVELS, PERMISSION_NAMES } from '@/shared/permissions'
import { USER_LIST_PAGE_SIZE } from '@/shared/user-limits'
import { UserFilterSchema } from '@/shared/user-schemas'

/** The user list's filter as the API takes it (the schema's UserFilterInput). */
export interface UserFilter {
  search?: string | null
  status?: readonly ('ACTIVE' | 'INACTIVE')[] | null
  roles?: readonly string[] | null
  groups?: readonly string[] | null
  permissions?: readonly string[] | null
  limit?: number | null
  offset?: number | null
  sortBy?: 'FIRST_NAME' | 'LAST_NAME' | 'EMAIL' | 'CREATED_AT' | null
  sortOrder?: 'ASC' | 'DESC' | null
}

const SORT_COLUMNS: Record<NonNullable<UserFilter['sortBy']>, UserSortColumn> = {
  FIRST_NAME: 'firstName',
  LAST_NAME: 'lastName',
  EMAIL: 'email',
  CREATED_AT: 'createdAt',
}

const names = (values: readonly string[] | null | undefined) => [
  ...new Set((values ?? []).map((value) => value.trim().toLowerCase()).filter(Boolean)),
]

/** Permission names (View, Create, Edit, Delete, any case) as levels; BAD_USER_INPUT for any other name. */
function permissionLevels(values: readonly string[] | null | undefined): number[] {
  return names(values).map((name) => {
    const level = PERMISSION_LEVELS.find((candidate) => PERMISSION_NAMES[candidate].toLowerCase() === name)
    if (level === undefined) {
      const allowed = PERMISSION_LEVELS.map((candidate) => PERMISSION_NAMES[candidate]).join(', ')
      throw badInput(`Unknown permission ${name}`, { permissions: `One of ${allowed}` })
    }
    return level
  })
}

/** The filter of the user list as search criteria: every category matches any of its values, categories AND. */
export function parseUserFilter(filter: UserFilter | null | undefined): UserCriteria {
  const values = parseInput(UserFilterSchema, filter ?? {}, 'Invalid user filter')
  const statuses = new Set(filter?.status ?? [])
  return {
    search: values.search || undefined,
    active: statuses.size === 1 ? statuses.has('ACTIVE') : null,
    roleNames: names(values.roles),
    groupNames: names(values.groups),
    levels: permissionLevels(values.permissions),
    limit: values.limit ?? USER_LIST_PAGE_SIZE,
    offset: values.offset ?? 0,
    sortBy: SORT_COLUMNS[filter?.sortBy ?? 'FIRST_NAME'],
    descending: filter?.sortOrder === 'DESC',
  }
}

/** A page of the user list; its count is exact up to `countCap` and flagged as a lower bound beyond. */
export async function searchUsers(db: Db, filter: UserFilter | null | undefined, countCap: number) {
  const criteria = parseUserFilter(filter)
  const { rows, total, totalIsLowerBound } = await searchUserPage(db, criteria, countCap)
  return {
    users: rows,
    pagination: {
      totalCount: total,
      totalCountIsLowerBound: totalIsLowerBound,
      skip: criteria.offset,
      pageSize: criteria.limit,
    },
  }
}

/** The user with this id; undefined for an unknown or malformed id. */
export async function userById(db: Db, userId: string): Promise<UserRow | undefined> {
  return isUuid(userId) ? findUserById(db, userId) : undefined
}

/** How many users, roles and groups there are (the user management tabs' counts). */
export const userListCounts = (db: Db) => countUsersRolesGroups(db)
