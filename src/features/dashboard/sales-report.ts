import type { GetDashboardQuery } from '@/gql/graphql'
import { downloadCsv } from '@/lib/csv-download'
import { toCsv } from '@/shared/csv'
import { amountToNumeric } from '@/shared/money'

type Dashboard = GetDashboardQuery['dashboard']

/** Daily revenue and orders of the period, as a CSV file (cells safe against formula injection). */
function salesReportCsv(dashboard: Dashboard): string {
  return toCsv(
    ['Date', 'Revenue', 'Orders'],
    dashboard.revenueByDay.map((day) => [day.date, amountToNumeric(day.revenue), day.orders]),
  )
}

function salesReportFileName(dashboard: Dashboard): string {
  const days = dashboard.revenueByDay
  return `sales-report-${days[0]?.date ?? ''}-to-${days.at(-1)?.date ?? ''}`
}

export function downloadSalesReport(dashboard: Dashboard): void {
  downloadCsv(salesReportFileName(dashboard), salesReportCsv(dashboard))
}
