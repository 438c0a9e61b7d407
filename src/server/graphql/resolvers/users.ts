import { authorize } from '@/server/graphql/authorize'
import type { QueryResolvers } from '@/server/graphql/resolvers-types'
import { exportUsers } from '@/server/services/users/user-export'
import { searchUsers, userById, userListCounts } from '@/server/services/users/user-search'
import { sessionsOfUser } from '@/server/services/auth/sessions'
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
  userSessions: async (_parent, { userId }, context) => {
    const viewer = await authorize(context, 'user_management', PermissionLevel.View)
    return sessionsOfUser(context.db, viewer, userId, context.now())
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
