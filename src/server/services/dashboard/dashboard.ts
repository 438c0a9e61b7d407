import type { Db } from '@/server/db/client'
import { badInput } from '@/server/errors'
import {
  figuresByDay,
  firstOrderTime,
  latestOrders,
  orderFigures,
  productCounts,
  topProducts,
  type DayFigures,
  type TimeWindow,
} from '@/server/repositories/dashboard-repository'
import type { OrderModel } from '@/server/repositories/order-repository'
import { dashboardPeriodSchema, type DashboardPeriod } from '@/shared/dashboard-period'
import { fromCents } from '@/shared/money'

const DAY_MS = 86_400_000
const RECENT_ORDERS = 5
const TOP_PRODUCTS = 5

type ChangeDirection = 'UP' | 'DOWN' | 'FLAT' | 'NEW'

interface StatFigure {
  value: number
  previous: number
  changePercent: number | null
  direction: ChangeDirection
}

interface RevenuePoint {
  date: string
  revenue: number
  orders: number
}

export interface DashboardModel {
  days: number
  periodStart: Date
  periodEnd: Date
  previousStart: Date
  previousEnd: Date
  ordersSince: Date | null
  totalRevenue: StatFigure
  totalOrders: StatFigure
  totalCustomers: StatFigure
  totalProducts: StatFigure
  recentOrders: OrderModel[]
  topProducts: { productId: string; name: string; sku: string | null; unitsSold: number; revenue: number }[]
  revenueByDay: RevenuePoint[]
  previousRevenueByDay: RevenuePoint[]
}

/**
 * The period is the last `days` UTC days, today (up to now) being the last; the previous period is the same
 * window `days` days earlier, so both are equally long even part-way through today.
 */
export function dashboardWindows(now: Date, days: number): { current: TimeWindow; previous: TimeWindow } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const start = new Date(today - (days - 1) * DAY_MS)
  const shift = days * DAY_MS
  return {
    current: { start, end: now },
    previous: { start: new Date(start.getTime() - shift), end: new Date(now.getTime() - shift) },
  }
}

/** Change against the previous figure in percent, to one decimal; null when there is nothing to compare with. */
function statFigure(value: number, previous: number): StatFigure {
  if (previous === 0) return { value, previous, changePercent: null, direction: value === 0 ? 'FLAT' : 'NEW' }
  const changePercent = Math.round(((value - previous) / previous) * 1000) / 10
  const direction = value > previous ? 'UP' : value < previous ? 'DOWN' : 'FLAT'
  return { value, previous, changePercent, direction }
}

const revenuePoint = (day: DayFigures): RevenuePoint => ({
  date: day.date,
  revenue: fromCents(day.revenueCents),
  orders: day.orders,
})

/** The period asked for, or BAD_USER_INPUT naming the periods offered. */
export function dashboardPeriod(daysInput: number): DashboardPeriod {
  const parsed = dashboardPeriodSchema.safeParse(daysInput)
  if (!parsed.success) throw badInput(parsed.error.issues[0]!.message, { days: parsed.error.issues[0]!.message })
  return parsed.data
}

/** The dashboard of the period ending at `now`, computed from the rollups (dashboard-cache.ts keeps it). */
export async function loadDashboard(db: Db, now: Date, days: DashboardPeriod): Promise<DashboardModel> {
  const { current, previous } = dashboardWindows(now, days)
  const [figures, [products, previousProducts], byDay, previousByDay, top, recent, ordersSince] = await Promise.all([
    orderFigures(db, current, previous),
    productCounts(db, current.end, previous.end),
    figuresByDay(db, current),
    figuresByDay(db, previous),
    topProducts(db, current, days, TOP_PRODUCTS),
    latestOrders(db, now, RECENT_ORDERS),
    firstOrderTime(db),
  ])
  return {
    days,
    periodStart: current.start,
    periodEnd: current.end,
    previousStart: previous.start,
    previousEnd: previous.end,
    ordersSince,
    totalRevenue: statFigure(fromCents(figures.current.revenueCents), fromCents(figures.previous.revenueCents)),
    totalOrders: statFigure(figures.current.orders, figures.previous.orders),
    totalCustomers: statFigure(figures.current.customers, figures.previous.customers),
    totalProducts: statFigure(products, previousProducts),
    recentOrders: recent,
    topProducts: top.map(({ revenueCents, ...product }) => ({ ...product, revenue: fromCents(revenueCents) })),
    revenueByDay: byDay.map(revenuePoint),
    previousRevenueByDay: previousByDay.map(revenuePoint),
  }
}
