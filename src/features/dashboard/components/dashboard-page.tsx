import { useSuspenseQuery } from '@tanstack/react-query'
import type { ErrorComponentProps } from '@tanstack/react-router'
import DollarSign from 'lucide-react/icons/dollar-sign'
import Package from 'lucide-react/icons/package'
import ShoppingCart from 'lucide-react/icons/shopping-cart'
import Users from 'lucide-react/icons/users'
import { Suspense, type ComponentProps } from 'react'
import { RouteError } from '@/components/layout/error-screen'
import { PageHeader } from '@/components/layout/page-header'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { formatMoney } from '@/shared/money'
import { useAuth } from '@/lib/session/auth-store'
import { can } from '@/shared/permissions'
import type { DashboardPeriod } from '@/shared/dashboard-period'
import { dashboardOptions } from '../queries'
import { downloadSalesReport } from '../sales-report'
import { DASHBOARD_HEADING, DashboardSkeleton } from './dashboard-pending'
import { RecentOrdersCard, TopProductsCard } from './dashboard-lists'
import { PeriodSelect } from './period-select'
import { QuickActions } from './quick-actions'
import { RevenueChart } from './revenue-chart'
import { orderComparisonNote } from '../comparison-note'
import { StatCard } from './stat-card'
import { formatCount } from '@/shared/count-text'

const STATS = [
  { field: 'totalRevenue', title: 'Total Revenue', icon: DollarSign, format: formatMoney, list: 'orders' },
  { field: 'totalOrders', title: 'Total Orders', icon: ShoppingCart, format: formatCount, list: 'orders' },
  { field: 'totalCustomers', title: 'Total Customers', icon: Users, format: formatCount, list: 'customers' },
  { field: 'totalProducts', title: 'Total Products', icon: Package, format: formatCount, list: 'products' },
] as const

type StatList = (typeof STATS)[number]['list']
type StatLink = NonNullable<ComponentProps<typeof StatCard>['link']>

/** The list each card leads to: the period's orders, the customer accounts, the catalogue. */
function statLinks(dashboard: { periodStart: string; periodEnd: string; days: number }) {
  const day = (iso: string) => iso.slice(0, 10)
  return {
    orders: {
      to: '/orders',
      search: { from: day(dashboard.periodStart), to: day(dashboard.periodEnd) },
      description: `orders of the last ${dashboard.days} days`,
    },
    customers: { to: '/customers', description: 'the customers' },
    products: { to: '/products', description: 'the catalogue' },
  } satisfies Record<StatList, StatLink>
}

const STAT_AREAS = { orders: 'orders', customers: 'customers', products: 'products' } as const

/** The store's figures for the chosen period, against the period before. */
export function DashboardPage({
  days,
  onPeriodChange,
}: {
  days: DashboardPeriod
  onPeriodChange: (days: DashboardPeriod) => void
}) {
  return (
    <>
      <PageHeader {...DASHBOARD_HEADING} actions={<PeriodSelect days={days} onChange={onPeriodChange} />} />
      {/* A new period mounts a new boundary, so its skeleton shows instead of the old period's figures. */}
      <Suspense key={days} fallback={<DashboardSkeleton />}>
        <DashboardFigures days={days} />
      </Suspense>
    </>
  )
}

export function DashboardLoadError(props: ErrorComponentProps) {
  return <RouteError {...props} title="The dashboard could not be loaded." />
}

function DashboardFigures({ days }: { days: DashboardPeriod }) {
  const { data: dashboard } = useSuspenseQuery(dashboardOptions(days))
  const { user } = useAuth()
  const shownDays = dashboard.days
  const links = statLinks(dashboard)
  const note = orderComparisonNote(dashboard.ordersSince, dashboard.previousStart)
  return (
    <div className="flex flex-col gap-4">
      <section aria-label="Store figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {STATS.map((stat) => (
          <StatCard
            key={stat.field}
            title={stat.title}
            icon={stat.icon}
            figure={dashboard[stat.field]}
            format={stat.format}
            days={shownDays}
            link={user && can(user.roles, STAT_AREAS[stat.list]) ? links[stat.list] : undefined}
            comparisonNote={stat.field === 'totalProducts' ? undefined : note}
          />
        ))}
      </section>
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>Revenue</CardTitle>
          <CardDescription>Per day, last {shownDays} days</CardDescription>
        </CardHeader>
        <CardContent>
          {dashboard.totalOrders.value === 0 ? (
            <p className="py-12 text-center text-sm text-muted-foreground">No sales in this period</p>
          ) : (
            <RevenueChart days={dashboard.revenueByDay} previous={dashboard.previousRevenueByDay} />
          )}
        </CardContent>
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <RecentOrdersCard orders={dashboard.recentOrders} />
        <TopProductsCard products={dashboard.topProducts} days={shownDays} />
      </div>
      <QuickActions onSalesReport={() => downloadSalesReport(dashboard)} />
    </div>
  )
}
