import { authorize } from '@/server/graphql/authorize'
import type { MutationResolvers } from '@/server/graphql/resolvers-types'
import {
  addUserToGroup,
  assignUserRole,
  removeUserFromGroup,
  removeUserRole,
  updateUserRolePermission,
} from '@/server/services/users/user-access'
import { confirmPassword } from '@/server/services/auth/password-change'
import { issuePasswordReset, resetPassword } from '@/server/services/auth/password-reset'
import { setUserActive } from '@/server/services/users/user-activation'
import { endUserSessions } from '@/server/services/auth/sessions'
import { updateUserAsAdmin } from '@/server/services/users/user-admin'
import { createUser } from '@/server/services/users/user-creation'
import { setUsersActive } from '@/server/services/users/user-activation'
import { updateUserDetails } from '@/server/services/users/user-profile'
import { badInput } from '@/server/errors'
import { PermissionLevel } from '@/shared/permissions'
import { changesEmail, EMAIL_CHANGE_NEEDS_PASSWORD } from '@/shared/user-schemas'

export const userMutations: MutationResolvers = {
  register: async (_parent, { request }, context) => {
    const viewer = await authorize(context, 'user_management', PermissionLevel.Create)
    return createUser(context.db, viewer, context.services.passwords, request)
  },
  updateUser: async (_parent, { updateRequest }, context) => {
    const { userId, currentPassword, ...changes } = updateRequest
    const viewer = await context.viewer()
    if (!userId || userId === viewer.user.id) {
      if (changes.email && changesEmail(viewer.user.email, changes.email)) {
        if (!currentPassword) {
          throw badInput(EMAIL_CHANGE_NEEDS_PASSWORD, { currentPassword: EMAIL_CHANGE_NEEDS_PASSWORD })
        }
        await confirmPassword(context.services.auth, viewer, currentPassword, context.security)
      }
      return updateUserDetails(context.db, viewer.user.id, changes)
    }
    const admin = await authorize(context, 'user_management', PermissionLevel.Edit)
    return updateUserAsAdmin(context.db, admin, { userId, ...changes })
  },
  setUserActive: async (_parent, { userId, active }, context) => {
    // Deactivating is how users are "deleted": it needs Delete; activating again needs Edit.
    const viewer = await authorize(context, 'user_management', active ? PermissionLevel.Edit : PermissionLevel.Delete)
    return setUserActive(context.db, viewer, context.security, { userId, active })
  },
  setUsersActive: async (_parent, { userIds, matching, active }, context) => {
    const viewer = await authorize(context, 'user_management', active ? PermissionLevel.Edit : PermissionLevel.Delete)
    return setUsersActive(context.db, viewer, context.security, { selection: { ids: userIds, matching }, active })
  },
  assignUserRole: async (_parent, { request }, context) => {
    const viewer = await authorize(context, 'user_management', PermissionLevel.Edit)
    return assignUserRole(context.db, viewer, request)
  },
  updateUserRolePermission: async (_parent, { request }, context) => {
    const viewer = await authorize(context, 'user_management', PermissionLevel.Edit)
    return updateUserRolePermission(context.db, viewer, request)
  },
  removeUserRole: async (_parent, { request }, context) => {
    const viewer = await authorize(context, 'user_management', PermissionLevel.Edit)
    return removeUserRole(context.db, viewer, request)
  },
  addUserToGroup: async (_parent, { request }, context) => {
    const viewer = await authorize(context, 'user_management', PermissionLevel.Edit)
    return addUserToGroup(context.db, viewer, request)
  },
  removeUserFromGroup: async (_parent, { request }, context) => {
    const viewer = await authorize(context, 'user_management', PermissionLevel.Edit)
    return removeUserFromGroup(context.db, viewer, request)
  },
  issuePasswordReset: async (_parent, { userId }, context) => {
    const viewer = await authorize(context, 'user_management', PermissionLevel.Edit)
    return issuePasswordReset(context.db, viewer, context.security, userId)
  },
  endUserSessions: async (_parent, { userId }, context) => {
    const viewer = await authorize(context, 'user_management', PermissionLevel.Edit)
    return endUserSessions(context.db, viewer, context.security, { userId, now: context.now() })
  },
  /** Public: the one-time token is the credential. */
  resetPassword: (_parent, { input }, context) =>
    resetPassword({ db: context.db, ...context.services }, context.security, input),
}
