import { Button } from '@/components/ui/button'
import { DASHBOARD_PERIODS, type DashboardPeriod } from '@/shared/dashboard-period'

/** 7, 30 or 90 days: toggle buttons, the chosen one pressed. */
export function PeriodSelect({ days, onChange }: { days: DashboardPeriod; onChange: (days: DashboardPeriod) => void }) {
  return (
    <div role="group" aria-label="Period" className="inline-flex rounded-md border p-0.5">
      {DASHBOARD_PERIODS.map((period) => (
        <Button
          key={period}
          size="sm"
          variant={period === days ? 'default' : 'ghost'}
          aria-pressed={period === days}
          onClick={() => onChange(period)}
        >
          {period} days
        </Button>
      ))}
    </div>
  )
}
