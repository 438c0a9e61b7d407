import { PageHeader } from '@/components/layout/page-header'
import { Skeleton } from '@/components/ui/skeleton'

/** The dashboard's heading, shared by the page and its pending screen, so the two line up. */
export const DASHBOARD_HEADING = { title: 'Dashboard', description: "Here's what's happening with your store today." }

export function DashboardSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading dashboard</span>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-32" />
        ))}
      </div>
      <Skeleton className="h-64" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </div>
  )
}

/** Entering the dashboard. */
export function DashboardPending() {
  return (
    <>
      <PageHeader {...DASHBOARD_HEADING} />
      <DashboardSkeleton />
    </>
  )
}
