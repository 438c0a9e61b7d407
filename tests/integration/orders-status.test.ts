import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CancelOrderDocument,
  GetOrderByIdDocument,
  ReturnOrderDocument,
  UpdateOrderStatusDocument,
  type OrderStatus,
} from '@/gql/graphql'
import type { DeliveryMethod } from '@/shared/order-status'
import { operationRunner } from './support/operations'
import { adjustmentsOf, insertOrder, insertProduct, stockOf, type TestProduct } from './support/order-fixtures'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

describe.each(DATABASE_TARGETS)('order status, cancel and return on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let admin: string
  let orders: string
  let viewer: string
  let widget: TestProduct

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
    ;[admin, orders, viewer] = await Promise.all(
      ['admin@example.com', 'orders@example.com', 'viewer@example.com'].map((email) => server.signIn(email)),
    )
  })
  afterAll(() => server.close())

  /** An order of three widgets, of which 7 more are in stock. */
  async function order(status: OrderStatus = 'PENDING', deliveryMethod: DeliveryMethod = 'DELIVERY') {
    widget = await insertProduct(server.database.db, 12.5, 7)
    return insertOrder(server.database.db, { status, deliveryMethod, lines: [{ product: widget, quantity: 3 }] })
  }

  const advance = (orderId: string, orderStatus: OrderStatus, version?: number, token = orders) =>
    run(UpdateOrderStatusDocument, { orderId, orderStatus, version }, token)
  const read = async (orderId: string) => (await run(GetOrderByIdDocument, { orderId }, admin)).data!.orderById!

  it('walks a delivery order one step at a time to Delivered, recording each step', async () => {
    const orderId = await order()
    let version = 1
    for (const status of ['PROCESSING', 'SHIPPED', 'DELIVERED'] as const) {
      const result = await advance(orderId, status, version)
      expect(result.errors, status).toBeUndefined()
      expect(result.data!.updateOrderStatus).toMatchObject({ status, version: version + 1 })
      version += 1
    }
    const events = (await read(orderId)).events.events.slice(0, -1).reverse()
    expect(events.map((event) => [event.type, event.message, event.actorName])).toEqual([
      ['STATUS_CHANGED', 'Status changed to Processing', 'Olivia Orders'],
      ['STATUS_CHANGED', 'Status changed to Shipped', 'Olivia Orders'],
      ['STATUS_CHANGED', 'Status changed to Delivered', 'Olivia Orders'],
    ])
    const last = await advance(orderId, 'RETURNED')
    expect(last.errors![0]!.message).toBe('Use return to mark the order returned')
  })

  it('records a carrier and tracking number given with the step to Shipped, and refuses them with any other step', async () => {
    const orderId = await order('PROCESSING')
    const early = await run(
      UpdateOrderStatusDocument,
      { orderId, orderStatus: 'PROCESSING', trackingNumber: 'X' },
      orders,
    )
    expect(errorCode(early)).toBe('BAD_USER_INPUT')
    const carried = await run(UpdateOrderStatusDocument, { orderId, orderStatus: 'PROCESSING', carrier: 'UPS' }, orders)
    expect(carried.errors![0]!.extensions!.fieldErrors).toEqual({ carrier: 'Only with the step to Shipped' })
    const shipped = await run(
      UpdateOrderStatusDocument,
      { orderId, orderStatus: 'SHIPPED', version: 1, trackingNumber: ' 1Z999 ', carrier: ' UPS ' },
      orders,
    )
    expect(shipped.errors).toBeUndefined()
    expect(shipped.data!.updateOrderStatus).toMatchObject({
      status: 'SHIPPED',
      trackingNumber: '1Z999',
      carrier: 'UPS',
      version: 2,
    })
    expect((await read(orderId)).events.events[0]!.message).toBe(
      'Status changed to Shipped, carrier UPS, tracking number 1Z999',
    )
  })

  it('walks a pickup order through Ready for Pickup, without a version when none is sent', async () => {
    const orderId = await order('PROCESSING', 'PICKUP')
    expect(errorCode(await advance(orderId, 'SHIPPED'))).toBe('BAD_USER_INPUT')
    expect((await advance(orderId, 'READY_FOR_PICKUP')).data!.updateOrderStatus.status).toBe('READY_FOR_PICKUP')
    expect((await advance(orderId, 'PICKED_UP')).data!.updateOrderStatus.status).toBe('PICKED_UP')
    const done = await advance(orderId, 'PICKED_UP')
    expect(done.errors![0]!.message).toBe('A picked up order has no next status')
  })

  it('refuses to skip a step and leaves the order as it was', async () => {
    const orderId = await order()
    const result = await advance(orderId, 'SHIPPED', 1)
    expect(errorCode(result)).toBe('BAD_USER_INPUT')
    expect(result.errors![0]!.message).toBe('The status can only move one step at a time: from Pending to Processing')
    expect(await read(orderId)).toMatchObject({ status: 'PENDING', version: 1 })
  })

  it('refuses a status change made from a stale version', async () => {
    const orderId = await order()
    expect((await advance(orderId, 'PROCESSING', 1)).errors).toBeUndefined()
    const stale = await advance(orderId, 'SHIPPED', 1)
    expect(errorCode(stale)).toBe('CONFLICT')
    expect((await read(orderId)).status).toBe('PROCESSING')
  })

  it('cancels an unfinished order, putting its lines back in stock', async () => {
    const orderId = await order('SHIPPED')
    const result = await run(
      CancelOrderDocument,
      { orderId, reason: ' Customer changed their mind ', version: 1 },
      admin,
    )
    expect(result.errors).toBeUndefined()
    expect(result.data!.cancelOrder).toMatchObject({ status: 'CANCELLED', version: 2 })
    expect(result.data!.cancelOrder.events.events[0]).toMatchObject({
      type: 'CANCELLED',
      message: 'Order cancelled: Customer changed their mind',
      actorName: 'Ada Admin',
    })
    expect(await stockOf(server.database.db, widget)).toBe(10)
    expect(await adjustmentsOf(server.database.db, widget)).toEqual([
      { adjustment: 3, quantity_after: 10, reason: `Order ${orderId} cancelled` },
    ])

    const again = await run(CancelOrderDocument, { orderId }, admin)
    expect(again.errors![0]!.message).toBe('This order is already cancelled')
    expect(await stockOf(server.database.db, widget)).toBe(10)
    expect(errorCode(await advance(orderId, 'PROCESSING'))).toBe('BAD_USER_INPUT')
  })

  it('needs Delete on orders to cancel', async () => {
    const orderId = await order()
    for (const token of [orders, viewer]) {
      expect(errorCode(await run(CancelOrderDocument, { orderId }, token))).toBe('FORBIDDEN')
    }
    expect(errorCode(await run(CancelOrderDocument, { orderId }))).toBe('UNAUTHENTICATED')
    expect((await read(orderId)).status).toBe('PENDING')
    expect(await stockOf(server.database.db, widget)).toBe(7)
  })

  it('returns only delivered or picked-up orders, putting their lines back in stock', async () => {
    const pending = await order()
    const refused = await run(ReturnOrderDocument, { orderId: pending }, orders)
    expect(refused.errors![0]!.message).toBe('Only delivered or picked-up orders can be returned')

    const delivered = await order('DELIVERED')
    const result = await run(ReturnOrderDocument, { orderId: delivered, version: 1 }, orders)
    expect(result.errors).toBeUndefined()
    expect(result.data!.returnOrder.status).toBe('RETURNED')
    expect(result.data!.returnOrder.events.events[0]).toMatchObject({ type: 'RETURNED', message: 'Order returned' })
    expect(await stockOf(server.database.db, widget)).toBe(10)
    expect(errorCode(await run(ReturnOrderDocument, { orderId: delivered }, viewer))).toBe('FORBIDDEN')
  })

  it('lets viewers read but not move an order, and says when an order does not exist', async () => {
    const orderId = await order()
    expect(errorCode(await advance(orderId, 'PROCESSING', 1, viewer))).toBe('FORBIDDEN')
    expect((await read(orderId)).status).toBe('PENDING')
    const missing = await advance('99999999', 'PROCESSING')
    expect(errorCode(missing)).toBe('NOT_FOUND')
    expect(missing.errors![0]!.message).toBe('Order 99999999 not found')
  })
})
