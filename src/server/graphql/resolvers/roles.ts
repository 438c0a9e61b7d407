import { authorize } from '@/server/graphql/authorize'
import type { QueryResolvers, RoleResolvers } from '@/server/graphql/resolvers-types'
import { countRoleHolders, findRoleById, listRoles } from '@/server/repositories/role-repository'
import { isFixedLevelRole, PermissionLevel } from '@/shared/permissions'

export const roleQueries: QueryResolvers = {
  allRoles: async (_parent, _args, context) => {
    await authorize(context, 'user_management', PermissionLevel.View)
    return listRoles(context.db)
  },
  roleById: async (_parent, { roleId }, context) => {
    await authorize(context, 'user_management', PermissionLevel.View)
    return (await findRoleById(context.db, roleId)) ?? null
  },
}

export const roleFields: RoleResolvers = {
  isSystem: (role) => isFixedLevelRole(role.name),
  userCount: (role, _args, context) => countRoleHolders(context.db, role.id),
}
