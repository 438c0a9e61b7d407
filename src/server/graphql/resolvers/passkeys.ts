import type { MutationResolvers, QueryResolvers } from '@/server/graphql/resolvers-types'
import {
  finishPasskeyRegistration,
  ownPasskeys,
  removePasskey,
  startPasskeyRegistration,
} from '@/server/services/auth/passkeys'

export const passkeyQueries: QueryResolvers = {
  myPasskeys: async (_parent, _args, context) => ownPasskeys(context.services.auth, await context.viewer()),
}

export const passkeyMutations: MutationResolvers = {
  startPasskeyRegistration: async (_parent, _args, context) =>
    startPasskeyRegistration(context.services.auth, await context.viewer()),
  finishPasskeyRegistration: async (_parent, { input }, context) =>
    finishPasskeyRegistration(context.services.auth, await context.viewer(), input, context.security),
  removePasskey: async (_parent, { passkeyId }, context) =>
    removePasskey(context.services.auth, await context.viewer(), passkeyId, context.security),
}
