import type { Db } from '@/server/db/client'
import { badInput } from '@/server/errors'
import { parseInput } from '@/server/graphql/parse-input'
import type { UserFilterInput } from '@/server/graphql/resolvers-types'
import { searchUserPage, type UserCriteria, type UserSortColumn } from '@/server/repositories/user-list-repository'
import { PERMISSION_LEVELS, PERMISSION_NAMES } from '@/shared/permissions'
import { USER_LIST_PAGE_SIZE, UserFilterSchema } from '@/shared/user-schemas'

const SORT_COLUMNS: Record<NonNullable<UserFilterInput['sortBy']>, UserSortColumn> = {
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
export function parseUserFilter(filter: UserFilterInput | null | undefined): UserCriteria {
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

export async function searchUsers(db: Db, filter: UserFilterInput | null | undefined) {
  const criteria = parseUserFilter(filter)
  const { rows, total } = await searchUserPage(db, criteria)
  return { users: rows, pagination: { totalCount: total, skip: criteria.offset, pageSize: criteria.limit } }
}
