import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CreateOrderDocument, OrderCustomersDocument, type OrderCreateInput } from '@/gql/graphql'
import { computeOrderTotals, DEFAULT_TAX_RATE } from '@/shared/order-totals'
import { operationRunner } from './support/operations'
import { adjustmentsOf, insertProduct, stockOf, type TestProduct } from './support/order-fixtures'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

const ADDRESS = { fullName: 'Casey Customer', address1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' }

describe.each(DATABASE_TARGETS)('creating orders on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let manager: string
  let customerId: string
  let widget: TestProduct
  let gadget: TestProduct

  const create = (order: Partial<OrderCreateInput>, token = manager) =>
    run(
      CreateOrderDocument,
      {
        order: {
          customerId,
          products: [{ id: widget.id, quantity: 2 }],
          deliveryMethod: 'DELIVERY',
          paymentMethod: 'CREDIT_CARD',
          shippingAddress: ADDRESS,
          ...order,
        },
      },
      token,
    )

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
    manager = await server.signIn('orders@example.com')
    const { data } = await run(OrderCustomersDocument, { term: 'casey' }, manager)
    customerId = data!.orderCustomers.find((customer) => customer.email === 'customer@example.com')!.id
    widget = await insertProduct(server.database.db, 19.99, 10)
    gadget = await insertProduct(server.database.db, 5, 3)
  })
  afterAll(() => server.close())

  it('places a pending order for the customer at current prices, computes the totals and takes the stock', async () => {
    const result = await create({
      products: [
        { id: widget.id, quantity: 2 },
        { id: gadget.id, quantity: 1 },
      ],
      shippingAmount: 4.99,
      billingAddress: { ...ADDRESS, address1: '9 Bill Rd' },
    })
    expect(result.errors).toBeUndefined()
    const order = result.data!.createOrder
    const totals = computeOrderTotals(
      [
        { price: 19.99, quantity: 2 },
        { price: 5, quantity: 1 },
      ],
      DEFAULT_TAX_RATE,
      4.99,
    )
    expect(order).toMatchObject({
      status: 'PENDING',
      customerName: 'Casey Customer',
      customerEmail: 'customer@example.com',
      subtotal: totals.subtotal,
      tax: totals.tax,
      totalAmount: totals.total,
      taxRate: DEFAULT_TAX_RATE,
      version: 1,
      itemCount: 3,
    })
    expect(order.shippingAddress).toMatchObject(ADDRESS)
    expect(order.billingAddress).toMatchObject({ address1: '9 Bill Rd' })
    expect(order.events.events).toEqual([
      expect.objectContaining({ type: 'CREATED', message: 'Order placed by Olivia Orders for Casey Customer' }),
    ])
    expect(order.events.nextCursor).toBeNull()
    expect(await stockOf(server.database.db, widget)).toBe(8)
    expect(await stockOf(server.database.db, gadget)).toBe(2)
    expect((await adjustmentsOf(server.database.db, gadget)).at(-1)).toMatchObject({
      adjustment: -1,
      reason: `Order ${order.id} placed`,
    })
  })

  it('refuses more than the stock holds, and writes nothing', async () => {
    const result = await create({ products: [{ id: gadget.id, quantity: 5 }] })
    expect(errorCode(result)).toBe('BAD_USER_INPUT')
    expect(result.errors![0]!.message).toMatch(/stock/i)
    expect(await stockOf(server.database.db, gadget)).toBe(2)
  })

  it('refuses a total that differs from the server figures', async () => {
    const result = await create({ totalAmount: 1 })
    expect(errorCode(result)).toBe('BAD_USER_INPUT')
    expect(result.errors![0]!.extensions!.fieldErrors).toHaveProperty('totalAmount')
    expect(await stockOf(server.database.db, widget)).toBe(8)
  })

  it('refuses bad input with field errors', async () => {
    const cases: [Partial<OrderCreateInput>, string][] = [
      [{ products: [] }, 'products'],
      [{ shippingAddress: null }, 'shippingAddress'],
      [{ deliveryMethod: 'PICKUP' }, 'shippingAddress'],
      [{ shippingAddress: { ...ADDRESS, zip: '' } }, 'shippingAddress.zip'],
      [{ products: [{ id: widget.id, quantity: 0 }] }, 'products.0.quantity'],
      [{ products: [{ id: '00000000-0000-4000-8000-000000000000', quantity: 1 }] }, 'products.0.id'],
      [{ customerId: 'nobody' }, 'customerId'],
      [{ taxRate: 101 }, 'taxRate'],
    ]
    for (const [order, field] of cases) {
      const result = await create(order)
      expect(errorCode(result), field).toBe('BAD_USER_INPUT')
      expect(result.errors![0]!.extensions!.fieldErrors, field).toHaveProperty([field])
    }
    // Staff are not customers to order for.
    const staff = await run(OrderCustomersDocument, { term: 'olivia' }, manager)
    expect(staff.data!.orderCustomers).toEqual([])
  })

  it('needs Create in orders', async () => {
    expect(errorCode(await create({}, await server.signIn('viewer@example.com')))).toBe('FORBIDDEN')
    expect(errorCode(await create({}, ''))).toBe('UNAUTHENTICATED')
  })
})
