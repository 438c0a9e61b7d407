import type { Db } from './client'
import { orderAddresses, orderEvents, orderItems, orders, payments } from './schema'
import { chunks, type SeededProduct } from './seed-catalogue'
import type { SeededPeople } from './seed-people'
import type { SeededRandom } from './seed-random'
import { fromCents } from '@/shared/money'
import { computeOrderTotals, DEFAULT_TAX_RATE } from '@/shared/order-totals'
import { ORDER_STATUS_LABELS, statusChain, type DeliveryMethod, type OrderStatus } from '@/shared/order-status'

const DAY = 86_400_000
const SHIPPING_OPTIONS = [0, 499, 799, 999, 1499, 2499]

/** Older orders are mostly finished; the last days hold the pending and processing ones. */
function statusFor(random: SeededRandom, method: DeliveryMethod, ageDays: number): OrderStatus {
  const [, , sent, done] = statusChain(method) as [OrderStatus, OrderStatus, OrderStatus, OrderStatus]
  if (ageDays > 14)
    return random.weighted([
      [done, 85],
      ['CANCELLED', 8],
      ['RETURNED', 7],
    ] as const)
  if (ageDays > 3)
    return random.weighted([
      [done, 45],
      [sent, 40],
      ['PROCESSING', 10],
      ['CANCELLED', 5],
    ] as const)
  return random.weighted([
    ['PENDING', 50],
    ['PROCESSING', 35],
    [sent, 15],
  ] as const)
}

/** The statuses an order went through to reach its current one. */
function history(status: OrderStatus, method: DeliveryMethod, random: SeededRandom): OrderStatus[] {
  const chain = statusChain(method)
  if (status === 'CANCELLED') return [...chain.slice(0, random.int(1, 2)), 'CANCELLED']
  if (status === 'RETURNED') return [...chain, 'RETURNED']
  return chain.slice(0, chain.indexOf(status) + 1)
}

function paymentStatus(status: OrderStatus, method: 'CASH' | 'CREDIT_CARD'): string {
  if (status === 'PENDING') return 'pending'
  if (method === 'CASH')
    return status === 'DELIVERED' || status === 'PICKED_UP' || status === 'RETURNED' ? 'approved' : 'pending'
  return 'approved'
}

export async function seedOrders(
  db: Db,
  random: SeededRandom,
  count: number,
  people: SeededPeople,
  catalogue: SeededProduct[],
  now: Date,
): Promise<void> {
  const times = Array.from({ length: count }, () => now.getTime() - Math.floor(random.next() * 120 * DAY))
    .sort((a, b) => a - b)
    .map((at) => new Date(at))

  const drafts = times.map((orderTime) => {
    const customer = random.pick(people.customers)
    const deliveryMethod = random.weighted([
      ['DELIVERY', 55],
      ['LOCAL_DELIVERY', 20],
      ['PICKUP', 25],
    ] as const)
    const ageDays = (now.getTime() - orderTime.getTime()) / DAY
    const status = statusFor(random, deliveryMethod, ageDays)
    const paymentMethod = random.weighted([
      ['CREDIT_CARD', 70],
      ['CASH', 30],
    ] as const)
    const lines = random.sample(catalogue, random.int(1, 5)).map((product) => ({ product, quantity: random.int(1, 4) }))
    const taxRate = random.chance(0.9) ? DEFAULT_TAX_RATE : random.pick([0, 7, 8.875])
    const shippingCents = deliveryMethod === 'PICKUP' ? 0 : random.pick(SHIPPING_OPTIONS)
    const totals = computeOrderTotals(
      lines.map(({ product, quantity }) => ({ price: product.price, quantity })),
      taxRate,
      fromCents(shippingCents),
    )
    const shipped =
      status !== 'PENDING' && status !== 'PROCESSING' && status !== 'CANCELLED' && deliveryMethod !== 'PICKUP'
    return {
      customer,
      lines,
      path: history(status, deliveryMethod, random),
      billing: random.chance(0.85),
      declinedFirst: paymentMethod === 'CREDIT_CARD' && random.chance(0.08),
      row: {
        customerId: customer.id,
        customerName: customer.fullName,
        customerEmail: customer.email,
        status,
        deliveryMethod,
        paymentMethod,
        orderTime,
        subtotal: totals.subtotal,
        shippingAmount: totals.shippingAmount,
        tax: totals.tax,
        taxRate,
        totalAmount: totals.total,
        trackingNumber: shipped ? `1Z${random.code(6)}${random.digits(10)}` : null,
        shippingNotes:
          shipped && random.chance(0.3) ? random.pick(['Leave at the side door', 'Call on arrival', 'Fragile']) : null,
        version: 1,
        createdAt: orderTime,
        updatedAt: orderTime,
      },
    }
  })

  for (const batch of chunks(drafts)) {
    const ids = await db
      .insert(orders)
      .values(batch.map((draft) => draft.row))
      .returning({ id: orders.id })
    const rows = batch.map((draft, i) => ({ ...draft, id: ids[i]!.id }))

    await db.insert(orderItems).values(
      rows.flatMap((order) =>
        order.lines.map(({ product, quantity }) => ({
          orderId: order.id,
          productId: product.id,
          name: product.name,
          sku: product.sku,
          price: product.price,
          quantity,
        })),
      ),
    )

    await db.insert(orderAddresses).values(
      rows.flatMap((order) => {
        const { customer } = order
        const address = { fullName: customer.fullName, phone: customer.phone, ...customer.address, address2: null }
        return [
          ...(order.row.deliveryMethod === 'PICKUP'
            ? []
            : [{ orderId: order.id, kind: 'SHIPPING' as const, ...address }]),
          ...(order.billing ? [{ orderId: order.id, kind: 'BILLING' as const, ...address }] : []),
        ]
      }),
    )

    await db.insert(payments).values(
      rows.flatMap((order) => {
        const card = order.row.paymentMethod === 'CREDIT_CARD'
        const lastFour = card ? random.digits(4) : null
        const base = {
          orderId: order.id,
          type: order.row.paymentMethod,
          amount: order.row.totalAmount,
          lastFour,
        }
        const accepted = {
          ...base,
          paymentId: `pay_${random.code(12).toLowerCase()}`,
          authCode: card ? random.code(6) : null,
          status: paymentStatus(order.row.status, order.row.paymentMethod),
          created: new Date(order.row.orderTime.getTime() + 120_000),
        }
        if (!order.declinedFirst) return [accepted]
        return [
          {
            ...base,
            paymentId: `pay_${random.code(12).toLowerCase()}`,
            authCode: null,
            status: 'declined',
            created: order.row.orderTime,
          },
          accepted,
        ]
      }),
    )

    await db.insert(orderEvents).values(
      rows.flatMap((order) => {
        const start = order.row.orderTime.getTime()
        const span = Math.max(60_000, Math.min(now.getTime() - start, 10 * DAY))
        const steps = order.path.slice(1)
        return [
          {
            orderId: order.id,
            actorId: order.customer.id,
            actorName: order.customer.fullName,
            type: 'CREATED',
            message: 'Order placed',
            createdAt: order.row.orderTime,
          },
          ...steps.map((status, i) => {
            const type = status === 'CANCELLED' ? 'CANCELLED' : status === 'RETURNED' ? 'RETURNED' : 'STATUS_CHANGED'
            const staff = random.pick(type === 'STATUS_CHANGED' ? people.orderStaff.status : people.orderStaff.cancel)
            return {
              orderId: order.id,
              actorId: staff.id,
              actorName: staff.fullName,
              type,
              message: `Status changed to ${ORDER_STATUS_LABELS[status]}`,
              changes: { status: { from: order.path[i], to: status } },
              createdAt: new Date(start + Math.round((span * (i + 1)) / (steps.length + 1))),
            }
          }),
        ]
      }),
    )
  }
}
