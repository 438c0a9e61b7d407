import { authorize } from '@/server/graphql/authorize'
import type { MutationResolvers, QueryResolvers, RoleResolvers } from '@/server/graphql/resolvers-types'
import { allRoles, createRole, deleteRole, roleById, updateRole } from '@/server/services/users/role-admin'
import { isBuiltInRole, isFixedLevelRole, PermissionLevel } from '@/shared/permissions'

export const roleQueries: QueryResolvers = {
  allRoles: async (_parent, _args, context) => {
    await authorize(context, 'user_management', PermissionLevel.View)
    return allRoles(context.db)
  },
  roleById: async (_parent, { roleId }, context) => {
    await authorize(context, 'user_management', PermissionLevel.View)
    return (await roleById(context.db, roleId)) ?? null
  },
}

export const roleMutations: MutationResolvers = {
  createRole: async (_parent, { request }, context) => {
    const viewer = await authorize(context, 'user_management', PermissionLevel.Create)
    return createRole(context.db, viewer, request)
  },
  updateRole: async (_parent, { request }, context) => {
    const viewer = await authorize(context, 'user_management', PermissionLevel.Edit)
    return updateRole(context.db, viewer, request)
  },
  deleteRole: async (_parent, { request }, context) => {
    const viewer = await authorize(context, 'user_management', PermissionLevel.Delete)
    return deleteRole(context.db, viewer, request.id)
  },
}

export const roleFields: RoleResolvers = {
  isSystem: (role) => isFixedLevelRole(role.name),
  builtIn: (role) => isBuiltInRole(role.name),
  areas: (role, _args, context) => context.loaders.roleAreas.load(role.id),
  userCount: (role, _args, context) => context.loaders.roleHolderCounts.load(role.id),
}
