import { asc, eq, ne } from 'drizzle-orm'
import type { Db } from './client'
import { orderEvents, orders, products, stock } from './schema'
import { moments, workMoment, type DemoEvent, type Person } from './seed-audit-time'
import type { SeededRandom } from './seed-random'
import { ORDER_STATUS_LABELS } from '@/shared/order-status'

// The demo audit log's catalogue, stock and order events (src/server/db/seed-audit.ts).

/** A shelf price near `price` (±25 %), ending in .99 or .49 like the catalogue's, never under 2.00. */
function nearbyPrice(random: SeededRandom, price: number): number {
  for (;;) {
    const whole = Math.max(3, Math.round(price * (0.75 + random.next() * 0.5)))
    const next = whole - random.pick([0.01, 0.01, 0.51])
    if (next !== price) return Math.round(next * 100) / 100
  }
}

export async function productEvents(db: Db, random: SeededRandom, now: Date, editors: Person[], stockers: Person[]) {
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      price: products.price,
      status: products.status,
      quantity: stock.quantity,
    })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .orderBy(asc(products.sku))
  const events: DemoEvent[] = []
  for (const product of rows) {
    const record = { recordType: 'product' as const, recordId: product.id, recordLabel: product.sku }
    // Price changes, newest first from today's price back.
    if (random.chance(0.45)) {
      let after = product.price
      for (const at of moments(random, now, random.int(1, 3)).reverse()) {
        const before = nearbyPrice(random, after)
        events.push({
          at,
          actor: random.pick(editors),
          action: 'product.update',
          area: 'products',
          ...record,
          changes: { price: { before, after } },
        })
        after = before
      }
    }
    if (product.status !== 'ACTIVE' && random.chance(0.8)) {
      events.push({
        at: workMoment(random, now),
        actor: random.pick(editors),
        action: 'product.status',
        area: 'products',
        ...record,
        changes: { status: { before: 'ACTIVE', after: product.status } },
      })
    }
    // Stock counts and deliveries, walking back from the quantity on hand.
    if (product.quantity !== null && random.chance(0.35)) {
      let after = product.quantity
      for (const at of moments(random, now, random.int(1, 3)).reverse()) {
        const restock = random.chance(0.6) && after >= 20
        const before = restock ? after - random.int(10, Math.min(after, 200)) : after + random.int(1, 6)
        const reason = restock
          ? 'Delivery received'
          : random.pick(['Cycle count', 'Damaged in storage', 'Found short on shelf'])
        events.push({
          at,
          actor: random.pick(stockers),
          action: 'inventory.adjust',
          area: 'inventory',
          ...record,
          changes: { stock: { before, after } },
          summary: { reason },
        })
        after = before
      }
    }
  }
  for (const at of moments(random, now, 14)) {
    const rowsInFile = random.int(40, 4_000)
    const updated = random.int(Math.floor(rowsInFile * 0.6), rowsInFile)
    events.push({
      at,
      actor: random.pick(stockers),
      action: 'inventory.upload_apply',
      area: 'inventory',
      summary: {
        selection: { file: `stock-${at.toISOString().slice(0, 10)}.csv` },
        rows: rowsInFile,
        updated,
        unchanged: rowsInFile - updated,
      },
    })
  }
  for (const at of moments(random, now, 18)) {
    const status = random.pick(['ACTIVE', 'INACTIVE', 'OUT_OF_STOCK'])
    events.push({
      at,
      actor: random.pick(editors),
      action: 'products.export',
      area: 'products',
      summary: {
        selection: { search: { parameters: [{ key: 'Status', value: [status] }] } },
        rows: random.int(20, 300),
      },
    })
  }
  return events
}

export async function orderHistory(db: Db, random: SeededRandom, now: Date, staff: Person[]) {
  const history = await db
    .select({
      orderId: orderEvents.orderId,
      actorId: orderEvents.actorId,
      actorName: orderEvents.actorName,
      type: orderEvents.type,
      changes: orderEvents.changes,
      at: orderEvents.createdAt,
    })
    .from(orderEvents)
    .where(ne(orderEvents.type, 'CREATED'))
  const events: DemoEvent[] = history.map((event) => {
    const { from, to } = (event.changes as { status?: { from?: string; to?: string } } | null)?.status ?? {}
    return {
      at: event.at,
      actor: event.actorId ? { id: event.actorId, fullName: event.actorName ?? '' } : null,
      action: event.type === 'CANCELLED' ? 'order.cancel' : event.type === 'RETURNED' ? 'order.return' : 'order.status',
      area: 'orders',
      recordType: 'order',
      recordId: String(event.orderId),
      recordLabel: `#${event.orderId}`,
      changes: { status: { before: from ?? null, after: to ?? null } },
    }
  })
  const ids = (await db.select({ id: orders.id }).from(orders).orderBy(asc(orders.id))).map((row) => row.id)
  for (const at of moments(random, now, 110)) {
    const id = random.pick(ids)
    const notes = random.int(0, 2)
    events.push({
      at,
      actor: random.pick(staff),
      action: 'order.note',
      area: 'orders',
      recordType: 'order',
      recordId: String(id),
      recordLabel: `#${id}`,
      changes: { notes: { before: notes, after: notes + 1 } },
    })
  }
  for (const at of moments(random, now, 9)) {
    const selected = random.sample(ids, random.int(3, 12))
    const status = random.pick(['PROCESSING', 'SHIPPED'] as const)
    events.push({
      at,
      actor: random.pick(staff),
      action: 'orders.status',
      area: 'orders',
      summary: {
        selection: { ids: selected.map(String), status },
        count: selected.length,
        message: `Status changed to ${ORDER_STATUS_LABELS[status]}`,
      },
    })
  }
  for (const at of moments(random, now, 24)) {
    events.push({
      at,
      actor: random.pick(staff),
      action: 'orders.export',
      area: 'orders',
      summary: {
        selection: { search: { parameters: [{ key: 'Status', value: ['PENDING'] }] } },
        rows: random.int(5, 120),
      },
    })
  }
  return events
}
