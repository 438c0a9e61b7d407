import { queryOptions } from '@tanstack/react-query'
import {
  CreateRoleDocument,
  DeleteRoleDocument,
  GetRoleByIdDocument,
  UpdateRoleDocument,
  type CreateRoleInput,
  type UpdateRoleInput,
} from '@/gql/graphql'
import { gqlRequest } from '@/lib/graphql-client'
import { roleKeys, useUserManagementChange } from '../queries'

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
