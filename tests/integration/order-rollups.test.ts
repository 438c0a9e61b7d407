import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CancelOrderDocument, ReturnOrderDocument, UpdateOrderDocument, UpdateOrderStatusDocument } from '@/gql/graphql'
import type { Db } from '@/server/db/client'
import { CUSTOMER_GAP_CAP, users } from '@/server/db/schema'
import { operationRunner } from './support/operations'
import { insertOrder, insertProduct, type TestOrder, type TestProduct } from './support/order-fixtures'
import { DATABASE_TARGETS, startTestServer, type TestServer } from './support/test-server'

const DAY = 86_400_000
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10)
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY
const cents = (amount: string) => Math.round(Number(amount) * 100)
const byKey = <T>(rows: T[], key: (row: T) => string) => [...rows].sort((a, b) => (key(a) < key(b) ? -1 : 1))

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

  beforeAll(async () => {
    server = await startTestServer(target)
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
      ['order_day_counts', 0],
    ])
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

  it('rebuilds the same rollups from the raw rows (the backfill)', async () => {
    const db = server.database.db
    const before = await stored(db)
    await db.execute(sql`select rebuild_order_rollups()`)
    expect(await stored(db)).toEqual(before)
    await expectRollupsToMatchRawRows()
  })
})
