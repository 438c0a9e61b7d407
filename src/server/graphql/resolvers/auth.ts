import type { MutationResolvers, QueryResolvers } from '@/server/graphql/resolvers-types'
import { completeSignIn, login } from '@/server/services/auth/sign-in'
import { completePasskeySignIn } from '@/server/services/auth/passkey-sign-in'
import type { Viewer } from '@/server/auth/viewer'
import { logout, rotateRefreshToken } from '@/server/services/auth/tokens'
import { passwordResetStatus } from '@/server/services/auth/password-reset'
import { endOtherOwnSessions, endOwnSession, ownSessions } from '@/server/services/auth/sessions'
import { fullName } from '@/shared/names'

const person = ({ user, roles }: Pick<Viewer, 'user' | 'roles'>) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  fullName: fullName(user),
  roles,
})

export const authQueries: QueryResolvers = {
  /** Also for a session that may only enrol: the client needs to know who is signed in to show the enrolment. */
  me: async (_parent, _args, context) => (await context.session()).user,
  /** Public: the one-time token is the credential. */
  passwordResetStatus: (_parent, { token }, context) => passwordResetStatus(context.db, token),
  mySessions: async (_parent, _args, context) => ownSessions(context.db, await context.viewer(), context.now()),
}

export const authMutations: MutationResolvers = {
  login: async (_parent, { token: input }, context) => {
    const signIn = await login(context.services.auth, input, context.security, context.userAgent)
    if (signIn.secondStep) return { ...person(signIn), secondStep: signIn.secondStep, twoStepEnrolmentRequired: false }
    return { ...person(signIn), ...signIn, twoStepEnrolmentRequired: signIn.enrolmentOnly }
  },
  completePasskeySignIn: async (_parent, { input }, context) => {
    const signIn = await completePasskeySignIn(context.services.auth, input, context.security, context.userAgent)
    return { ...person(signIn), ...signIn, twoStepEnrolmentRequired: false }
  },
  completeSignIn: async (_parent, { step }, context) => {
    const signIn = await completeSignIn(context.services.auth, step, context.security, context.userAgent)
    return { ...person(signIn), ...signIn, twoStepEnrolmentRequired: false }
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
    const sessionId = await context.session().then(
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
