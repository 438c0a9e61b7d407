import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GetOrderByIdDocument, SearchOrdersDocument, type SearchOrdersQuery } from '@/gql/graphql'
import { computeOrderTotals } from '@/shared/order-totals'
import { operationRunner, searchInput } from './support/operations'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

type ListedOrder = SearchOrdersQuery['searchOrders']['orders'][number]
type Parameters = Record<string, string | string[]>

const SEEDED_ORDERS = 30

describe.each(DATABASE_TARGETS)('reading orders on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let viewer: string
  let all: ListedOrder[]

  const search = (parameters: Parameters, token = viewer) =>
    run(SearchOrdersDocument, { search: searchInput(parameters) }, token)
  const found = async (parameters: Parameters) => (await search({ PageSize: '100', ...parameters })).data!.searchOrders
  const ids = (orders: ListedOrder[]) => orders.map((order) => order.id)

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
    viewer = await server.signIn('viewer@example.com')
    all = (await found({})).orders
  })
  afterAll(() => server.close())

  it('pages 20 orders at a time, newest first, with the total count', async () => {
    expect(all).toHaveLength(SEEDED_ORDERS)
    const times = all.map((order) => order.orderTime)
    expect(times).toEqual([...times].sort().reverse())

    const first = (await search({})).data!.searchOrders
    expect(first.pagination).toEqual({
      totalCount: SEEDED_ORDERS,
      totalCountIsLowerBound: false,
      skip: 0,
      pageSize: 20,
    })
    expect(ids(first.orders)).toEqual(ids(all.slice(0, 20)))
    const rest = (await search({ Skip: '20', PageSize: '20' })).data!.searchOrders
    expect(rest.pagination).toEqual({
      totalCount: SEEDED_ORDERS,
      totalCountIsLowerBound: false,
      skip: 20,
      pageSize: 20,
    })
    expect(ids(rest.orders)).toEqual(ids(all.slice(20)))
  })

  it('filters by any of several statuses, by delivery and payment method, ignoring case and underscores', async () => {
    const statuses = [...new Set(all.map((order) => order.status))].slice(0, 2)
    expect(statuses).toHaveLength(2)
    const byStatus = await found({ Status: statuses.map((status) => status.toLowerCase()) })
    expect(ids(byStatus.orders)).toEqual(ids(all.filter((order) => statuses.includes(order.status))))
    expect(byStatus.pagination.totalCount).toBe(byStatus.orders.length)

    const pickups = await found({ DeliveryMethod: 'pickup' })
    expect(ids(pickups.orders)).toEqual(ids(all.filter((order) => order.deliveryMethod === 'PICKUP')))
    const cashDeliveries = await found({ DeliveryMethod: ['DELIVERY', 'LocalDelivery'], PaymentMethod: 'CASH' })
    expect(ids(cashDeliveries.orders)).toEqual(
      ids(all.filter((order) => order.deliveryMethod !== 'PICKUP' && order.paymentMethod === 'CASH')),
    )
  })

  it('filters by order date, a bare To date taking in the whole day', async () => {
    const middle = all[15]!.orderTime.slice(0, 10)
    const onOrAfter = await found({ From: middle })
    expect(ids(onOrAfter.orders)).toEqual(ids(all.filter((order) => order.orderTime.slice(0, 10) >= middle)))
    const onOrBefore = await found({ To: middle })
    expect(ids(onOrBefore.orders)).toEqual(ids(all.filter((order) => order.orderTime.slice(0, 10) <= middle)))
    const thatDay = await found({ From: middle, To: middle })
    expect(thatDay.orders.length).toBeGreaterThan(0)
    expect(thatDay.orders.every((order) => order.orderTime.startsWith(middle))).toBe(true)
    const upToAnInstant = await found({ To: all[15]!.orderTime })
    expect(ids(upToAnInstant.orders)).toEqual(ids(all.slice(15)))
  })

  it('searches by order id, exact or as a prefix, and by part of the customer name ignoring case', async () => {
    const one = all[3]!
    expect(ids((await found({ Search: `#${one.id}` })).orders)).toEqual([one.id])
    const prefix = one.id.slice(0, -1)
    expect(ids((await found({ Search: prefix })).orders)).toEqual(
      ids(all.filter((order) => order.id.startsWith(prefix))),
    )

    const part = one.customerName.split(' ')[1]!.slice(1, 4).toUpperCase()
    const byName = await found({ Search: part })
    expect(ids(byName.orders)).toContain(one.id)
    expect(ids(byName.orders)).toEqual(
      ids(all.filter((order) => order.customerName.toLowerCase().includes(part.toLowerCase()))),
    )
    expect((await found({ Search: 'nobody-has-this-name' })).orders).toEqual([])
  })

  it('sorts by date, total, status or customer in either direction, ties newest first', async () => {
    const keyed = {
      date: (order: ListedOrder) => order.orderTime,
      total: (order: ListedOrder) => order.totalAmount,
      status: (order: ListedOrder) => order.status,
      customer: (order: ListedOrder) => order.customerName.toLowerCase(),
    }
    for (const [field, key] of Object.entries(keyed)) {
      for (const order of ['asc', 'DESC']) {
        const sign = order === 'asc' ? 1 : -1
        const sorted = (await found({ SortBy: field, SortOrder: order })).orders
        const expected = [...all].sort((a, b) => {
          const [x, y] = [key(a), key(b)]
          if (x !== y) return sign * (x < y ? -1 : 1)
          return sign * (a.orderTime < b.orderTime ? -1 : a.orderTime > b.orderTime ? 1 : Number(a.id) - Number(b.id))
        })
        expect(ids(sorted), `${field} ${order}`).toEqual(ids(expected))
      }
    }
  })

  it('pages by After, the nextCursor of the page before, as Skip pages, in every sort and with filters', async () => {
    const sorts: Parameters[] = [
      {},
      { SortBy: 'total', SortOrder: 'asc' },
      { SortBy: 'customer' },
      { SortBy: 'status', SortOrder: 'asc', PaymentMethod: 'CREDIT_CARD' },
    ]
    for (const parameters of sorts) {
      const label = JSON.stringify(parameters)
      const bySkip = (await found(parameters)).orders
      const pages: ListedOrder[][] = []
      let after: string | null | undefined
      do {
        const page = (await search({ ...parameters, PageSize: '7', ...(after ? { After: after } : {}) })).data!
          .searchOrders
        pages.push(page.orders)
        after = page.orders.length ? page.nextCursor : null
      } while (after)
      expect(ids(pages.flat()), label).toEqual(ids(bySkip))
      expect(pages.at(-1), label).toEqual([])
    }
    for (const After of ['bm90LWEtY3Vyc29y', 'not base64!', Buffer.from('order:0').toString('base64url')]) {
      expect(errorCode(await search({ After })), After).toBe('BAD_USER_INPUT')
    }
  })

  it('refuses parameters it does not understand', async () => {
    const refused: Parameters[] = [
      { PageSize: '0' },
      { PageSize: '101' },
      { Skip: '-1' },
      { SortBy: 'weight' },
      { SortOrder: 'sideways' },
      { Status: 'LOST' },
      { DeliveryMethod: 'DRONE' },
      { PaymentMethod: 'BARTER' },
      { From: 'yesterday' },
      { From: '2026-11-02', To: '2026-11-01' },
    ]
    for (const bad of refused) {
      expect(errorCode(await search(bad)), JSON.stringify(bad)).toBe('BAD_USER_INPUT')
    }
  })

  it('reads one order with its lines, addresses, payments newest first and its timeline oldest first', async () => {
    const { orderById: order } = (await run(GetOrderByIdDocument, { orderId: all[0]!.id }, viewer)).data!
    expect(order).toMatchObject({ id: all[0]!.id, status: all[0]!.status, version: 1 })
    expect(order!.products.length).toBeGreaterThan(0)
    expect(order!.itemCount).toBe(order!.products.reduce((sum, line) => sum + line.quantity, 0))
    const totals = computeOrderTotals(order!.products, order!.taxRate, order!.shippingAmount)
    expect([order!.subtotal, order!.tax, order!.totalAmount]).toEqual([totals.subtotal, totals.tax, totals.total])
    if (order!.deliveryMethod === 'PICKUP') expect(order!.shippingAddress).toBeNull()
    else expect(order!.shippingAddress?.city).toBeTruthy()
    const created = order!.payments.map((payment) => payment.created)
    expect(created).toEqual([...created].sort().reverse())
    expect(order!.events.events.at(-1)).toMatchObject({ type: 'CREATED', message: 'Order placed' })
    const eventTimes = order!.events.events.map((event) => event.createdAt)
    expect(eventTimes).toEqual([...eventTimes].sort().reverse())
  })

  it('gives null for an order that does not exist', async () => {
    for (const orderId of ['99999999', 'not-an-order', '0']) {
      const result = await run(GetOrderByIdDocument, { orderId }, viewer)
      expect(result.errors, orderId).toBeUndefined()
      expect(result.data!.orderById).toBeNull()
    }
  })

  it('lets only signed-in staff with the orders area read orders', async () => {
    expect(errorCode(await search({}, ''))).toBe('UNAUTHENTICATED')
    expect(errorCode(await run(GetOrderByIdDocument, { orderId: all[0]!.id }))).toBe('UNAUTHENTICATED')
    const orders = await server.signIn('orders@example.com')
    expect((await search({}, orders)).errors).toBeUndefined()
  })
})
