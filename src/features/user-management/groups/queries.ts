import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import {
  CreateGroupDocument,
  DeleteGroupDocument,
  EditGroupDocument,
  GetGroupByIdDocument,
  GetGroupMembersDocument,
  type CreateGroupInput,
  type EditGroupInput,
} from '@/gql/graphql'
import { gqlRequest } from '@/lib/graphql-client'
import { groupKeys, useUserManagementChange, type GroupMemberFilter } from '../queries'

export const groupByIdOptions = (id: string) =>
  queryOptions({
    queryKey: groupKeys.detail(id),
    queryFn: async ({ signal }) => (await gqlRequest(GetGroupByIdDocument, { groupId: id }, signal)).groupById,
    staleTime: 0,
  })

export const groupMembersOptions = (filter: GroupMemberFilter) =>
  queryOptions({
    queryKey: groupKeys.members(filter),
    queryFn: async ({ signal }) =>
      (
        await gqlRequest(
          GetGroupMembersDocument,
          {
            filter: {
              groups: filter.group === undefined ? undefined : [filter.group],
              search: filter.search || undefined,
              offset: filter.offset,
              limit: filter.limit,
            },
          },
          signal,
        )
      ).users,
    placeholderData: keepPreviousData,
  })

export const useCreateGroup = () =>
  useUserManagementChange(
    async (request: CreateGroupInput) => (await gqlRequest(CreateGroupDocument, { request })).createGroup,
  )

export const useEditGroup = () =>
  useUserManagementChange(
    async (request: EditGroupInput) => (await gqlRequest(EditGroupDocument, { request })).editGroup,
  )

/** Deletes each group; a false answer counts as a failure (spec part 2 §8). */
export const useDeleteGroups = () =>
  useUserManagementChange(async (ids: string[]) => {
    for (const id of ids) {
      if (!(await gqlRequest(DeleteGroupDocument, { request: { id } })).deleteGroup) throw new Error('not deleted')
    }
  })
