import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '@/server/db/schema'
import {
  AddOrderNoteDocument,
  ChangeOrdersStatusDocument,
  CreateOrderDocument,
  CustomerRecentAddressDocument,
  ExportOrdersDocument,
  ExportSelectedOrdersDocument,
  GetOrderByIdDocument,
  OrderCustomersDocument,
  OrderNotesDocument,
  UpdateOrderDocument,
  type OrderCreateInput,
} from '@/gql/graphql'
import { ORDER_NOTE_MAX_LENGTH } from '@/shared/order-schemas'
import type { DeliveryMethod, OrderStatus } from '@/shared/order-status'
import { operationRunner, searchInput } from './support/operations'
import { insertOrder, insertProduct, type TestProduct } from './support/order-fixtures'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

const ADDRESS = { fullName: 'Casey Customer', address1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' }

/** Issue 29 items 8, 15 and 20: billing and the customer's last address, pickup ↔ delivery, notes, bulk status. */
describe.each(DATABASE_TARGETS)('order screens on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let manager: string
  let viewer: string
  let customerId: string
  let widget: TestProduct

  const placing = (order: Partial<OrderCreateInput>) =>
    run(
      CreateOrderDocument,
      {
        order: {
          customerId,
          products: [{ id: widget.id, quantity: 1 }],
          deliveryMethod: 'DELIVERY',
          paymentMethod: 'CREDIT_CARD',
          shippingAddress: ADDRESS,
          ...order,
        },
      },
      manager,
    )
  const create = async (order: Partial<OrderCreateInput>) => {
    const result = await placing(order)
    expect(result.errors).toBeUndefined()
    return result.data!.createOrder
  }
  const orderAt = (status: OrderStatus, deliveryMethod: DeliveryMethod = 'DELIVERY') =>
    insertOrder(server.database.db, { status, deliveryMethod, lines: [{ product: widget, quantity: 1 }] })

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
    manager = await server.signIn('orders@example.com')
    viewer = await server.signIn('viewer@example.com')
    const { data } = await run(OrderCustomersDocument, { term: 'casey' }, manager)
    customerId = data!.orderCustomers.find((customer) => customer.email === 'customer@example.com')!.id
    widget = await insertProduct(server.database.db, 10, 1000)
  })
  afterAll(() => server.close())

  describe('create order: billing address and the last shipping address', () => {
    it("offers the shipping address of the customer's most recent order", async () => {
      await create({ shippingAddress: { ...ADDRESS, address1: '1 Older Road' } })
      await create({ shippingAddress: { ...ADDRESS, address1: '2 Newer Road', phone: '555-0100' } })
      // A later pickup has no shipping address: the last one that had one still counts.
      await create({ deliveryMethod: 'PICKUP', shippingAddress: null })
      const { data, errors } = await run(CustomerRecentAddressDocument, { customerId }, manager)
      expect(errors).toBeUndefined()
      expect(data!.customerRecentAddress.address).toMatchObject({ address1: '2 Newer Road', phone: '555-0100' })
    })

    it('answers NOT_FOUND for an id that is no customer, and needs Create in orders', async () => {
      expect(errorCode(await run(CustomerRecentAddressDocument, { customerId: 'not-a-uuid' }, manager))).toBe(
        'NOT_FOUND',
      )
      expect(errorCode(await run(CustomerRecentAddressDocument, { customerId }, viewer))).toBe('FORBIDDEN')
    })

    it('stores the billing address and checks it by the shipping address rules', async () => {
      const order = await create({ billingAddress: { ...ADDRESS, address1: '9 Bill Rd', zip: '10001' } })
      const read = await run(GetOrderByIdDocument, { orderId: order.id }, viewer)
      expect(read.data!.orderById!.billingAddress).toMatchObject({ address1: '9 Bill Rd', zip: '10001' })
      const refused = await placing({ billingAddress: { ...ADDRESS, zip: '1' } })
      expect(errorCode(refused)).toBe('BAD_USER_INPUT')
      expect(refused.errors![0]!.extensions!.fieldErrors).toMatchObject({
        'billingAddress.zip': 'ZIP code must be at least 3 characters',
      })
    })
  })

  describe('pickup ↔ delivery', () => {
    it('turns a pending pickup into a delivery once it has a shipping address', async () => {
      const pickup = await create({ deliveryMethod: 'PICKUP', shippingAddress: null })
      const without = await run(
        UpdateOrderDocument,
        { orderId: pickup.id, order: { version: pickup.version, address: { deliveryMethod: 'DELIVERY' } } },
        manager,
      )
      expect(errorCode(without)).toBe('BAD_USER_INPUT')
      expect(without.errors![0]!.message).toBe('Delivery orders need a shipping address')

      const switched = await run(
        UpdateOrderDocument,
        {
          orderId: pickup.id,
          order: {
            version: pickup.version,
            address: { deliveryMethod: 'DELIVERY', shippingAddress: { ...ADDRESS, address1: '5 Switch St' } },
          },
        },
        manager,
      )
      expect(switched.errors).toBeUndefined()
      expect(switched.data!.updateOrder).toMatchObject({
        deliveryMethod: 'DELIVERY',
        shippingAddress: { address1: '5 Switch St' },
      })
      // And back: a pickup again, which keeps the address for a later switch.
      const back = await run(
        UpdateOrderDocument,
        {
          orderId: pickup.id,
          order: { version: switched.data!.updateOrder.version, address: { deliveryMethod: 'PICKUP' } },
        },
        manager,
      )
      expect(back.data!.updateOrder.deliveryMethod).toBe('PICKUP')
    })

    it('refuses a delivery method change on a shipped order, saying why', async () => {
      const id = await orderAt('SHIPPED')
      const read = await run(GetOrderByIdDocument, { orderId: id }, manager)
      const refused = await run(
        UpdateOrderDocument,
        { orderId: id, order: { version: read.data!.orderById!.version, address: { deliveryMethod: 'PICKUP' } } },
        manager,
      )
      expect(errorCode(refused)).toBe('BAD_USER_INPUT')
      expect(refused.errors![0]!.message).toBe('Cannot edit shipped orders')
    })
  })

  describe('internal notes', () => {
    it('adds notes with their author, newest first; View reads them, Edit adds them', async () => {
      const id = await orderAt('PENDING')
      const first = await run(
        AddOrderNoteDocument,
        { orderId: id, note: { body: '  Called the customer.  ' } },
        manager,
      )
      expect(first.errors).toBeUndefined()
      expect(first.data!.addOrderNote).toMatchObject({ body: 'Called the customer.', authorName: 'Olivia Orders' })
      await run(AddOrderNoteDocument, { orderId: id, note: { body: 'Parcel re-packed.' } }, manager)

      const { data } = await run(OrderNotesDocument, { orderId: id }, viewer)
      expect(data!.orderById!.notes.map((note) => note.body)).toEqual(['Parcel re-packed.', 'Called the customer.'])
      // A note is not a change of the order: its version stays, so nobody's open edit goes stale.
      const read = await run(GetOrderByIdDocument, { orderId: id }, viewer)
      expect(read.data!.orderById!.version).toBe(1)
      expect(read.data!.orderById!.shippingNotes).toBeNull()

      expect(errorCode(await run(AddOrderNoteDocument, { orderId: id, note: { body: 'No' } }, viewer))).toBe(
        'FORBIDDEN',
      )
    })

    it('refuses a blank note, a note too long and an unknown order', async () => {
      const id = await orderAt('PENDING')
      const blank = await run(AddOrderNoteDocument, { orderId: id, note: { body: '   ' } }, manager)
      expect(blank.errors![0]!.extensions!.fieldErrors).toEqual({ body: 'Write the note first' })
      const long = await run(
        AddOrderNoteDocument,
        { orderId: id, note: { body: 'x'.repeat(ORDER_NOTE_MAX_LENGTH + 1) } },
        manager,
      )
      expect(long.errors![0]!.extensions!.fieldErrors).toEqual({
        body: `The note must be at most ${ORDER_NOTE_MAX_LENGTH} characters`,
      })
      const missing = await run(AddOrderNoteDocument, { orderId: '999999999', note: { body: 'Hello' } }, manager)
      expect(errorCode(missing)).toBe('NOT_FOUND')
    })
  })

  describe('bulk status change and export of selected orders', () => {
    const statusOf = async (id: string) =>
      (
        await server.database.db
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.id, Number(id)))
      )[0]!.status

    it('moves every selected order one step, with an event each', async () => {
      const ids = [await orderAt('PENDING'), await orderAt('PENDING', 'PICKUP')]
      const { data, errors } = await run(ChangeOrdersStatusDocument, { ids, orderStatus: 'PROCESSING' }, manager)
      expect(errors).toBeUndefined()
      expect(data!.changeOrdersStatus).toEqual({
        message: '2 orders moved to Processing',
        updatedCount: 2,
        refused: [],
      })
      for (const id of ids) expect(await statusOf(id)).toBe('PROCESSING')
      const read = await run(GetOrderByIdDocument, { orderId: ids[0]! }, manager)
      expect(read.data!.orderById!.events.events[0]).toMatchObject({
        type: 'STATUS_CHANGED',
        actorName: 'Olivia Orders',
      })
    })

    it('changes none when any cannot take the status, and names those by number', async () => {
      const processing = await orderAt('PROCESSING')
      const pending = await orderAt('PENDING')
      const pickup = await orderAt('PROCESSING', 'PICKUP')
      const { data } = await run(
        ChangeOrdersStatusDocument,
        { ids: [processing, pending, pickup], orderStatus: 'SHIPPED' },
        manager,
      )
      expect(data!.changeOrdersStatus.updatedCount).toBe(0)
      expect(data!.changeOrdersStatus.refused.map((refused) => refused.orderId)).toEqual(
        [pending, pickup].sort((a, b) => Number(a) - Number(b)),
      )
      expect(data!.changeOrdersStatus.message).toContain(`#${pending}`)
      expect(await statusOf(processing)).toBe('PROCESSING')
    })

    it('acts on every order a search matches but the excepted ones, and needs Edit', async () => {
      const customerName = `Bulk Match ${Date.now()}`
      const ids: string[] = []
      for (let index = 0; index < 3; index++) {
        ids.push(
          await insertOrder(server.database.db, {
            customerName,
            status: 'PROCESSING',
            lines: [{ product: widget, quantity: 1 }],
          }),
        )
      }
      const matching = { filter: searchInput({ Search: customerName }), exceptIds: [ids[0]!] }
      expect(errorCode(await run(ChangeOrdersStatusDocument, { matching, orderStatus: 'SHIPPED' }, viewer))).toBe(
        'FORBIDDEN',
      )
      const { data } = await run(ChangeOrdersStatusDocument, { matching, orderStatus: 'SHIPPED' }, manager)
      expect(data!.changeOrdersStatus.updatedCount).toBe(2)
      expect(await statusOf(ids[0]!)).toBe('PROCESSING')
      expect(await statusOf(ids[2]!)).toBe('SHIPPED')
    })

    it('exports the selected orders as the orders export does, formulas neutralised', async () => {
      const formula = await insertOrder(server.database.db, {
        customerName: '=HYPERLINK("http://evil")',
        lines: [{ product: widget, quantity: 2 }],
      })
      const other = await orderAt('PENDING')
      const selected = await run(ExportSelectedOrdersDocument, { ids: [other, formula] }, viewer)
      expect(selected.errors).toBeUndefined()
      const lines = selected.data!.exportSelectedOrders.trim().split(/\r?\n/)
      expect(lines).toHaveLength(3)
      const whole = await run(ExportOrdersDocument, { search: searchInput({ Search: formula }) }, viewer)
      const [header, ...rows] = whole.data!.exportOrders.trim().split(/\r?\n/)
      const row = rows.find((line) => line.startsWith(`${formula},`))!
      expect(lines[0]).toBe(header)
      expect(lines).toContain(row)
      expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`)
      // By number, whatever order they were chosen in.
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([formula, other])
    })
  })
})
