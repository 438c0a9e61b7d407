import { authorize } from '@/server/graphql/authorize'
import type { QueryResolvers } from '@/server/graphql/resolvers-types'
import { exportUsers } from '@/server/services/users/user-export'
import { searchUsers, userById, userListCounts } from '@/server/services/users/user-search'
import { PermissionLevel } from '@/shared/permissions'

export const userQueries: QueryResolvers = {
  users: async (_parent, { filter }, context) => {
    await authorize(context, 'user_management', PermissionLevel.View)
    return searchUsers(context.db, filter, context.countCap)
  },
  userById: async (_parent, { userId }, context) => {
    await authorize(context, 'user_management', PermissionLevel.View)
    return (await userById(context.db, userId)) ?? null
  },
  userRolesGroupCounts: async (_parent, _args, context) => {
    await authorize(context, 'user_management', PermissionLevel.View)
    return userListCounts(context.db)
  },
  exportUsers: async (_parent, { userIds, matching }, context) => {
    await authorize(context, 'user_management', PermissionLevel.View)
    return exportUsers(context.db, { ids: userIds, matching })
  },
}
