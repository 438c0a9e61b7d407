import { parseArgument, parseInput } from '@/server/graphql/parse-input'
import type { MutationResolvers, QueryResolvers } from '@/server/graphql/resolvers-types'
import { LoginSchema, TokenSchema } from '@/shared/auth-schemas'
import { fullName } from '@/shared/names'

export const authQueries: QueryResolvers = {
  me: async (_parent, _args, context) => (await context.viewer()).user,
}

export const authMutations: MutationResolvers = {
  login: async (_parent, { token: input }, context) => {
    const { email, password } = parseInput(LoginSchema, input, 'Email and password are required')
    const { viewer, ...tokens } = await context.services.auth.login(email, password, context.security)
    return {
      ...tokens,
      firstName: viewer.user.firstName,
      lastName: viewer.user.lastName,
      fullName: fullName(viewer.user),
      roles: viewer.roles,
    }
  },
  refreshToken: async (_parent, { refresh }, context) => {
    const refreshToken = parseArgument('refreshToken', TokenSchema, refresh.refreshToken)
    const tokens = await context.services.auth.refresh(refreshToken, context.security)
    return { ...tokens, expiresAt: tokens.expire }
  },
  logout: async (_parent, { refreshToken }, context) => {
    const sessionId = await context.viewer().then(
      (viewer) => viewer.sessionId,
      () => undefined,
    )
    await context.services.auth.logout(parseArgument('refreshToken', TokenSchema.nullish(), refreshToken), sessionId)
    return true
  },
}
