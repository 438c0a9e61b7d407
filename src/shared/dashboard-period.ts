import { z } from 'zod/mini'

/** The periods the dashboard offers, in days. */
export const DASHBOARD_PERIODS = [7, 30, 90] as const
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number]
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 30

export const dashboardPeriodSchema = z.union(
  DASHBOARD_PERIODS.map((days) => z.literal(days)),
  { error: 'Choose a period of 7, 30 or 90 days' },
)
