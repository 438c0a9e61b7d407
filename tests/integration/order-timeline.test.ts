import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GetOrderByIdDocument, OrderTimelineDocument, UpdateOrderStatusDocument } from '@/gql/graphql'
import { orderEvents } from '@/server/db/schema'
import { operationRunner } from './support/operations'
import { insertOrder, insertProduct } from './support/order-fixtures'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

/** Events older than the order's first, in threes at the same moment, so that ties fall across page boundaries. */
const EXTRA_EVENTS = 44

const TIMELINE_PAGE = `query ($orderId: ID!, $after: String, $first: Int) {
  orderById(orderId: $orderId) { events(after: $after, first: $first) { events { id } nextCursor } }
}`

interface TimelinePage {
  orderById: { events: { events: { id: string }[]; nextCursor: string | null } } | null
}

describe.each(DATABASE_TARGETS)('order timeline paging on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let orders: string
  let orderId: string

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
    orders = await server.signIn('orders@example.com')
    const product = await insertProduct(server.database.db, 10, 5)
    orderId = await insertOrder(server.database.db, { lines: [{ product, quantity: 1 }] })
    const start = Date.now() - 3_600_000
    await server.database.db.insert(orderEvents).values(
      Array.from({ length: EXTRA_EVENTS }, (_, index) => ({
        orderId: Number(orderId),
        actorName: 'Olivia Orders',
        type: 'EDITED',
        message: `Edit ${index + 1}`,
        createdAt: new Date(start + Math.floor(index / 3) * 1000),
      })),
    )
  })
  afterAll(() => server.close())

  /** Every event of the order, as the timeline orders them: newest first, ties by id. */
  const allEvents = async () =>
    (
      await server.database.db
        .select({ id: orderEvents.id })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, Number(orderId)))
        .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id))
    ).map((event) => event.id)

  const page = (variables: { after?: string | null; first?: number }, token = orders) =>
    server.gql<TimelinePage>(TIMELINE_PAGE, { orderId, ...variables }, token)

  it('answers the order with its newest page of events only', async () => {
    const { orderById: order } = (await run(GetOrderByIdDocument, { orderId }, orders)).data!
    const all = await allEvents()
    expect(all).toHaveLength(EXTRA_EVENTS + 1)
    expect(order!.events.events.map((event) => event.id)).toEqual(all.slice(0, 20))
    expect(order!.events.events[0]).toMatchObject({ type: 'CREATED', message: 'Order placed' })
    expect(order!.events.nextCursor).toEqual(expect.any(String))
  })

  it.each([1, 7, 20, 100])('walks the whole timeline %i at a time without a gap or an overlap', async (first) => {
    const walked: string[] = []
    let after: string | null = null
    let pages = 0
    do {
      const result = await page({ after, first })
      expect(result.errors).toBeUndefined()
      const { events, nextCursor } = result.data!.orderById!.events
      expect(events.length).toBe(nextCursor ? first : events.length)
      walked.push(...events.map((event) => event.id))
      after = nextCursor
      pages += 1
    } while (after && pages < 100)
    expect(walked).toEqual(await allEvents())
  })

  it('continues from the next page of the timeline the order was read with', async () => {
    const first = (await run(GetOrderByIdDocument, { orderId }, orders)).data!.orderById!.events
    const next = (await run(OrderTimelineDocument, { orderId, after: first.nextCursor }, orders)).data!.orderById!
      .events
    expect([...first.events, ...next.events].map((event) => event.id)).toEqual((await allEvents()).slice(0, 40))
  })

  it.each([0, -1, 101, 2_000_000_000])('refuses first: %i', async (first) => {
    const result = await page({ first })
    expect(errorCode(result)).toBe('BAD_USER_INPUT')
    expect(result.errors![0]!.message).toContain('First')
  })

  it('refuses an after that is not a nextCursor of the timeline', async () => {
    const orderCursor = Buffer.from(`order:${orderId}`).toString('base64url')
    for (const after of ['not-a-cursor', orderCursor, Buffer.from('order-event:42').toString('base64url')])
      expect(errorCode(await page({ after })), after).toBe('BAD_USER_INPUT')
  })

  it('keeps the timeline from those without orders or customers View', async () => {
    const stock = await server.signIn('stock@example.com')
    expect(errorCode(await page({}, stock))).toBe('FORBIDDEN')
  })

  it('answers a status change with the newest page only, the new event first', async () => {
    const before = await allEvents()
    const result = await run(UpdateOrderStatusDocument, { orderId, orderStatus: 'PROCESSING' }, orders)
    expect(result.errors).toBeUndefined()
    const { events, nextCursor } = result.data!.updateOrderStatus.events
    expect(events).toHaveLength(20)
    expect(events[0]).toMatchObject({ type: 'STATUS_CHANGED', message: 'Status changed to Processing' })
    expect(events.slice(1).map((event) => event.id)).toEqual(before.slice(0, 19))
    expect(nextCursor).toEqual(expect.any(String))
  })
})
