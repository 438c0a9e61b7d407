import type { MutationResolvers, QueryResolvers } from '@/server/graphql/resolvers-types'
import { passwordResetStatus } from '@/server/services/auth/password-reset'
import { fullName } from '@/shared/names'

export const authQueries: QueryResolvers = {
  me: async (_parent, _args, context) => (await context.viewer()).user,
  /** Public: the one-time token is the credential. */
  passwordResetStatus: (_parent, { token }, context) => passwordResetStatus(context.db, token),
}

export const authMutations: MutationResolvers = {
  login: async (_parent, { token: input }, context) => {
    const { viewer, ...tokens } = await context.services.auth.login(input, context.security)
    return {
      ...tokens,
      firstName: viewer.user.firstName,
      lastName: viewer.user.lastName,
      fullName: fullName(viewer.user),
      roles: viewer.roles,
    }
  },
  refreshToken: async (_parent, { refresh }, context) => {
    const tokens = await context.services.auth.refresh(refresh.refreshToken, context.security)
    return { ...tokens, expiresAt: tokens.expire }
  },
  logout: async (_parent, { refreshToken }, context) => {
    const sessionId = await context.viewer().then(
      (viewer) => viewer.sessionId,
      () => undefined,
    )
    await context.services.auth.logout(refreshToken, sessionId)
    return true
  },
}
