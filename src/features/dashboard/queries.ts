import { queryOptions } from '@tanstack/react-query'
import { gqlRequestSentAhead, operations } from '@/lib/graphql-client'
import type { DashboardPeriod } from '@/shared/dashboard-period'

const dashboardKeys = {
  all: ['dashboard'] as const,
  period: (days: DashboardPeriod) => [...dashboardKeys.all, days] as const,
}

/**
 * GetDashboard's variables for a period: what the loader sends, and the boot script ahead of it
 * (src/first-visit/boot-requests.ts).
 */
export const dashboardVariables = (days: DashboardPeriod) => ({ days })

export const dashboardOptions = (days: DashboardPeriod) =>
  queryOptions({
    queryKey: dashboardKeys.period(days),
    queryFn: async (context) =>
      (await gqlRequestSentAhead((await operations()).GetDashboardDocument, dashboardVariables(days), context))
        .dashboard,
  })
