import { queryOptions } from '@tanstack/react-query'
import {
  CreateRoleDocument,
  DeleteRoleDocument,
  GetAllRolesDocument,
  GetRoleByIdDocument,
  UpdateRoleDocument,
  type CreateRoleInput,
  type UpdateRoleInput,
} from '@/gql/graphql'
import { gqlRequest } from '@/lib/graphql-client'
import { userManagementKeys, useUserManagementChange } from '../queries'

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

export const roleByIdOptions = (id: string) =>
  queryOptions({
    queryKey: roleKeys.detail(id),
    queryFn: async ({ signal }) => (await gqlRequest(GetRoleByIdDocument, { roleId: id }, signal)).roleById,
    staleTime: 0,
  })

export const useCreateRole = () =>
  useUserManagementChange(
    async (request: CreateRoleInput) => (await gqlRequest(CreateRoleDocument, { request })).createRole,
  )

export const useUpdateRole = () =>
  useUserManagementChange(
    async (request: UpdateRoleInput) => (await gqlRequest(UpdateRoleDocument, { request })).updateRole,
  )

export const useDeleteRoles = () =>
  useUserManagementChange(async (ids: string[]) => {
    for (const id of ids) await gqlRequest(DeleteRoleDocument, { request: { id } })
  })
