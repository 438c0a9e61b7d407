import { queryOptions } from '@tanstack/react-query'
import {
  AssignUserRoleDocument,
  CreateUserDocument,
  EndUserSessionsDocument,
  ExportUsersDocument,
  GetUserByIdDocument,
  GetUserSessionsDocument,
  GetUserTwoStepDocument,
  GetUsersDocument,
  IssuePasswordResetDocument,
  RemoveUserRoleDocument,
  ResetUserTwoStepDocument,
  SetUserActiveDocument,
  SetUsersActiveDocument,
  UpdateUserDocument,
  UpdateUserRolePermissionDocument,
  type RegisterInput,
  type UpdateUserInput,
  type UserMatchingInput,
  type UserRoleInput,
  type UserRoleRemovalInput,
} from '@/gql/graphql'
import { gqlRequest } from '@/lib/graphql-client'
import { userManagementKeys, useUserManagementChange } from '../queries'
import { userFilter, type UserListSearch } from './user-list-search'

const userKeys = {
  all: [...userManagementKeys.all, 'users'] as const,
  list: (search: UserListSearch) => [...userKeys.all, 'list', search] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  sessions: (id: string) => [...userKeys.all, 'sessions', id] as const,
  twoStep: (id: string) => [...userKeys.all, 'two-step', id] as const,
}

export const userListOptions = (search: UserListSearch) =>
  queryOptions({
    queryKey: userKeys.list(search),
    queryFn: async ({ signal }) => (await gqlRequest(GetUsersDocument, { filter: userFilter(search) }, signal)).users,
  })

export const userByIdOptions = (id: string) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: async ({ signal }) => (await gqlRequest(GetUserByIdDocument, { userId: id }, signal)).userById,
    staleTime: 0,
  })

export const userSessionsOptions = (id: string) =>
  queryOptions({
    queryKey: userKeys.sessions(id),
    queryFn: async ({ signal }) => (await gqlRequest(GetUserSessionsDocument, { userId: id }, signal)).userSessions,
    staleTime: 0,
  })

export const useEndUserSessions = () =>
  useUserManagementChange(
    async (userId: string) => (await gqlRequest(EndUserSessionsDocument, { userId })).endUserSessions,
  )

export const userTwoStepOptions = (id: string) =>
  queryOptions({
    queryKey: userKeys.twoStep(id),
    queryFn: async ({ signal }) => (await gqlRequest(GetUserTwoStepDocument, { userId: id }, signal)).userTwoStep,
    staleTime: 0,
  })

export const useResetUserTwoStep = () =>
  useUserManagementChange(
    async (userId: string) => (await gqlRequest(ResetUserTwoStepDocument, { userId })).resetUserTwoStep,
  )

/** The users a bulk action acts on: some by id, or every user the list's filter matches but the excepted ones. */
export type UserSelectionInput = { userIds: string[] } | { matching: UserMatchingInput }

export const exportUsersCsv = async (selection: UserSelectionInput) =>
  (await gqlRequest(ExportUsersDocument, selection)).exportUsers

export const useCreateUser = () =>
  useUserManagementChange(
    async (request: RegisterInput) => (await gqlRequest(CreateUserDocument, { request })).register,
  )

export const useUpdateUser = () =>
  useUserManagementChange(
    async (updateRequest: UpdateUserInput) => (await gqlRequest(UpdateUserDocument, { updateRequest })).updateUser,
  )

export const useSetUserActive = () =>
  useUserManagementChange(
    async ({ userId, active }: { userId: string; active: boolean }) =>
      (await gqlRequest(SetUserActiveDocument, { userId, active })).setUserActive,
  )

export const useSetUsersActive = () =>
  useUserManagementChange(
    async ({ selection, active }: { selection: UserSelectionInput; active: boolean }) =>
      (await gqlRequest(SetUsersActiveDocument, { ...selection, active })).setUsersActive,
  )

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
