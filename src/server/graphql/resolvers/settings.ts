import { changePassword } from '@/server/services/auth/password-change'
import type { MutationResolvers } from '@/server/graphql/resolvers-types'
import { updateNotificationPreferences } from '@/server/services/users/user-profile'
import { countOf, nounFor } from '@/shared/count-text'

const sessionsEnded = (count: number) =>
  count === 0
    ? 'No other sessions were signed in.'
    : `${countOf(count, 'other session')} ${nounFor(count, 'was', 'were')} signed out.`

/** What every staff member may do to their own account. */
export const settingsMutations: MutationResolvers = {
  updateNotificationPreferences: async (_parent, { preferences }, context) => {
    const viewer = await context.viewer()
    return updateNotificationPreferences(context.db, viewer.user.id, preferences)
  },
  changePassword: async (_parent, { input }, context) => {
    const viewer = await context.viewer()
    const { endedSessions } = await changePassword(context.services.auth, viewer, input, context.security)
    return { success: true, message: `Password updated. ${sessionsEnded(endedSessions)}`, endedSessions }
  },
}
