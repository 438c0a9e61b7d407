import { authorize } from '@/server/graphql/authorize'
import type { MutationResolvers, QueryResolvers } from '@/server/graphql/resolvers-types'
import {
  confirmEnrolment,
  disableTwoStep,
  regenerateRecoveryCodes,
  startEnrolment,
  twoStepStatus,
} from '@/server/services/auth/two-step'
import { resetUserTwoStep, setTwoStepPolicy, twoStepPolicy, userTwoStep } from '@/server/services/auth/two-step-admin'
import { PermissionLevel } from '@/shared/permissions'

// The enrolment operations take context.session(): a session that may only enrol reaches them and nothing else.
export const twoStepQueries: QueryResolvers = {
  myTwoStep: async (_parent, _args, context) => twoStepStatus(context.services.auth, await context.session()),
  twoStepPolicy: async (_parent, _args, context) => {
    await authorize(context, 'settings', PermissionLevel.View)
    return twoStepPolicy(context.db)
  },
  userTwoStep: async (_parent, { userId }, context) => {
    await authorize(context, 'user_management', PermissionLevel.View)
    return userTwoStep(context.db, userId)
  },
}

export const twoStepMutations: MutationResolvers = {
  startTwoStepEnrolment: async (_parent, _args, context) =>
    startEnrolment(context.services.auth, await context.session()),
  confirmTwoStepEnrolment: async (_parent, { code }, context) => ({
    codes: await confirmEnrolment(context.services.auth, await context.session(), { code }, context.security),
  }),
  disableTwoStep: async (_parent, { input }, context) =>
    disableTwoStep(context.services.auth, await context.viewer(), input, context.security),
  regenerateRecoveryCodes: async (_parent, { code }, context) => ({
    codes: await regenerateRecoveryCodes(context.services.auth, await context.viewer(), { code }, context.security),
  }),
  setTwoStepPolicy: async (_parent, { policy }, context) => {
    const viewer = await authorize(context, 'settings', PermissionLevel.Edit)
    return setTwoStepPolicy(context.db, viewer, context.security, { policy, now: context.now() })
  },
  resetUserTwoStep: async (_parent, { userId }, context) => {
    const viewer = await authorize(context, 'user_management', PermissionLevel.Edit)
    return resetUserTwoStep(context.db, viewer, context.security, { userId, now: context.now() })
  },
}
