import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  AddUserToGroupDocument,
  GetAllGroupsDocument,
  GetAllRolesDocument,
  GetUserRolesGroupCountsDocument,
  RemoveUserFromGroupDocument,
  type UserGroupInput,
} from '@/gql/graphql'
import { gqlRequest } from '@/lib/graphql-client'

/** Users, roles and groups change each other's figures (counts, effective roles), so they share this root. */
export const userManagementKeys = {
  all: ['user-management'] as const,
  counts: () => [...userManagementKeys.all, 'counts'] as const,
}

/** The tab counts of Users, Roles and Groups. */
export const userManagementCountsOptions = () =>
  queryOptions({
    queryKey: userManagementKeys.counts(),
    queryFn: async ({ signal }) => (await gqlRequest(GetUserRolesGroupCountsDocument, {}, signal)).userRolesGroupCounts,
  })

/** A change that shows everywhere at once: the lists, the open user and the tab counts are read again. */
export function useUserManagementChange<V, R>(change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userManagementKeys.all }),
  })
}

// Roles and groups as the three pages all list and pick them, and a user's membership of a group, changed from either
// side: shared here so that users, roles and groups need not import each other.

export const roleKeys = {
  all: [...userManagementKeys.all, 'roles'] as const,
  list: () => [...roleKeys.all, 'list'] as const,
  detail: (id: string) => [...roleKeys.all, 'detail', id] as const,
}

export const allRolesOptions = () =>
  queryOptions({
    queryKey: roleKeys.list(),
    queryFn: async ({ signal }) => (await gqlRequest(GetAllRolesDocument, {}, signal)).allRoles,
  })

export const groupKeys = {
  all: [...userManagementKeys.all, 'groups'] as const,
  list: () => [...groupKeys.all, 'list'] as const,
  detail: (id: string) => [...groupKeys.all, 'detail', id] as const,
  members: (filter: GroupMemberFilter) => [...groupKeys.all, 'members', filter] as const,
}

/** A page of a group's members (by the group's name, as the user filter takes it), or of the picker's users. */
export interface GroupMemberFilter {
  group?: string
  search?: string
  offset: number
  limit: number
}

export const allGroupsOptions = () =>
  queryOptions({
    queryKey: groupKeys.list(),
    queryFn: async ({ signal }) => (await gqlRequest(GetAllGroupsDocument, {}, signal)).allGroups,
  })

export const useAddUserToGroup = () =>
  useUserManagementChange(
    async (request: UserGroupInput) => (await gqlRequest(AddUserToGroupDocument, { request })).addUserToGroup,
  )

export const useRemoveUserFromGroup = () =>
  useUserManagementChange(
    async (request: UserGroupInput) => (await gqlRequest(RemoveUserFromGroupDocument, { request })).removeUserFromGroup,
  )
