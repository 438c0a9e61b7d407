import type { MutationResolvers, QueryResolvers } from '@/server/graphql/resolvers-types'
import { login } from '@/server/services/auth/sign-in'
import { logout, rotateRefreshToken } from '@/server/services/auth/tokens'
import { passwordResetStatus } from '@/server/services/auth/password-reset'
import { endOtherOwnSessions, endOwnSession, ownSessions } from '@/server/services/auth/sessions'
import { fullName } from '@/shared/names'

export const authQueries: QueryResolvers = {
  me: async (_parent, _args, context) => (await context.viewer()).user,
  /** Public: the one-time token is the credential. */
  passwordResetStatus: (_parent, { token }, context) => passwordResetStatus(context.db, token),
  mySessions: async (_parent, _args, context) => ownSessions(context.db, await context.viewer(), context.now()),
}

export const authMutations: MutationResolvers = {
  login: async (_parent, { token: input }, context) => {
    const { viewer, ...tokens } = await login(context.services.auth, input, context.security, context.userAgent)
    return {
      ...tokens,
      firstName: viewer.user.firstName,
      lastName: viewer.user.lastName,
      fullName: fullName(viewer.user),
      roles: viewer.roles,
    }
  },
  refreshToken: async (_parent, { refresh }, context) => {
    const tokens = await rotateRefreshToken(
      context.services.auth,
      refresh.refreshToken,
      context.security,
      context.userAgent,
    )
    return { ...tokens, expiresAt: tokens.expire }
  },
  logout: async (_parent, { refreshToken }, context) => {
    const sessionId = await context.viewer().then(
      (viewer) => viewer.sessionId,
      () => undefined,
    )
    await logout(context.services.auth, refreshToken, sessionId)
    return true
  },
  endSession: async (_parent, { sessionId }, context) =>
    endOwnSession(context.db, await context.viewer(), context.security, { sessionId, now: context.now() }),
  endOtherSessions: async (_parent, _args, context) =>
    endOtherOwnSessions(context.db, await context.viewer(), context.security, context.now()),
}
