import { eq, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { orderAddresses, orderEvents, orderItems, orders, payments, products, stock } from '@/server/db/schema'
import { computeOrderTotals, DEFAULT_TAX_RATE } from '@/shared/order-totals'
import type { DeliveryMethod, OrderStatus, PaymentMethod } from '@/shared/order-status'

export interface TestProduct {
  id: string
  name: string
  price: number
}

let made = 0

/** A product of the test's own, with a known price and stock, so every unit the order moves can be counted. */
export async function insertProduct(db: Db, price: number, quantity: number): Promise<TestProduct> {
  made += 1
  const name = `Order Test Item ${made}`
  const [row] = await db
    .insert(products)
    .values({ name, sku: `ORDER-TEST-${Date.now()}-${made}`, price })
    .returning({ id: products.id })
  await db.insert(stock).values({ productId: row!.id, quantity })
  return { id: row!.id, name, price }
}

export interface TestOrder {
  status?: OrderStatus
  deliveryMethod?: DeliveryMethod
  /** CREDIT_CARD by default. */
  paymentMethod?: PaymentMethod
  customerName?: string
  /** The customer's account, if any. */
  customerId?: string
  /** When it was placed; now by default. */
  orderTime?: Date
  lines: { product: TestProduct; quantity: number }[]
}

/** An order of the test's own, figured as the server figures, with a shipping address, a payment and its first event. */
export async function insertOrder(db: Db, order: TestOrder): Promise<string> {
  const deliveryMethod = order.deliveryMethod ?? 'DELIVERY'
  const shipping = deliveryMethod === 'PICKUP' ? 0 : 4.99
  const totals = computeOrderTotals(
    order.lines.map((line) => ({ price: line.product.price, quantity: line.quantity })),
    DEFAULT_TAX_RATE,
    shipping,
  )
  const customerName = order.customerName ?? 'Tess Tester'
  const [row] = await db
    .insert(orders)
    .values({
      customerName,
      customerId: order.customerId,
      status: order.status ?? 'PENDING',
      deliveryMethod,
      paymentMethod: order.paymentMethod ?? 'CREDIT_CARD',
      orderTime: order.orderTime ?? new Date(),
      subtotal: totals.subtotal,
      shippingAmount: totals.shippingAmount,
      tax: totals.tax,
      totalAmount: totals.total,
    })
    .returning({ id: orders.id })
  const orderId = row!.id
  await db.insert(orderItems).values(
    order.lines.map(({ product, quantity }) => ({
      orderId,
      productId: product.id,
      name: product.name,
      price: product.price,
      quantity,
    })),
  )
  if (deliveryMethod !== 'PICKUP') {
    await db.insert(orderAddresses).values({
      orderId,
      kind: 'SHIPPING',
      fullName: customerName,
      address1: '1 Test Street',
      city: 'Newark',
      state: 'NJ',
      zip: '07102',
    })
  }
  await db.insert(payments).values({
    orderId,
    paymentId: `pay_test_${orderId}`,
    status: 'approved',
    type: order.paymentMethod ?? 'CREDIT_CARD',
    amount: totals.total,
    created: new Date(),
  })
  await db.insert(orderEvents).values({ orderId, actorName: customerName, type: 'CREATED', message: 'Order placed' })
  return String(orderId)
}

export async function stockOf(db: Db, product: TestProduct): Promise<number> {
  const [row] = await db.select({ quantity: stock.quantity }).from(stock).where(eq(stock.productId, product.id))
  return row!.quantity
}

/** The inventory history of a product, oldest first. */
export async function adjustmentsOf(db: Db, product: TestProduct) {
  const { rows } = await db.execute<{ adjustment: number; quantity_after: number; reason: string }>(
    sql`select adjustment, quantity_after, reason from inventory_adjustments where product_id = ${product.id} order by created_at`,
  )
  return rows
}
