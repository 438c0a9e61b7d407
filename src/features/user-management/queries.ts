import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { GetUserRolesGroupCountsDocument } from '@/gql/graphql'
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
