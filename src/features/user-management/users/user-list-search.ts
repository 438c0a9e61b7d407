import { z } from 'zod/mini'
import type { UserFilterInput, UserSortField } from '@/gql/graphql'
import { pageParam, searchTermParam, urlParam } from '@/lib/url-search'
import { listSortSearch } from '@/shared/list-sort'
import { USER_LIST_PAGE_SIZE } from '@/shared/user-limits'

export const USER_STATUSES = ['ACTIVE', 'INACTIVE'] as const
export const USER_STATUS_LABELS: Record<(typeof USER_STATUSES)[number], string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
}

/** The columns staff sort users by, as the URL names them, and the server's field for each. */
const USER_SORT_KEYS = ['name', 'email', 'created'] as const
const SORT_FIELDS: Record<(typeof USER_SORT_KEYS)[number], UserSortField> = {
  name: 'FIRST_NAME',
  email: 'EMAIL',
  created: 'CREATED_AT',
}

const list = <T extends z.core.$ZodType>(item: T) => urlParam(z.array(item))

/** The users list's URL state: search, the four filters and the page survive a reload or a shared link. */
export const UserListSearch = z.object({
  q: searchTermParam(),
  status: list(z.enum(USER_STATUSES)),
  roles: list(z.string()),
  groups: list(z.string()),
  permissions: list(z.string()),
  page: pageParam(),
  ...listSortSearch(USER_SORT_KEYS),
})
export type UserListSearch = z.infer<typeof UserListSearch>
export type UserFilterKey = 'status' | 'roles' | 'groups' | 'permissions'

export const isFiltering = (search: UserListSearch) =>
  Boolean(
    search.q?.trim() ||
    search.status?.length ||
    search.roles?.length ||
    search.groups?.length ||
    search.permissions?.length,
  )

/** The users the list's search and filters match, whatever the page and sort: what "all matching" means. */
export const userMatchingFilter = (search: UserListSearch): UserFilterInput => ({
  search: search.q?.trim() || undefined,
  status: search.status,
  roles: search.roles,
  groups: search.groups,
  permissions: search.permissions,
})

export function userFilter(search: UserListSearch): UserFilterInput {
  return {
    ...userMatchingFilter(search),
    limit: USER_LIST_PAGE_SIZE,
    offset: ((search.page ?? 1) - 1) * USER_LIST_PAGE_SIZE,
    sortBy: SORT_FIELDS[search.sort ?? 'name'],
    sortOrder: search.dir === 'desc' ? 'DESC' : 'ASC',
  }
}
