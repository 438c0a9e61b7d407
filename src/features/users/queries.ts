import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  AddUserToGroupDocument,
  AssignUserRoleDocument,
  CreateUserDocument,
  ExportUsersDocument,
  GetUserByIdDocument,
  GetUserRolesGroupCountsDocument,
  GetUsersDocument,
  IssuePasswordResetDocument,
  RemoveUserFromGroupDocument,
  RemoveUserRoleDocument,
  SetUserActiveDocument,
  UpdateUserDocument,
  UpdateUserRolePermissionDocument,
  type RegisterInput,
  type UpdateUserInput,
  type UserGroupInput,
  type UserRoleInput,
  type UserRoleRemovalInput,
} from '@/gql/graphql'
import { gqlRequest } from '@/lib/graphql-client'
import { userFilter, type UserListSearch } from './user-list-search'

/** Users, roles and groups change each other's figures (counts, effective roles), so they share this root. */
export const userManagementKeys = {
  all: ['user-management'] as const,
  counts: () => [...userManagementKeys.all, 'counts'] as const,
  users: () => [...userManagementKeys.all, 'users'] as const,
  list: (search: UserListSearch) => [...userManagementKeys.users(), 'list', search] as const,
  detail: (id: string) => [...userManagementKeys.users(), 'detail', id] as const,
}

export const userListOptions = (search: UserListSearch) =>
  queryOptions({
    queryKey: userManagementKeys.list(search),
    queryFn: async ({ signal }) => (await gqlRequest(GetUsersDocument, { filter: userFilter(search) }, signal)).users,
    placeholderData: keepPreviousData,
  })

/** The tab counts; always re-read when a screen shows them (spec: cache-and-network). */
export const userManagementCountsOptions = () =>
  queryOptions({
    queryKey: userManagementKeys.counts(),
    queryFn: async ({ signal }) => (await gqlRequest(GetUserRolesGroupCountsDocument, {}, signal)).userRolesGroupCounts,
    staleTime: 0,
  })

export const userByIdOptions = (id: string) =>
  queryOptions({
    queryKey: userManagementKeys.detail(id),
    queryFn: async ({ signal }) => (await gqlRequest(GetUserByIdDocument, { userId: id }, signal)).userById,
    staleTime: 0,
  })

export const exportUsersCsv = async (userIds: string[]) =>
  (await gqlRequest(ExportUsersDocument, { userIds })).exportUsers

/** A change that shows everywhere at once: the lists, the open user and the tab counts are read again. */
export function useUserManagementChange<V, R>(change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userManagementKeys.all }),
  })
}

export const useCreateUser = () =>
  useUserManagementChange(
    async (request: RegisterInput) => (await gqlRequest(CreateUserDocument, { request })).register,
  )

export const useUpdateUser = () =>
  useUserManagementChange(
    async (updateRequest: UpdateUserInput) => (await gqlRequest(UpdateUserDocument, { updateRequest })).updateUser,
  )

export const useSetUsersActive = () =>
  useUserManagementChange(async ({ userIds, active }: { userIds: string[]; active: boolean }) => {
    for (const userId of userIds) await gqlRequest(SetUserActiveDocument, { userId, active })
  })

export const useIssuePasswordReset = () =>
  useUserManagementChange(
    async (userId: string) => (await gqlRequest(IssuePasswordResetDocument, { userId })).issuePasswordReset,
  )

export const useAssignUserRole = () =>
  useUserManagementChange(
    async (request: UserRoleInput) => (await gqlRequest(AssignUserRoleDocument, { request })).assignUserRole,
  )

export const useUpdateUserRolePermission = () =>
  useUserManagementChange(
    async (request: UserRoleInput) =>
      (await gqlRequest(UpdateUserRolePermissionDocument, { request })).updateUserRolePermission,
  )

export const useRemoveUserRole = () =>
  useUserManagementChange(
    async (request: UserRoleRemovalInput) => (await gqlRequest(RemoveUserRoleDocument, { request })).removeUserRole,
  )

export const useAddUserToGroup = () =>
  useUserManagementChange(
    async (request: UserGroupInput) => (await gqlRequest(AddUserToGroupDocument, { request })).addUserToGroup,
  )

export const useRemoveUserFromGroup = () =>
  useUserManagementChange(
    async (request: UserGroupInput) => (await gqlRequest(RemoveUserFromGroupDocument, { request })).removeUserFromGroup,
  )
