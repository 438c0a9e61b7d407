import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AddOrderNoteDocument, GetOrderByIdDocument, OrderNotesDocument, SearchOrdersDocument } from '@/gql/graphql'
import { operationRunner, searchInput } from './support/operations'
import { insertOrder, insertProduct } from './support/order-fixtures'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'
import { insertUser, mintSession } from './support/user-fixtures'

/** Holders of customers View alone read a customer's orders, from the customer's page: those, and nothing more. */
describe.each(DATABASE_TARGETS)("a customer's orders for customer service (%s)", (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let service: string
  let ordersViewer: string
  let customerId: string
  let ownOrders: string[]
  let guestOrder: string

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
    const { db } = server.database
    const holder = async (role: string) =>
      (
        await mintSession(
          db,
          (
            await insertUser(db, {
              firstName: 'Probe',
              lastName: role,
              roles: [
                ['employee', 20],
                [role, 5],
              ],
            })
          ).id,
        )
      ).token
    service = await holder('customer_service')
    ordersViewer = await holder('order_manager')
    customerId = (await insertUser(db, { firstName: 'Olga', lastName: 'Owner', roles: [['customer', 20]] })).id
    const product = await insertProduct(db, 8, 100)
    const lines = [{ product, quantity: 1 }]
    ownOrders = [await insertOrder(db, { customerId, lines }), await insertOrder(db, { customerId, lines })]
    guestOrder = await insertOrder(db, { lines })
    const admin = await server.signIn('admin@example.com')
    const note = await run(AddOrderNoteDocument, { orderId: ownOrders[0]!, note: { body: 'Refund agreed.' } }, admin)
    expect(note.errors).toBeUndefined()
  })
  afterAll(() => server.close())

  it("lists the customer's orders, and no others", async () => {
    const own = await run(SearchOrdersDocument, { search: searchInput({ Customer: customerId }) }, service)
    expect(own.errors).toBeUndefined()
    expect(own.data!.searchOrders.orders.map((order) => order.id).sort()).toEqual([...ownOrders].sort())
    expect(own.data!.searchOrders.pagination.totalCount).toBe(2)
    const every = await run(SearchOrdersDocument, { search: searchInput({}) }, service)
    expect(errorCode(every)).toBe('FORBIDDEN')
    expect(every.data).toBeNull()
  })

  it("opens a customer's order without its staff notes, and no order without a customer", async () => {
    const opened = await run(GetOrderByIdDocument, { orderId: ownOrders[0]! }, service)
    expect(opened.errors).toBeUndefined()
    expect(opened.data!.orderById).toMatchObject({ id: ownOrders[0], customerId, customerName: 'Tess Tester' })
    const notes = await run(OrderNotesDocument, { orderId: ownOrders[0]! }, service)
    expect(errorCode(notes)).toBe('FORBIDDEN')
    expect(JSON.stringify(notes.data)).not.toContain('Refund agreed.')
    const guest = await run(GetOrderByIdDocument, { orderId: guestOrder }, service)
    expect(errorCode(guest)).toBe('FORBIDDEN')
    expect(guest.data?.orderById ?? null).toBeNull()
  })

  it('leaves the notes to holders of orders View', async () => {
    const notes = await run(OrderNotesDocument, { orderId: ownOrders[0]! }, ordersViewer)
    expect(notes.errors).toBeUndefined()
    expect(notes.data!.orderById!.notes.map((note) => note.body)).toEqual(['Refund agreed.'])
    const guest = await run(GetOrderByIdDocument, { orderId: guestOrder }, ordersViewer)
    expect(guest.data!.orderById!.id).toBe(guestOrder)
  })
})
