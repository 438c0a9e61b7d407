import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GetOrderByIdDocument, UpdateOrderDocument, type OrderUpdateInput } from '@/gql/graphql'
import { SOLE_LINE_MESSAGE } from '@/shared/order-schemas'
import { computeOrderTotals, DEFAULT_TAX_RATE } from '@/shared/order-totals'
import { operationRunner } from './support/operations'
import { adjustmentsOf, insertOrder, insertProduct, stockOf, type TestProduct } from './support/order-fixtures'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

describe.each(DATABASE_TARGETS)('editing orders on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  let admin: string
  let orders: string
  let widget: TestProduct
  let gadget: TestProduct

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
    ;[admin, orders] = await Promise.all([server.signIn('admin@example.com'), server.signIn('orders@example.com')])
  })
  afterAll(() => server.close())

  /** A fresh pending order of two widgets (19.99 each, 10 in stock); gadgets cost 5.00 and 4 are in stock. */
  async function pendingOrder(status: 'PENDING' | 'SHIPPED' = 'PENDING') {
    widget = await insertProduct(server.database.db, 19.99, 10)
    gadget = await insertProduct(server.database.db, 5, 4)
    return insertOrder(server.database.db, { status, lines: [{ product: widget, quantity: 2 }] })
  }

  const update = (orderId: string, order: OrderUpdateInput, token = admin) =>
    run(UpdateOrderDocument, { orderId, order }, token)
  const read = async (orderId: string) => (await run(GetOrderByIdDocument, { orderId }, admin)).data!.orderById!

  it('changes a line quantity, recomputes the totals and takes the extra unit from stock', async () => {
    const orderId = await pendingOrder()
    const expected = computeOrderTotals([{ price: 19.99, quantity: 3 }], DEFAULT_TAX_RATE, 4.99)
    const result = await update(orderId, {
      version: 1,
      products: [{ id: widget.id, quantity: 3 }],
      totalAmount: expected.total,
    })
    expect(result.errors).toBeUndefined()
    expect(result.data!.updateOrder).toMatchObject({
      version: 2,
      itemCount: 3,
      subtotal: expected.subtotal,
      tax: expected.tax,
      totalAmount: expected.total,
    })
    expect(await stockOf(server.database.db, widget)).toBe(9)
    expect(await adjustmentsOf(server.database.db, widget)).toEqual([
      { adjustment: -1, quantity_after: 9, reason: `Order ${orderId} edited` },
    ])
    const event = result.data!.updateOrder.events.events[0]!
    expect(event).toMatchObject({ type: 'EDITED', actorName: 'Ada Admin' })
    expect(event.message).toContain(`${widget.name} quantity 2 → 3`)
  })

  it('adds and removes lines, pricing a new line at its product price and moving stock both ways', async () => {
    const orderId = await pendingOrder()
    const result = await update(orderId, { version: 1, products: [{ id: gadget.id, quantity: 3 }] })
    expect(result.errors).toBeUndefined()
    expect(result.data!.updateOrder.products).toEqual([
      { id: gadget.id, name: gadget.name, sku: expect.stringMatching(/^ORDER-TEST-/), price: 5, quantity: 3 },
    ])
    expect(result.data!.updateOrder.subtotal).toBe(15)
    expect(await stockOf(server.database.db, widget)).toBe(12)
    expect(await stockOf(server.database.db, gadget)).toBe(1)
  })

  it('refuses to sell more than is in stock and writes nothing', async () => {
    const orderId = await pendingOrder()
    const result = await update(orderId, { version: 1, products: [{ id: gadget.id, quantity: 5 }] })
    expect(errorCode(result)).toBe('BAD_USER_INPUT')
    expect(result.errors![0]!.message).toBe(`Only 4 of ${gadget.name} left in stock`)
    expect(await stockOf(server.database.db, gadget)).toBe(4)
    expect(await stockOf(server.database.db, widget)).toBe(10)
    expect((await read(orderId)).version).toBe(1)
  })

  it('refuses a client total more than 0.01 away from its own, and takes one within 0.01', async () => {
    const orderId = await pendingOrder()
    const expected = computeOrderTotals([{ price: 19.99, quantity: 2 }], DEFAULT_TAX_RATE, 9.99)
    const off = await update(orderId, { version: 1, shippingAmount: 9.99, totalAmount: expected.total + 0.02 })
    expect(errorCode(off)).toBe('BAD_USER_INPUT')
    expect(off.errors![0]!.extensions!.fieldErrors).toEqual({ totalAmount: `Expected ${expected.total.toFixed(2)}` })
    expect((await read(orderId)).shippingAmount).toBe(4.99)

    const close = await update(orderId, { version: 1, shippingAmount: 9.99, totalAmount: expected.total + 0.01 })
    expect(close.errors).toBeUndefined()
    expect(close.data!.updateOrder).toMatchObject({ shippingAmount: 9.99, totalAmount: expected.total })
  })

  it('saves amounts, methods, tracking number and notes, and records only what really changed', async () => {
    const orderId = await pendingOrder()
    const result = await update(orderId, {
      version: 1,
      shippingAmount: 4.99,
      taxRate: 7,
      payment: { paymentMethod: 'CASH' },
      address: { deliveryMethod: 'LOCAL_DELIVERY', shippingAddress: { city: 'Hoboken', zip: '07030' } },
      trackingNumber: ' 1Z999AA10123456784 ',
      shippingNotes: 'Leave at the side door',
    })
    expect(result.errors).toBeUndefined()
    const order = result.data!.updateOrder
    expect(order).toMatchObject({
      version: 2,
      taxRate: 7,
      tax: 2.8,
      paymentMethod: 'CASH',
      deliveryMethod: 'LOCAL_DELIVERY',
      trackingNumber: '1Z999AA10123456784',
      shippingNotes: 'Leave at the side door',
      shippingAddress: { address1: '1 Test Street', city: 'Hoboken', zip: '07030' },
    })
    const message = order.events.events[0]!.message
    expect(message).toMatch(/^Edited: /)
    expect(message).toContain('tax rate 6.625% → 7%')
    expect(message).toMatch(/total \$\d[\d,]*\.\d{2} → \$\d[\d,]*\.\d{2}/)
    expect(message).toContain('payment method CREDIT_CARD → CASH')
    expect(message).toContain('shipping address')
    expect(message).not.toContain('shipping amount')

    const unchanged = await update(orderId, { version: 2, shippingAmount: 4.99, trackingNumber: '1Z999AA10123456784' })
    expect(unchanged.data!.updateOrder.version).toBe(2)
    expect(unchanged.data!.updateOrder.events.events).toHaveLength(order.events.events.length)

    const cleared = await update(orderId, { version: 2, trackingNumber: '' })
    expect(cleared.data!.updateOrder).toMatchObject({ version: 3, trackingNumber: null })
  })

  it('refuses to edit a shipped order', async () => {
    const orderId = await pendingOrder('SHIPPED')
    const result = await update(orderId, { version: 1, shippingNotes: 'Too late' })
    expect(errorCode(result)).toBe('BAD_USER_INPUT')
    expect(result.errors![0]!.message).toBe('Cannot edit shipped orders')
    expect((await read(orderId)).shippingNotes).toBeNull()
  })

  it('refuses the second of two edits made from the same version, keeping the first', async () => {
    const orderId = await pendingOrder()
    const first = await update(orderId, { version: 1, shippingNotes: 'First' })
    expect(first.errors).toBeUndefined()
    const second = await update(orderId, { version: 1, shippingNotes: 'Second' })
    expect(errorCode(second)).toBe('CONFLICT')
    expect(second.errors![0]!.message).toMatch(/Reload the order/)
    expect(await read(orderId)).toMatchObject({ version: 2, shippingNotes: 'First' })
  })

  it('lets only one of two simultaneous edits of the same version through', async () => {
    const orderId = await pendingOrder()
    const results = await Promise.all(
      [3, 4].map((quantity) => update(orderId, { version: 1, products: [{ id: widget.id, quantity }] })),
    )
    expect(results.map(errorCode).sort()).toEqual(['CONFLICT', undefined])
    const saved = results.find((result) => !result.errors)!.data!.updateOrder.products[0]!.quantity
    expect(await stockOf(server.database.db, widget)).toBe(10 - (saved - 2))
    expect((await read(orderId)).version).toBe(2)
  })

  it("names the rule a refused edit breaks in the refusal's message, not only beside the field", async () => {
    const orderId = await pendingOrder()
    const result = await update(orderId, { version: 1, taxRate: 150 })
    expect(result.errors![0]!.message).toBe('The order could not be saved: Tax rate must be at most 100')
  })

  it('checks input with the shared rules', async () => {
    const orderId = await pendingOrder()
    const refused: [OrderUpdateInput, string, string][] = [
      [{ version: 1, products: [] }, 'products', SOLE_LINE_MESSAGE],
      [
        { version: 1, products: [{ id: widget.id, quantity: 0 }] },
        'products.0.quantity',
        'Quantity must be at least 1',
      ],
      [
        { version: 1, products: [{ id: widget.id, quantity: 1_000_000_000 }] },
        'products.0.quantity',
        'Quantity must be at most 10,000',
      ],
      [{ version: 1, shippingAmount: -1 }, 'shippingAmount', 'Shipping amount cannot be negative'],
      [{ version: 1, taxRate: 101 }, 'taxRate', 'Tax rate must be at most 100'],
      [{ version: 1, shippingAmount: 1.999 }, 'shippingAmount', 'Shipping amount can have at most 2 decimal places'],
      [
        { version: 1, address: { shippingAddress: { zip: 'ABCDE-!!!' } } },
        'address.shippingAddress.zip',
        'ZIP code may contain only letters, digits, spaces and hyphens',
      ],
      [{ version: 1, address: { shippingAddress: { city: ' ' } } }, 'address.shippingAddress.city', 'City is required'],
      [
        { version: 1, products: [{ id: '00000000-0000-4000-8000-000000000000', quantity: 1 }] },
        'products.0.id',
        'Unknown or archived product',
      ],
      [
        { version: 1, address: { deliveryMethod: 'PICKUP', shippingAddress: { city: 'Trenton' } } },
        'address.shippingAddress',
        'Not used for pickup orders',
      ],
    ]
    for (const [input, field, message] of refused) {
      const result = await update(orderId, input)
      expect(errorCode(result), JSON.stringify(input)).toBe('BAD_USER_INPUT')
      expect(result.errors![0]!.extensions!.fieldErrors, JSON.stringify(input)).toMatchObject({ [field]: message })
    }
    expect((await read(orderId)).version).toBe(1)
  })

  it('needs a complete shipping address when a pickup order becomes a delivery', async () => {
    widget = await insertProduct(server.database.db, 19.99, 10)
    const orderId = await insertOrder(server.database.db, {
      deliveryMethod: 'PICKUP',
      lines: [{ product: widget, quantity: 1 }],
    })
    const missing = await update(orderId, { version: 1, address: { deliveryMethod: 'DELIVERY' } })
    expect(missing.errors![0]!.message).toBe('Delivery orders need a shipping address')
    const partial = await update(orderId, {
      version: 1,
      address: { deliveryMethod: 'DELIVERY', shippingAddress: { fullName: 'Tess Tester', city: 'Trenton' } },
    })
    expect(partial.errors![0]!.extensions!.fieldErrors).toMatchObject({
      'address.shippingAddress.address1': 'Address is required',
    })
    const shippingAddress = {
      fullName: 'Tess Tester',
      address1: '2 Main St',
      city: 'Trenton',
      state: 'NJ',
      zip: '08608',
    }
    const complete = await update(orderId, { version: 1, address: { deliveryMethod: 'DELIVERY', shippingAddress } })
    expect(complete.data!.updateOrder).toMatchObject({ deliveryMethod: 'DELIVERY', shippingAddress })
  })

  it('lets staff with Edit on orders change an order, but not viewers or anyone signed out', async () => {
    const orderId = await pendingOrder()
    const viewer = await server.signIn('viewer@example.com')
    expect(errorCode(await update(orderId, { version: 1, shippingNotes: 'Viewer' }, viewer))).toBe('FORBIDDEN')
    expect(errorCode(await update(orderId, { version: 1, shippingNotes: 'Nobody' }, ''))).toBe('UNAUTHENTICATED')
    await expect(server.signIn('customer@example.com')).rejects.toThrow(/admin portal/)
    expect((await read(orderId)).version).toBe(1)

    const byOrdersStaff = await update(orderId, { version: 1, shippingNotes: 'Orders' }, orders)
    expect(byOrdersStaff.data!.updateOrder).toMatchObject({ version: 2, shippingNotes: 'Orders' })
    expect(byOrdersStaff.data!.updateOrder.events.events[0]!.actorName).toBe('Olivia Orders')
  })
})
