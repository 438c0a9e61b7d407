import { z } from 'zod/mini'
import { urlParam } from '@/lib/url-search'
import { DEFAULT_DASHBOARD_PERIOD, dashboardPeriodSchema, type DashboardPeriod } from '@/shared/dashboard-period'

/** The dashboard's URL state: the period in days (`/dashboard?days=7`); anything else falls back to 30. */
export const DashboardSearch = z.object({
  days: urlParam(z.pipe(z.coerce.number(), dashboardPeriodSchema)),
})
export type DashboardSearch = z.infer<typeof DashboardSearch>

export const periodOf = (search: DashboardSearch): DashboardPeriod => search.days ?? DEFAULT_DASHBOARD_PERIOD
