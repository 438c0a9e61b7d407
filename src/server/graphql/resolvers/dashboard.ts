import { authorize } from '@/server/graphql/authorize'
import type { QueryResolvers } from '@/server/graphql/resolvers-types'
import { loadDashboard } from '@/server/services/dashboard/dashboard'
import { DEFAULT_DASHBOARD_PERIOD } from '@/shared/dashboard-period'
import { PermissionLevel } from '@/shared/permissions'

export const dashboardQueries: QueryResolvers = {
  dashboard: async (_parent, { days }, context) => {
    await authorize(context, 'analytics', PermissionLevel.View)
    return loadDashboard(context.db, context.now(), days ?? DEFAULT_DASHBOARD_PERIOD)
  },
}
