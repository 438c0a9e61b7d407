import { queryOptions } from '@tanstack/react-query'
import { gqlRequest, operations } from '@/lib/graphql-client'
import type { DashboardPeriod } from '@/shared/dashboard-period'

export const dashboardKeys = {
  all: ['dashboard'] as const,
  period: (days: DashboardPeriod) => [...dashboardKeys.all, days] as const,
}

export const dashboardOptions = (days: DashboardPeriod) =>
  queryOptions({
    queryKey: dashboardKeys.period(days),
    queryFn: async ({ signal }) =>
      (await gqlRequest((await operations()).GetDashboardDocument, { days }, signal)).dashboard,
  })
