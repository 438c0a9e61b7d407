import { z } from 'zod'
import type { UserFilterInput } from '@/gql/graphql'
import { USER_LIST_PAGE_SIZE } from '@/shared/user-schemas'

export const USER_STATUSES = ['ACTIVE', 'INACTIVE'] as const
export const USER_STATUS_LABELS: Record<(typeof USER_STATUSES)[number], string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
}

const list = <T extends z.ZodType>(item: T) => z.array(item).optional().catch(undefined)

/** The users list's URL state: search, the four filters and the page survive a reload or a shared link. */
export const UserListSearch = z.object({
  q: z.string().optional().catch(undefined),
  status: list(z.enum(USER_STATUSES)),
  roles: list(z.string()),
  groups: list(z.string()),
  permissions: list(z.string()),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
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

export function userFilter(search: UserListSearch): UserFilterInput {
  return {
    search: search.q?.trim() || undefined,
    status: search.status,
    roles: search.roles,
    groups: search.groups,
    permissions: search.permissions,
    limit: USER_LIST_PAGE_SIZE,
    offset: ((search.page ?? 1) - 1) * USER_LIST_PAGE_SIZE,
    sortBy: 'FIRST_NAME',
    sortOrder: 'ASC',
  }
}
