import { authorize } from '@/server/graphql/authorize'
import type { GroupResolvers, MutationResolvers, QueryResolvers } from '@/server/graphql/resolvers-types'
import {
  allGroups,
  createGroup,
  deleteGroup,
  editGroup,
  groupById,
  groupChangeRefusal,
} from '@/server/services/users/group-admin'
import { PermissionLevel, permissionName } from '@/shared/permissions'

export const groupQueries: QueryResolvers = {
  allGroups: async (_parent, _args, context) => {
    await authorize(context, 'user_management', PermissionLevel.View)
    return allGroups(context.db)
  },
  groupById: async (_parent, { groupId }, context) => {
    await authorize(context, 'user_management', PermissionLevel.View)
    return (await groupById(context.db, groupId)) ?? null
  },
}

export const groupMutations: MutationResolvers = {
  createGroup: async (_parent, { request }, context) => {
    const viewer = await authorize(context, 'user_management', PermissionLevel.Create)
    return createGroup(context.db, viewer, request)
  },
  editGroup: async (_parent, { request }, context) => {
    const viewer = await authorize(context, 'user_management', PermissionLevel.Edit)
    return editGroup(context.db, viewer, request)
  },
  deleteGroup: async (_parent, { request }, context) => {
    const viewer = await authorize(context, 'user_management', PermissionLevel.Delete)
    return deleteGroup(context.db, viewer, request.id)
  },
}

export const groupFields: GroupResolvers = {
  changeRefusal: async (group, _args, context) =>
    groupChangeRefusal(context.db, await authorize(context, 'user_management', PermissionLevel.View), group.id),
  userCount: (group, _args, context) => context.loaders.groupMemberCounts.load(group.id),
  roles: async (group, _args, context) =>
    (await context.loaders.groupRoles.load(group.id)).map((row) => ({
      ...row,
      permissionName: permissionName(row.permissionLevel),
    })),
}
