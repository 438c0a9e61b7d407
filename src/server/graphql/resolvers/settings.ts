import { authorize } from '@/server/graphql/authorize'
import { parseInput } from '@/server/graphql/parse-input'
import type { MutationResolvers } from '@/server/graphql/resolvers-types'
import { updateNotificationPreferences, updateUserDetails } from '@/server/services/user-profile'
import { PermissionLevel } from '@/shared/permissions'
import { ChangePasswordSchema } from '@/shared/user-schemas'

const sessionsEnded = (count: number) =>
  count === 0
    ? 'No other sessions were signed in.'
    : `${count} other session${count === 1 ? ' was' : 's were'} signed out.`

/** What every staff member may do to their own account; changing someone else's profile needs user management Edit. */
export const settingsMutations: MutationResolvers = {
  updateUser: async (_parent, { updateRequest }, context) => {
    const viewer = await context.viewer()
    const { userId, ...details } = updateRequest
    if (userId && userId !== viewer.user.id) {
      await authorize(context, 'user_management', PermissionLevel.Edit)
      return updateUserDetails(context.db, userId, details)
    }
    return updateUserDetails(context.db, viewer.user.id, details)
  },
  updateNotificationPreferences: async (_parent, { preferences }, context) => {
    const viewer = await context.viewer()
    return updateNotificationPreferences(context.db, viewer.user.id, preferences)
  },
  changePassword: async (_parent, { input }, context) => {
    const viewer = await context.viewer()
    const { currentPassword, newPassword } = parseInput(
      ChangePasswordSchema,
      input,
      'Please correct the password fields.',
    )
    const { endedSessions } = await context.services.auth.changePassword(viewer, currentPassword, newPassword)
    return { success: true, message: `Password updated. ${sessionsEnded(endedSessions)}`, endedSessions }
  },
}
