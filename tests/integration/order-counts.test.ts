import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchOrdersDocument, type SearchOrdersQuery } from '@/gql/graphql'
import { DELIVERY_METHODS, ORDER_STATUSES, PAYMENT_METHODS } from '@/shared/order-status'
import { operationRunner, searchInput } from './support/operations'
import { insertOrder, insertProduct } from './support/order-fixtures'
import { DATABASE_TARGETS, startTestServer, type TestServer } from './support/test-server'

type ListedOrder = SearchOrdersQuery['searchOrders']['orders'][number]
type Parameters = Record<string, string | string[]>

const DAY = 86_400_000
const CAP = 3
/** Each day's orders sit at its edges and in between, so partial days and whole days both count some. */
const TIMES = ['T00:00:00.000Z', 'T00:30:00Z', 'T12:00:00Z', 'T23:59:59.999Z']
const DAYS = ['2037-03-01', '2037-03-02', '2037-03-03', '2037-03-04']

/** Whether an order falls in the From/To range, worked out here as the spec says (a bare To takes its whole day). */
function inRange(order: ListedOrder, { From, To }: Parameters) {
  const time = Date.parse(order.orderTime)
  if (From && time < Date.parse(String(From))) return false
  if (!To) return true
  const to = String(To)
  return /^\d{4}-\d{2}-\d{2}$/.test(to) ? time < Date.parse(to) + DAY : time <= Date.parse(to)
}

const matches = (order: ListedOrder, parameters: Parameters) => {
  const allows = (key: string, value: string) => !parameters[key] || [parameters[key]].flat().includes(value)
  return (
    inRange(order, parameters) &&
    allows('Status', order.status) &&
    allows('PaymentMethod', order.paymentMethod) &&
    allows('DeliveryMethod', order.deliveryMethod)
  )
}

describe.each(DATABASE_TARGETS)('counting orders on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let viewer: string
  let all: ListedOrder[]

  const search = async (parameters: Parameters) =>
    (await run(SearchOrdersDocument, { search: searchInput({ PageSize: '100', ...parameters }) }, viewer)).data!
      .searchOrders

  beforeAll(async () => {
    server = await startTestServer(target, { countCap: CAP })
    run = operationRunner(server)
    viewer = await server.signIn('viewer@example.com')
    const db = server.database.db
    const product = await insertProduct(db, 10, 1000)
    let n = 0
    for (const day of DAYS)
      for (const time of TIMES) {
        n += 1
        await insertOrder(db, {
          orderTime: new Date(`${day}${time}`),
          status: ORDER_STATUSES[n % ORDER_STATUSES.length],
          paymentMethod: PAYMENT_METHODS[n % PAYMENT_METHODS.length],
          deliveryMethod: DELIVERY_METHODS[n % DELIVERY_METHODS.length],
          customerName: `Countable ${n}`,
          lines: [{ product, quantity: 1 }],
        })
      }
    all = (await search({})).orders
  })
  afterAll(() => server.close())

  it('counts every mix of status, payment, delivery and a date range exactly, partial days included', async () => {
    const ranges: Parameters[] = [
      {},
      { From: '2037-03-02' },
      { To: '2037-03-02' },
      { From: '2037-03-01T12:00:00Z', To: '2037-03-03' },
      { From: '2037-03-02T01:30:00+02:00', To: '2037-03-03T23:59:59.999Z' },
      { To: '2037-03-02T00:00:00Z' },
      { From: '2037-03-02T00:15:00Z', To: '2037-03-02T20:00:00Z' },
      { From: '2037-03-02', To: '2037-03-02' },
      { From: '2037-03-02T23:00:00-05:00' },
    ]
    const filters: Parameters[] = [
      {},
      { Status: ORDER_STATUSES[1] },
      { PaymentMethod: 'CASH' },
      { DeliveryMethod: ['PICKUP', 'LOCAL_DELIVERY'], PaymentMethod: 'CREDIT_CARD' },
      { Status: [...ORDER_STATUSES.slice(0, 3)], DeliveryMethod: 'DELIVERY' },
    ]
    for (const range of ranges)
      for (const filter of filters) {
        const parameters = { ...range, ...filter }
        const expected = all.filter((order) => matches(order, parameters))
        const result = await search(parameters)
        expect(result.pagination, JSON.stringify(parameters)).toMatchObject({
          totalCount: expected.length,
          totalCountIsLowerBound: false,
        })
        expect(result.orders.map((order) => order.id)).toEqual(expected.map((order) => order.id))
      }
  })

  it('counts a search by name exactly up to the cap and calls a larger total a lower bound', async () => {
    const capped = await search({ Search: 'countable', PageSize: '2' })
    expect(capped.pagination).toMatchObject({ totalCount: CAP, totalCountIsLowerBound: true })
    expect(capped.orders).toHaveLength(2)
    // Exactly as many as the cap: an exact count.
    const exact = await search({ Search: 'Countable 1', To: '2037-03-03T12:00:00Z' })
    expect(exact.pagination).toMatchObject({ totalCount: CAP, totalCountIsLowerBound: false })
    expect(exact.orders.map((order) => order.customerName).sort()).toEqual([
      'Countable 1',
      'Countable 10',
      'Countable 11',
    ])
  })
})
