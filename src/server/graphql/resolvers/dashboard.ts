import { authorize } from '@/server/graphql/authorize'
import type { QueryResolvers } from '@/server/graphql/resolvers-types'
import { DEFAULT_DASHBOARD_PERIOD } from '@/shared/dashboard-period'
import { PermissionLevel } from '@/shared/permissions'

export const dashboardQueries: QueryResolvers = {
  dashboard: async (_parent, { days }, context) => {
    await authorize(context, 'analytics', PermissionLevel.View)
    return context.services.dashboard.load(context.now(), days ?? DEFAULT_DASHBOARD_PERIOD)
  },
}
