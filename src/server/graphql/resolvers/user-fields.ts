import type { UserResolvers } from '@/server/graphql/resolvers-types'
import { fullName } from '@/shared/names'
import { withDefaults } from '@/shared/notification-preferences'
import { heldPermissionLevels, permissionName } from '@/shared/permissions'

export const userFields: UserResolvers = {
  fullName: (user) => fullName(user),
  roles: (user, _args, context) => context.loaders.userRoles.load(user.id),
  directRoles: async (user, _args, context) =>
    (await context.loaders.userDirectRoles.load(user.id)).map((row) => ({
      ...row,
      permissionName: permissionName(row.permissionLevel),
    })),
  groups: (user, _args, context) => context.loaders.userGroups.load(user.id),
  permissions: async (user, _args, context) =>
    heldPermissionLevels(await context.loaders.userRoles.load(user.id)).map(permissionName),
  notificationPreferences: (user) => withDefaults(user.notificationPreferences),
}
