import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CancelOrderDocument, GetDashboardDocument, type GetDashboardQuery } from '@/gql/graphql'
import { users } from '@/server/db/schema'
import { foldDashboardChanges } from '@/server/repositories/dashboard-changes-repository'
import { preparePeriodProductSales } from '@/server/repositories/dashboard-repository'
import { DASHBOARD_PERIODS } from '@/shared/dashboard-period'
import type { OrderStatus } from '@/shared/order-status'
import { operationRunner } from './support/operations'
import { insertOrder, insertProduct, type TestProduct } from './support/order-fixtures'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

const DAY = 86_400_000
/** The server's clock in this test: years after the demo orders, so only this test's orders fall in any period. */
const NOW = new Date('2035-06-15T15:30:00.000Z')
const TODAY = Date.UTC(2035, 5, 15)
/** Seconds after the next UTC midnight: the first read of a new day. */
const NEXT_DAY = new Date('2035-06-16T00:00:05.000Z')
const STATUSES: OrderStatus[] = ['DELIVERED', 'PENDING', 'CANCELLED', 'SHIPPED', 'RETURNED', 'PROCESSING', 'PICKED_UP']

interface StoredOrder {
  id: number
  time: number
  status: OrderStatus
  cents: number
  customerId: string | null
}
interface StoredLine {
  orderId: number
  productId: string
  cents: number
  quantity: number
}

const cents = (amount: string) => Math.round(Number(amount) * 100)
const change = (value: number, previous: number) => ({
  value,
  previous,
  changePercent: previous === 0 ? null : Math.round(((value - previous) / previous) * 1000) / 10,
  direction:
    previous === 0 ? (value === 0 ? 'FLAT' : 'NEW') : value > previous ? 'UP' : value < previous ? 'DOWN' : 'FLAT',
})

describe.each(DATABASE_TARGETS)('dashboard figures on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let dev: string
  let stored: StoredOrder[]
  let lines: StoredLine[]
  let catalogue: { created: number; archived: number | null }[]
  let clock = NOW
  /** The statements the server ran, in order (the kept figures are read without the rollups). */
  const statements: string[] = []

  let topSeller: TestProduct

  const dashboard = async (days?: number, token = dev) => run(GetDashboardDocument, { days }, token)
  const readOrders = async (): Promise<StoredOrder[]> => {
    const { rows } = await server.database.db.execute<{
      id: number
      order_time: string | Date
      status: OrderStatus
      total_amount: string
      customer_id: string | null
    }>(sql`select id, order_time, status, total_amount::text, customer_id from orders`)
    return rows.map((row) => ({
      id: Number(row.id),
      time: new Date(row.order_time).getTime(),
      status: row.status,
      cents: cents(row.total_amount),
      customerId: row.customer_id,
    }))
  }
  const readLines = async (): Promise<StoredLine[]> => {
    const { rows } = await server.database.db.execute<{
      order_id: number
      product_id: string
      price: string
      quantity: number
    }>(sql`select order_id, product_id, price::text, quantity from order_items`)
    return rows.map((row) => ({
      orderId: Number(row.order_id),
      productId: row.product_id,
      cents: cents(row.price),
      quantity: Number(row.quantity),
    }))
  }
  const readCatalogue = async () => {
    const { rows } = await server.database.db.execute<{ created_at: string | Date; archived_at: string | Date | null }>(
      sql`select created_at, archived_at from products`,
    )
    return rows.map((row) => ({
      created: new Date(row.created_at).getTime(),
      archived: row.archived_at === null ? null : new Date(row.archived_at).getTime(),
    }))
  }

  beforeAll(async () => {
    server = await startTestServer(target, { now: () => new Date(clock) }, undefined, {
      queryLogger: { logQuery: (query) => statements.push(query) },
    })
    run = operationRunner(server)
    dev = await server.signIn('dev@example.com')
    const db = server.database.db

    const customers = await db
      .insert(users)
      .values(
        ['Ada', 'Ben', 'Cy', 'Di'].map((firstName) => ({
          firstName,
          lastName: 'Buyer',
          email: `${firstName.toLowerCase()}.dashboard@example.com`,
        })),
      )
      .returning({ id: users.id })
    const products: TestProduct[] = []
    for (const price of [12.5, 99.99, 4.25, 250, 18.75, 61.1, 7.05]) products.push(await insertProduct(db, price, 1000))

    // Spread over 200 days back, plus the edges of the 30-day windows and one order after "now".
    const start30 = TODAY - 29 * DAY
    const times = [
      ...Array.from({ length: 45 }, (_, i) => NOW.getTime() - i * 4.4 * DAY - (i % 5) * 3_600_000),
      start30,
      start30 - 1,
      NOW.getTime() - 30 * DAY,
      NOW.getTime() - 30 * DAY - 1,
      NOW.getTime() - 60 * DAY,
      NOW.getTime() + 3_600_000,
    ]
    for (const [i, time] of times.entries()) {
      await insertOrder(db, {
        orderTime: new Date(time),
        status: STATUSES[i % STATUSES.length],
        customerId: i % 6 === 5 ? undefined : customers[i % customers.length]!.id,
        lines: [
          { product: products[i % products.length]!, quantity: 1 + (i % 3) },
          ...(i % 2 ? [{ product: products[(i * 3 + 1) % products.length]!, quantity: 2 }] : []),
        ],
      })
    }
    // Two products join the catalogue and another leaves it during the last 30 days.
    await db.execute(sql`update products set created_at = ${new Date(TODAY - 3 * DAY).toISOString()}::timestamptz
      where id in (${products[0]!.id}, ${products[2]!.id})`)
    await db.execute(sql`update products set archived_at = ${new Date(TODAY - 10 * DAY).toISOString()}::timestamptz
      where id = ${products[1]!.id}`)

    // What the database now holds, read back as plain rows: every expected figure is computed from these.
    stored = await readOrders()
    lines = await readLines()
    topSeller = products[3]!
    catalogue = await readCatalogue()
  })
  afterAll(() => server.close())

  /** What the dashboard should say for a period, worked out here from the stored rows. */
  function expected(days: number) {
    const end = clock.getTime()
    const start = Math.floor(end / DAY) * DAY - (days - 1) * DAY
    const previous = { start: start - days * DAY, end: end - days * DAY }
    const within = (window: { start: number; end: number }) =>
      stored.filter((order) => order.time >= window.start && order.time < window.end)
    const earning = (list: StoredOrder[]) => list.filter((order) => !['CANCELLED', 'RETURNED'].includes(order.status))
    const revenue = (list: StoredOrder[]) => earning(list).reduce((sum, order) => sum + order.cents, 0)
    const customers = (list: StoredOrder[]) => new Set(list.flatMap((order) => order.customerId ?? [])).size
    const inCatalogue = (instant: number) =>
      catalogue.filter(
        (product) => product.created < instant && (product.archived === null || product.archived >= instant),
      ).length
    const current = within({ start, end })
    const before = within(previous)

    const earningIds = new Set(earning(current).map((order) => order.id))
    const byProduct = new Map<string, { units: number; cents: number }>()
    for (const line of lines.filter((line) => earningIds.has(line.orderId))) {
      const total = byProduct.get(line.productId) ?? { units: 0, cents: 0 }
      byProduct.set(line.productId, {
        units: total.units + line.quantity,
        cents: total.cents + line.cents * line.quantity,
      })
    }
    const top = [...byProduct]
      .sort(([a, x], [b, y]) => y.cents - x.cents || (a < b ? -1 : 1))
      .slice(0, 5)
      .map(([productId, total]) => ({ productId, unitsSold: total.units, revenue: total.cents / 100 }))

    const byDay = (window: { start: number; end: number }) =>
      Array.from({ length: days }, (_, i) => {
        const dayStart = window.start + i * DAY
        const orders = within({ start: dayStart, end: Math.min(dayStart + DAY, window.end) })
        return {
          date: new Date(dayStart).toISOString().slice(0, 10),
          revenue: revenue(orders) / 100,
          orders: orders.length,
        }
      })
    return {
      totalRevenue: change(revenue(current) / 100, revenue(before) / 100),
      totalOrders: change(current.length, before.length),
      totalCustomers: change(customers(current), customers(before)),
      totalProducts: change(inCatalogue(end), inCatalogue(previous.end)),
      top,
      byDay: byDay({ start, end }),
      previousByDay: byDay(previous),
      recent: stored
        .filter((order) => order.time < end)
        .sort((a, b) => b.time - a.time || b.id - a.id)
        .slice(0, 5)
        .map((order) => String(order.id)),
      period: { start, previous },
    }
  }

  function expectFigures(figures: GetDashboardQuery['dashboard'], days: number) {
    const want = expected(days)
    expect(figures.days).toBe(days)
    expect(figures.periodStart).toBe(new Date(want.period.start).toISOString())
    expect(figures.periodEnd).toBe(clock.toISOString())
    expect(figures.previousStart).toBe(new Date(want.period.previous.start).toISOString())
    expect(figures.previousEnd).toBe(new Date(want.period.previous.end).toISOString())
    expect(figures.totalRevenue).toEqual(want.totalRevenue)
    expect(figures.totalOrders).toEqual(want.totalOrders)
    expect(figures.totalCustomers).toEqual(want.totalCustomers)
    expect(figures.totalProducts).toEqual(want.totalProducts)
    expect(figures.topProducts.map(({ productId, unitsSold, revenue }) => ({ productId, unitsSold, revenue }))).toEqual(
      want.top,
    )
    expect(figures.revenueByDay).toEqual(want.byDay)
    expect(figures.previousRevenueByDay).toEqual(want.previousByDay)
    expect(figures.recentOrders.map((order) => order.id)).toEqual(want.recent)
    return want
  }

  it('computes the last 30 days by default, against the 30 before, from the stored orders', async () => {
    const figures = (await dashboard()).data!.dashboard
    const want = expectFigures(figures, 30)
    // The test data is meant to exercise every branch: both periods have sales, and some orders earn nothing.
    expect(want.totalRevenue.value).toBeGreaterThan(0)
    expect(want.totalRevenue.previous).toBeGreaterThan(0)
    expect(want.totalOrders.value).toBeGreaterThan(figures.revenueByDay.filter((day) => day.revenue > 0).length)
    expect(want.totalProducts.changePercent).not.toBe(0)
    expect(want.top).toHaveLength(5)
    expect(figures.revenueByDay.at(-1)!.date).toBe('2035-06-15')
    expect(figures.revenueByDay.some((day) => day.orders === 0 && day.revenue === 0)).toBe(true)
    const sum = (points: typeof figures.revenueByDay) =>
      points.reduce((total, day) => total + Math.round(day.revenue * 100), 0) / 100
    expect(sum(figures.revenueByDay)).toBe(figures.totalRevenue.value)
    expect(sum(figures.previousRevenueByDay)).toBe(figures.totalRevenue.previous)
    expect(figures.previousRevenueByDay.at(-1)!.date).toBe('2035-05-16')
    expect(figures.topProducts[0]!.name).toMatch(/^Order Test Item/)
  })

  it('computes 7 and 90 day periods the same way', async () => {
    for (const days of [7, 90]) expectFigures((await dashboard(days)).data!.dashboard, days)
  })

  it('answers a repeated read, nothing having changed, from the figures kept, without reading the rollups', async () => {
    const rollupReads = () =>
      statements.filter((text) => /order_day_sales|order_hour_sales|customer_day|period_product_sales/.test(text))
    expectFigures((await dashboard(30)).data!.dashboard, 30)
    statements.length = 0
    expectFigures((await dashboard(30)).data!.dashboard, 30)
    expect(rollupReads()).toEqual([])
    expect(statements.filter((text) => text.includes('dashboard_changes'))).toHaveLength(1)
  })

  it('folds the counts of ended connections into one row, the sum and the kept figures as they were', async () => {
    const db = server.database.db
    const counts = async () =>
      (
        await db.execute<{ backend: number; changes: string }>(
          sql`select backend, changes::text from dashboard_changes order by backend`,
        )
      ).rows
    // A connection long gone (no server process has this number) that once wrote orders.
    await db.execute(sql`insert into dashboard_changes values (2147483000, 5)`)
    const before = await counts()
    const sum = (rows: typeof before) => rows.reduce((total, row) => total + BigInt(row.changes), 0n)
    expectFigures((await dashboard(30)).data!.dashboard, 30)
    await foldDashboardChanges(db)
    const after = await counts()
    expect(sum(after)).toBe(sum(before))
    expect(after.map((row) => row.backend)).not.toContain(2147483000)
    expect(after.map((row) => row.backend)).toContain(0)
    statements.length = 0
    expectFigures((await dashboard(30)).data!.dashboard, 30)
    expect(statements.filter((text) => /order_day_sales|period_product_sales/.test(text))).toEqual([])
  })

  it('computes the figures afresh after any change of an order, a line or a product, by the API or by SQL', async () => {
    const db = server.database.db
    const readEveryPeriod = async () => {
      ;[stored, lines, catalogue] = await Promise.all([readOrders(), readLines(), readCatalogue()])
      const read: GetDashboardQuery['dashboard'][] = []
      for (const days of DASHBOARD_PERIODS) {
        const figures = (await dashboard(days)).data!.dashboard
        expectFigures(figures, days)
        read.push(figures)
      }
      return read
    }
    let before = await readEveryPeriod()
    const changed = async (what: (figures: GetDashboardQuery['dashboard']) => unknown) => {
      const after = await readEveryPeriod()
      expect(after.map(what)).not.toEqual(before.map(what))
      before = after
    }
    // Placed outside the application (as another server process or a bulk path would), two hours ago.
    const placed = await insertOrder(db, {
      orderTime: new Date(NOW.getTime() - 2 * 3_600_000),
      status: 'PROCESSING',
      lines: [{ product: topSeller, quantity: 30 }],
    })
    await changed((figures) => [figures.totalRevenue, figures.recentOrders[0]!.id, figures.topProducts[0]])
    // Cancelled through the API.
    expect((await run(CancelOrderDocument, { orderId: placed, reason: 'test' }, dev)).errors).toBeUndefined()
    await changed((figures) => [figures.totalRevenue, figures.topProducts[0]])
    // A line of it changed by SQL, the order reopened.
    await db.execute(sql`update order_items set quantity = 31 where order_id = ${placed}`)
    await db.execute(sql`update orders set status = 'PROCESSING' where id = ${placed}`)
    await changed((figures) => figures.topProducts[0])
    // A product joins the catalogue, another leaves it.
    await insertProduct(db, 3.5, 10)
    await changed((figures) => figures.totalProducts)
    await db.execute(sql`update products set archived_at = ${new Date(NOW.getTime() - DAY).toISOString()}::timestamptz
      where id = ${topSeller.id}`)
    await changed((figures) => figures.totalProducts)
  })

  it('moves on with the clock alone: each window takes in the orders its end passes', async () => {
    const at = async (time: number) => {
      clock = new Date(time)
      return expectFigures((await dashboard(30)).data!.dashboard, 30)
    }
    try {
      const now = await at(NOW.getTime())
      // The previous period's end passes the order placed 30 days before NOW, the current one the order at NOW.
      const later = await at(NOW.getTime() + 1)
      expect(later.totalOrders.previous).toBe(now.totalOrders.previous + 1)
      expect(later.totalOrders.value).toBe(now.totalOrders.value + 1)
      // An hour on, the order dated an hour ahead of NOW is the latest.
      const ahead = await at(NOW.getTime() + 3_600_001)
      expect(ahead.recent[0]).not.toBe(later.recent[0])
      expect(ahead.totalOrders.value).toBe(later.totalOrders.value + 1)
    } finally {
      clock = NOW
    }
  })

  it('reads the first moments of a new UTC day, with the day’s windows prepared beforehand or not', async () => {
    const db = server.database.db
    await preparePeriodProductSales(db, NOW)
    // An order in the new day's first seconds, before the read.
    await insertOrder(db, {
      orderTime: new Date(NEXT_DAY.getTime() - 2000),
      lines: [{ product: topSeller, quantity: 40 }],
    })
    stored = await readOrders()
    lines = await readLines()
    clock = NEXT_DAY
    try {
      for (const days of [7, 30, 90]) expectFigures((await dashboard(days)).data!.dashboard, days)
      const { rows } = await db.execute<{ day: string }>(sql`select day::text from period_product_sales_as_of`)
      expect(rows).toEqual([{ day: '2035-06-16' }])
      // Not prepared: the read derives the windows itself, with the same figures.
      clock = new Date(NEXT_DAY.getTime() + DAY)
      for (const days of [7, 30, 90]) expectFigures((await dashboard(days)).data!.dashboard, days)
    } finally {
      clock = NOW
    }
  })

  it('refuses other periods', async () => {
    const response = await dashboard(14)
    expect(errorCode(response)).toBe('BAD_USER_INPUT')
    expect(response.errors![0]!.message).toBe('Choose a period of 7, 30 or 90 days')
  })

  it('needs View in analytics: order staff are refused, admins are not', async () => {
    for (const email of ['orders@example.com', 'viewer@example.com']) {
      const response = await dashboard(30, await server.signIn(email))
      expect(errorCode(response)).toBe('FORBIDDEN')
      expect(response.data).toBeNull()
    }
    expect(errorCode(await server.gql('{ dashboard { days } }'))).toBe('UNAUTHENTICATED')
    const admin = await dashboard(30, await server.signIn('admin@example.com'))
    expect(admin.data!.dashboard.totalOrders.value).toBe(expected(30).totalOrders.value)
  })
})
