import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CancelOrderDocument,
  GetDashboardDocument,
  ReturnOrderDocument,
  UpdateOrderDocument,
  UpdateOrderStatusDocument,
} from '@/gql/graphql'
import type { Db } from '@/server/db/client'
import { preparePeriodProductSales } from '@/server/repositories/dashboard-repository'
import { CUSTOMER_GAP_CAP, users } from '@/server/db/schema'
import { DASHBOARD_PERIODS } from '@/shared/dashboard-period'
import { ORDER_STATUSES } from '@/shared/order-status'
import { operationRunner } from './support/operations'
import { insertOrder, insertProduct, type TestOrder, type TestProduct } from './support/order-fixtures'
import { DATABASE_TARGETS, startTestServer, type TestServer } from './support/test-server'

const DAY = 86_400_000
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10)
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY
const cents = (amount: string) => Math.round(Number(amount) * 100)
const byKey = <T>(rows: T[], key: (row: T) => string) => [...rows].sort((a, b) => (key(a) < key(b) ? -1 : 1))

const NO_REVENUE = ['CANCELLED', 'RETURNED']

/**
 * The rollups worked out here, in TypeScript, from the raw order and line rows: what the triggers must have
 * kept, independently of the SQL views that rebuild them.
 */
async function recomputed(db: Db) {
  const orders = (
    await db.execute<{
      id: number
      order_time: string | Date
      status: string
      payment_method: string
      delivery_method: string
      total: string
      customer: string | null
    }>(
      sql`select id, order_time, status, payment_method, delivery_method, total_amount::text as total,
                 customer_id as customer from orders`,
    )
  ).rows.map((row) => ({ ...row, day: utcDay(new Date(row.order_time).getTime()) }))
  const lines = (
    await db.execute<{ order_id: number; product_id: string; price: string; quantity: number }>(
      sql`select order_id, product_id, price::text, quantity from order_items`,
    )
  ).rows
  const add = <T extends Record<string, number | string>>(
    map: Map<string, T>,
    key: string,
    row: T,
    sums: (keyof T)[],
  ) => {
    const found = map.get(key)
    if (!found) map.set(key, { ...row })
    else for (const field of sums) (found[field] as number) += row[field] as number
  }
  const sales = new Map<string, { day: string; status: string; orders: number; revenue_cents: number }>()
  for (const o of orders)
    add(sales, `${o.day} ${o.status}`, { day: o.day, status: o.status, orders: 1, revenue_cents: cents(o.total) }, [
      'orders',
      'revenue_cents',
    ])
  const hours = new Map<string, { hour: string; status: string; orders: number; revenue_cents: number }>()
  for (const o of orders) {
    const hour = `${new Date(o.order_time).toISOString().slice(0, 13)}:00:00Z`
    add(hours, `${hour} ${o.status}`, { hour, status: o.status, orders: 1, revenue_cents: cents(o.total) }, [
      'orders',
      'revenue_cents',
    ])
  }
  const counts = new Map<
    string,
    { day: string; status: string; payment_method: string; delivery_method: string; orders: number }
  >()
  for (const { day, status, payment_method, delivery_method } of orders)
    add(
      counts,
      `${day} ${status} ${payment_method} ${delivery_method}`,
      { day, status, payment_method, delivery_method, orders: 1 },
      ['orders'],
    )
  const orderById = new Map(orders.map((o) => [Number(o.id), o]))
  const products = new Map<
    string,
    { day: string; status: string; product_id: string; units: number; revenue_cents: number }
  >()
  for (const line of lines) {
    const o = orderById.get(Number(line.order_id))!
    add(
      products,
      `${o.day} ${o.status} ${line.product_id}`,
      {
        day: o.day,
        status: o.status,
        product_id: line.product_id,
        units: Number(line.quantity),
        revenue_cents: cents(line.price) * Number(line.quantity),
      },
      ['units', 'revenue_cents'],
    )
  }
  // Per period, the revenue-counting lines of the days up to each kept end day: the stored day, and the next once
  // prepared.
  const asOf = (
    await db.execute<{ day: string; next_prepared: boolean }>(
      sql`select day::text, next_prepared from period_product_sales_as_of`,
    )
  ).rows[0]!
  const endDays = asOf.next_prepared ? [asOf.day, utcDay((dayNumber(asOf.day) + 1) * DAY)] : [asOf.day]
  const periods = new Map<
    string,
    { end_day: string; days: number; product_id: string; units: number; revenue_cents: number }
  >()
  for (const end_day of endDays)
    for (const days of DASHBOARD_PERIODS)
      for (const line of lines) {
        const o = orderById.get(Number(line.order_id))!
        const age = dayNumber(end_day) - dayNumber(o.day)
        if (age < 0 || age > days - 1 || NO_REVENUE.includes(o.status)) continue
        const row = {
          end_day,
          days,
          product_id: line.product_id,
          units: Number(line.quantity),
          revenue_cents: cents(line.price) * Number(line.quantity),
        }
        add(periods, `${end_day} ${days} ${line.product_id}`, row, ['units', 'revenue_cents'])
      }
  const customerDays = new Map<
    string,
    { customer_id: string; day: string; orders: number; gap: number; first_at: string }
  >()
  for (const o of orders.filter((o) => o.customer !== null)) {
    const at = new Date(o.order_time).toISOString()
    const row = { customer_id: o.customer!, day: o.day, orders: 1, gap: 0, first_at: at }
    add(customerDays, `${o.customer} ${o.day}`, row, ['orders'])
    const found = customerDays.get(`${o.customer} ${o.day}`)!
    if (at < found.first_at) found.first_at = at
  }
  const gaps = new Map<string, { day: string; gap: number; customers: number }>()
  const daysOf = new Map<string, string[]>()
  for (const row of customerDays.values())
    daysOf.set(row.customer_id, [...(daysOf.get(row.customer_id) ?? []), row.day])
  for (const [customerId, days] of daysOf) {
    const sorted = [...days].sort()
    sorted.forEach((day, i) => {
      const gap = i === 0 ? CUSTOMER_GAP_CAP : Math.min(dayNumber(day) - dayNumber(sorted[i - 1]!), CUSTOMER_GAP_CAP)
      add(gaps, `${day} ${gap}`, { day, gap, customers: 1 }, ['customers'])
      customerDays.get(`${customerId} ${day}`)!.gap = gap
    })
  }
  return {
    order_day_sales: byKey([...sales.values()], (row) => `${row.day} ${row.status}`),
    product_day_sales: byKey([...products.values()], (row) => `${row.day} ${row.status} ${row.product_id}`),
    customer_days: byKey([...customerDays.values()], (row) => `${row.customer_id} ${row.day}`),
    customer_day_gaps: byKey([...gaps.values()], (row) => `${row.day} ${String(row.gap).padStart(3, '0')}`),
    period_product_sales: byKey(
      [...periods.values()],
      (row) => `${row.end_day} ${String(row.days).padStart(3, '0')} ${row.product_id}`,
    ),
    order_hour_sales: byKey([...hours.values()], (row) => `${row.hour} ${row.status}`),
    order_day_counts: byKey(
      [...counts.values()],
      (row) => `${row.day} ${row.status} ${row.payment_method} ${row.delivery_method}`,
    ),
  }
}

/** The rollup tables as stored, numbers as numbers, in the same order as recomputed(). */
async function stored(db: Db) {
  const read = async (query: ReturnType<typeof sql>) =>
    (await db.execute<Record<string, string | number>>(query)).rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, /^\d+$/.test(String(value)) ? Number(value) : value]),
      ),
    )
  return {
    order_day_sales: await read(
      sql`select day::text, status, orders, revenue_cents from order_day_sales order by day, status`,
    ),
    product_day_sales: await read(
      sql`select day::text, status, product_id::text, units, revenue_cents from product_day_sales
          order by day, status, product_id`,
    ),
    customer_days: await read(
      sql`select customer_id::text, day::text, orders, gap,
                 to_char(first_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as first_at
          from customer_days order by customer_id, day`,
    ),
    customer_day_gaps: await read(sql`select day::text, gap, customers from customer_day_gaps order by day, gap`),
    period_product_sales: await read(
      sql`select end_day::text, days, product_id::text, units, revenue_cents from period_product_sales
          where end_day in (select day from period_product_sales_ends()) order by end_day, days, product_id`,
    ),
    order_hour_sales: await read(
      sql`select to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as hour, status, orders, revenue_cents
          from order_hour_sales order by hour, status`,
    ),
    order_day_counts: await read(
      sql`select day::text, status, payment_method, delivery_method, orders from order_day_counts
          order by day, status, payment_method, delivery_method`,
    ),
  }
}

describe.each(DATABASE_TARGETS)('order rollups on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let admin: string
  let products: TestProduct[]
  let customers: string[]

  /** The server's clock: the dashboard moves the periods' windows to its day on its first read of the day. */
  let clock = new Date()

  beforeAll(async () => {
    server = await startTestServer(target, { now: () => clock })
    run = operationRunner(server)
    admin = await server.signIn('admin@example.com')
    const db = server.database.db
    products = [
      await insertProduct(db, 19.99, 1000),
      await insertProduct(db, 5, 1000),
      await insertProduct(db, 0.35, 1000),
    ]
    customers = (
      await db
        .insert(users)
        .values(
          ['Ada', 'Ben'].map((firstName) => ({
            firstName,
            lastName: 'Rollup',
            email: `${firstName}.rollup@example.com`,
          })),
        )
        .returning({ id: users.id })
    ).map((row) => row.id)
  })
  afterAll(() => server.close())

  const expectRollupsToMatchRawRows = async () => {
    const db = server.database.db
    expect(await stored(db)).toEqual(await recomputed(db))
    const { rows } = await db.execute<{ rollup: string; rows: number }>(sql`select * from order_rollup_differences()`)
    expect(rows.map((row) => [row.rollup, Number(row.rows)])).toEqual([
      ['order_day_sales', 0],
      ['product_day_sales', 0],
      ['customer_days', 0],
      ['customer_day_gaps', 0],
      ['period_product_sales', 0],
      ['order_day_counts', 0],
      ['order_hour_sales', 0],
      ['customer_accounts', 0],
    ])
  }
  const readDashboardAt = async (time: string) => {
    clock = new Date(time)
    admin = await server.signIn('admin@example.com')
    const read = await run(GetDashboardDocument, { days: 7 }, admin)
    expect(read.errors).toBeUndefined()
    const { rows } = await server.database.db.execute<{ day: string }>(
      sql`select day::text from period_product_sales_as_of`,
    )
    expect(rows).toEqual([{ day: time.slice(0, 10) }])
  }
  const place = (orderTime: string, order: Partial<TestOrder> = {}) =>
    insertOrder(server.database.db, {
      orderTime: new Date(orderTime),
      lines: [{ product: products[0]!, quantity: 2 }],
      ...order,
    })

  it('counts new orders on their UTC day across day, month and year edges', async () => {
    const [ada, ben] = customers as [string, string]
    for (const [time, customerId] of [
      ['2035-12-31T23:59:59.999Z', ada],
      ['2036-01-01T00:00:00.000Z', ada],
      ['2036-01-31T23:59:59.999Z', ben],
      ['2036-02-01T00:00:00.000Z', ben],
      ['2036-02-29T12:00:00.000Z', ada],
      ['2036-03-01T00:00:00.000Z', undefined],
    ] as const)
      await place(time, {
        customerId,
        lines: [
          { product: products[1]!, quantity: 3 },
          { product: products[2]!, quantity: 7 },
        ],
      })
    await expectRollupsToMatchRawRows()
    const { rows } = await server.database.db.execute<{ day: string }>(
      sql`select distinct day::text from order_day_sales where day >= '2035-12-31' order by 1`,
    )
    expect(rows.map((row) => row.day)).toEqual([
      '2035-12-31',
      '2036-01-01',
      '2036-01-31',
      '2036-02-01',
      '2036-02-29',
      '2036-03-01',
    ])
  })

  it('keeps each customer’s gaps when an order day is added between two others, and beyond the cap', async () => {
    const ada = customers[0]!
    await place('2036-06-01T10:00:00Z', { customerId: ada })
    await place('2036-06-30T10:00:00Z', { customerId: ada })
    await place('2036-06-15T10:00:00Z', { customerId: ada })
    await place('2036-06-15T18:00:00Z', { customerId: ada })
    await place('2037-01-01T10:00:00Z', { customerId: ada })
    await expectRollupsToMatchRawRows()
  })

  it('uses the UTC day whatever the session time zone', async () => {
    await server.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local timezone = 'Pacific/Kiritimati'`)
      await insertOrder(tx as unknown as Db, {
        orderTime: new Date('2036-07-01T23:30:00Z'),
        customerId: customers[1],
        lines: [{ product: products[0]!, quantity: 1 }],
      })
    })
    await expectRollupsToMatchRawRows()
    const { rows } = await server.database.db.execute<{ day: string }>(
      sql`select day::text from customer_days where customer_id = ${customers[1]!} and day between '2036-07-01' and '2036-07-02'`,
    )
    expect(rows).toEqual([{ day: '2036-07-01' }])
  })

  it('follows line edits: a quantity change, a new line and a removed line', async () => {
    const orderId = await place('2036-08-01T09:00:00Z', { customerId: customers[0] })
    const edited = await run(
      UpdateOrderDocument,
      { orderId, order: { version: 1, products: [{ id: products[0]!.id, quantity: 5 }] } },
      admin,
    )
    expect(edited.errors).toBeUndefined()
    await expectRollupsToMatchRawRows()
    const swapped = await run(
      UpdateOrderDocument,
      {
        orderId,
        order: {
          version: 2,
          products: [
            { id: products[1]!.id, quantity: 1 },
            { id: products[2]!.id, quantity: 4 },
          ],
        },
      },
      admin,
    )
    expect(swapped.errors).toBeUndefined()
    await expectRollupsToMatchRawRows()
  })

  it('moves an order’s count between payment and delivery methods when it is edited', async () => {
    const orderId = await place('2036-08-15T09:00:00Z', { customerId: customers[0], paymentMethod: 'CASH' })
    const edited = await run(
      UpdateOrderDocument,
      {
        orderId,
        order: { version: 1, payment: { paymentMethod: 'CREDIT_CARD' }, address: { deliveryMethod: 'PICKUP' } },
      },
      admin,
    )
    expect(edited.errors).toBeUndefined()
    await expectRollupsToMatchRawRows()
    const { rows } = await server.database.db.execute<{ payment_method: string; delivery_method: string }>(
      sql`select payment_method, delivery_method from order_day_counts where day = '2036-08-15'`,
    )
    expect(rows).toEqual([{ payment_method: 'CREDIT_CARD', delivery_method: 'PICKUP' }])
  })

  it('moves an order’s figures and lines between statuses: advance, cancel and return', async () => {
    const cancelled = await place('2036-09-01T09:00:00Z', { customerId: customers[1] })
    const advanced = await run(
      UpdateOrderStatusDocument,
      { orderId: cancelled, orderStatus: 'PROCESSING', version: 1 },
      admin,
    )
    expect(advanced.errors).toBeUndefined()
    await expectRollupsToMatchRawRows()
    expect((await run(CancelOrderDocument, { orderId: cancelled, version: 2 }, admin)).errors).toBeUndefined()
    await expectRollupsToMatchRawRows()

    const returned = await place('2036-09-01T11:00:00Z', { status: 'DELIVERED', customerId: customers[1] })
    expect((await run(ReturnOrderDocument, { orderId: returned, version: 1 }, admin)).errors).toBeUndefined()
    await expectRollupsToMatchRawRows()
  })

  it('follows an order moved to another day or customer, and one deleted with its lines', async () => {
    const db = server.database.db
    const orderId = Number(await place('2036-10-10T23:59:59Z', { customerId: customers[0] }))
    await db.execute(sql`update orders set order_time = order_time + interval '1 second' where id = ${orderId}`)
    await expectRollupsToMatchRawRows()
    await db.execute(sql`update orders set customer_id = ${customers[1]!} where id = ${orderId}`)
    await expectRollupsToMatchRawRows()
    await db.execute(sql`delete from orders where id = ${orderId}`)
    await expectRollupsToMatchRawRows()

    // The day's first order goes while a later one stays: the day's first time moves to the later order.
    const early = Number(await place('2036-11-05T08:00:00Z', { customerId: customers[0] }))
    await place('2036-11-05T20:00:00Z', { customerId: customers[0] })
    await db.execute(sql`delete from orders where id = ${early}`)
    await expectRollupsToMatchRawRows()
  })

  it('keeps each period’s product totals through every kind of change, at the edges of its whole days', async () => {
    const db = server.database.db
    await readDashboardAt('2037-03-10T10:00:00Z')
    // Kept for today and tomorrow from here on.
    await preparePeriodProductSales(db, clock)
    // Yesterday (in every period), the first day of the 7-day and of the 90-day window, the day before each, today.
    const days = ['2037-03-09', '2037-03-04', '2037-03-03', '2036-12-11', '2036-12-10', '2037-03-10']
    const placed = []
    for (const [i, day] of days.entries())
      placed.push(
        Number(
          await place(`${day}T${i % 2 ? '00:00:00' : '23:59:59'}Z`, {
            customerId: customers[i % 2],
            status: i % 2 ? 'DELIVERED' : 'PROCESSING',
            lines: [
              { product: products[i % 3]!, quantity: 1 + i },
              { product: products[(i + 1) % 3]!, quantity: 2 },
            ],
          }),
        ),
      )
    await expectRollupsToMatchRawRows()
    const [first, second, third] = placed as [number, number, number]
    const edited = await run(
      UpdateOrderDocument,
      { orderId: String(first), order: { version: 1, products: [{ id: products[2]!.id, quantity: 9 }] } },
      admin,
    )
    expect(edited.errors).toBeUndefined()
    await expectRollupsToMatchRawRows()
    expect((await run(ReturnOrderDocument, { orderId: String(second), version: 1 }, admin)).errors).toBeUndefined()
    await expectRollupsToMatchRawRows()
    // Into the 7-day period's first whole day.
    await db.execute(sql`update orders set order_time = order_time + interval '1 second' where id = ${third}`)
    await expectRollupsToMatchRawRows()
    expect((await run(CancelOrderDocument, { orderId: String(third), version: 1 }, admin)).errors).toBeUndefined()
    await expectRollupsToMatchRawRows()
    await db.execute(sql`delete from orders where id = ${first}`)
    await expectRollupsToMatchRawRows()
  })

  it('moves the periods’ windows at the day change, prepared or not, forwards, backwards and by more than a period', async () => {
    const db = server.database.db
    for (const time of [
      '2037-03-11T00:00:00Z',
      '2037-03-12T00:00:01Z',
      '2037-03-14T12:00:00Z',
      '2037-03-13T23:59:59Z',
      '2037-06-09T08:00:00Z',
      '2037-03-10T10:00:00Z',
    ]) {
      await readDashboardAt(time)
      await expectRollupsToMatchRawRows()
      expect(await preparePeriodProductSales(db, clock)).toBe(true)
      await expectRollupsToMatchRawRows()
      await place(`${time.slice(0, 10)}T01:00:00Z`)
      await expectRollupsToMatchRawRows()
    }
    // A second preparation finds the next day kept, and clears the windows of days no longer kept.
    expect(await preparePeriodProductSales(db, clock)).toBe(false)
    const { rows } = await db.execute<{ end_day: string }>(
      sql`select distinct end_day::text from period_product_sales order by 1`,
    )
    expect(rows).toEqual([{ end_day: '2037-03-10' }, { end_day: '2037-03-11' }])
  })

  it('agrees with the dashboard’s periods and revenue rule', async () => {
    const { rows } = await server.database.db.execute<{ days: number }>(
      sql`select days from dashboard_periods() order by days`,
    )
    expect(rows.map((row) => Number(row.days))).toEqual([...DASHBOARD_PERIODS])
    const { rows: statuses } = await server.database.db.execute<{ status: string }>(
      sql`select status from (values ${sql.join(
        ORDER_STATUSES.map((status) => sql`(${status})`),
        sql`, `,
      )}) as statuses (status) where not brings_revenue(status)`,
    )
    expect(statuses.map((row) => row.status).sort()).toEqual([...NO_REVENUE].sort())
  })

  it('rebuilds the same rollups from the raw rows (the backfill)', async () => {
    const db = server.database.db
    const before = await stored(db)
    await db.execute(sql`select rebuild_order_rollups()`)
    expect(await stored(db)).toEqual(before)
    await expectRollupsToMatchRawRows()
  })
})

/**
 * Order changes and the day's roll from two connections at once (PostgreSQL; PGlite has one connection): the roll
 * must wait for an order change in flight and count it, and an order change must wait for a roll in progress and
 * apply to the moved windows. Both orders are placed on the day that enters the windows, so a lost one would show.
 */
describe.each(DATABASE_TARGETS.filter((target) => target === 'postgres'))(
  'the day’s roll beside order changes on %s',
  (target) => {
    let server: TestServer
    let product: TestProduct
    beforeAll(async () => {
      server = await startTestServer(target)
      product = await insertProduct(server.database.db, 12.34, 1000)
    })
    afterAll(() => server.close())

    const roll = (day: string) => server.database.db.execute(sql`select roll_period_product_sales(${day}::date)`)
    const differences = async () =>
      (
        await server.database.db.execute<{ rows: number }>(sql`select * from period_product_sales_differences()`)
      ).rows.map((row) => Number(row.rows))
    const settled = (promise: Promise<unknown>) =>
      Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 500))])

    /** An order placed in a transaction left open (200 ms in) until `commit` is called. */
    const orderInFlight = async (orderTime: string, quantity: number) => {
      let commit = () => {}
      const done = server.database.db.transaction(async (tx) => {
        await insertOrder(tx as unknown as Db, { orderTime: new Date(orderTime), lines: [{ product, quantity }] })
        await new Promise<void>((resolve) => (commit = resolve))
      })
      await new Promise((resolve) => setTimeout(resolve, 200))
      return { done, commit: () => commit() }
    }

    it('waits for each other and loses no sale', async () => {
      const db = server.database.db
      await roll('2037-05-10')
      const inFlight = await orderInFlight('2037-05-10T08:00:00Z', 3)
      const rolled = roll('2037-05-11')
      expect(await settled(rolled)).toBe(false)
      inFlight.commit()
      await inFlight.done
      await rolled
      expect(await differences()).toEqual([0])

      let finishRoll = () => {}
      const rolling = db.transaction(async (tx) => {
        await tx.execute(sql`select roll_period_product_sales('2037-05-12'::date)`)
        await new Promise<void>((resolve) => (finishRoll = resolve))
      })
      await new Promise((resolve) => setTimeout(resolve, 200))
      const placed = insertOrder(db, { orderTime: new Date('2037-05-11T08:00:00Z'), lines: [{ product, quantity: 2 }] })
      expect(await settled(placed)).toBe(false)
      finishRoll()
      await rolling
      await placed
      expect(await differences()).toEqual([0])

      // The next day's preparation waits for an order change in flight, and counts it in both days' windows.
      const another = await orderInFlight('2037-05-12T09:00:00Z', 4)
      const prepared = preparePeriodProductSales(db, new Date('2037-05-12T10:00:00Z'))
      expect(await settled(prepared)).toBe(false)
      another.commit()
      await another.done
      expect(await prepared).toBe(true)
      expect(await differences()).toEqual([0])
      const units = async () => {
        const { rows } = await db.execute<{ end_day: string; days: number; units: number }>(
          sql`select end_day::text, days, units from period_product_sales where product_id = ${product.id}
              and end_day in (select day from period_product_sales_ends()) order by end_day, days`,
        )
        return rows.map((row) => [row.end_day, Number(row.days), Number(row.units)])
      }
      expect(await units()).toEqual([
        ['2037-05-12', 7, 9],
        ['2037-05-12', 30, 9],
        ['2037-05-12', 90, 9],
        ['2037-05-13', 7, 9],
        ['2037-05-13', 30, 9],
        ['2037-05-13', 90, 9],
      ])

      // Orders placed and changed after the copy's snapshot, while it copies, reach the next day's windows too.
      await roll('2037-05-13')
      let during: number | undefined
      const preparedBeside = await preparePeriodProductSales(db, new Date('2037-05-13T10:00:00Z'), async () => {
        during = Number(
          await insertOrder(db, { orderTime: new Date('2037-05-13T08:00:00Z'), lines: [{ product, quantity: 5 }] }),
        )
        await db.execute(sql`update order_items set quantity = 6 where order_id = ${during}`)
      })
      expect(preparedBeside).toBe(true)
      expect(during).toBeDefined()
      expect(await differences()).toEqual([0])
      expect(await units()).toEqual([
        ['2037-05-13', 7, 15],
        ['2037-05-13', 30, 15],
        ['2037-05-13', 90, 15],
        ['2037-05-14', 7, 15],
        ['2037-05-14', 30, 15],
        ['2037-05-14', 90, 15],
      ])
    })
  },
)
