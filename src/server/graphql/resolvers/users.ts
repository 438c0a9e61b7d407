import { authorize } from '@/server/graphql/authorize'
import type { QueryResolvers } from '@/server/graphql/resolvers-types'
import { findUserById } from '@/server/repositories/user-repository'
import { countUsersRolesGroups } from '@/server/repositories/user-list-repository'
import { isUuid } from '@/server/repositories/uuid'
import { exportUsers } from '@/server/services/user-export'
import { searchUsers } from '@/server/services/user-search'
import { PermissionLevel } from '@/shared/permissions'

export const userQueries: QueryResolvers = {
  users: async (_parent, { filter }, context) => {
    await authorize(context, 'user_management', PermissionLevel.View)
    return searchUsers(context.db, filter)
  },
  userById: async (_parent, { userId }, context) => {
    await authorize(context, 'user_management', PermissionLevel.View)
    return (isUuid(userId) && (await findUserById(context.db, userId))) || null
  },
  userRolesGroupCounts: async (_parent, _args, context) => {
    await authorize(context, 'user_management', PermissionLevel.View)
    return countUsersRolesGroups(context.db)
  },
  exportUsers: async (_parent, { userIds }, context) => {
    await authorize(context, 'user_management', PermissionLevel.View)
    return exportUsers(context.db, userIds)
  },
}
