import type { MutationResolvers, QueryResolvers } from '@/server/graphql/resolvers-types'
import { startPasskeySignIn } from '@/server/services/auth/passkey-sign-in'
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
  // Enrolment too: a session that must set up a second step may register a passkey (context.session()).
  startPasskeyRegistration: async (_parent, _args, context) =>
    startPasskeyRegistration(context.services.auth, await context.session()),
  finishPasskeyRegistration: async (_parent, { input }, context) =>
    finishPasskeyRegistration(context.services.auth, await context.session(), input, context.security),
  /** Public: the ticket, and for a second step the password step's challenge, carry the user. */
  startPasskeySignIn: (_parent, { challenge }, context) => startPasskeySignIn(context.services.auth, challenge),
  removePasskey: async (_parent, { passkeyId }, context) =>
    removePasskey(context.services.auth, await context.viewer(), passkeyId, context.security),
}
