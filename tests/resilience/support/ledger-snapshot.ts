import pg from 'pg'
import { ADJUSTMENT_REASON, type WriteLoad } from './write-load'

/** What the database holds of the write load's products and orders, read straight from PostgreSQL. */
export interface LedgerSnapshot {
  /** By product: its stock, and its history rows written by the load. */
  stock: Map<string, Tally>
  /** By order: its version, and its timeline events. */
  orders: Map<string, Tally>
}

/** A counter the writes move (stock, version) and the rows that record each move (history, timeline). */
interface Tally {
  value: number
  records: number
}

export async function readLedger(url: string, productIds: string[], orderIds: string[]): Promise<LedgerSnapshot> {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => {
    // Only read here; a failure shows as the query's rejection.
  })
  await client.connect()
  try {
    const stock = await client.query<{ product_id: string; quantity: number; rows: number }>(
      `select s.product_id, s.quantity,
         (select count(*) from inventory_adjustments a where a.product_id = s.product_id and a.reason = $2)::int as rows
       from stock s where s.product_id = any($1::uuid[])`,
      [productIds, ADJUSTMENT_REASON],
    )
    const orders = await client.query<{ id: number; version: number; events: number }>(
      `select o.id, o.version, (select count(*) from order_events e where e.order_id = o.id)::int as events
       from orders o where o.id = any($1::int[])`,
      [orderIds.map(Number)],
    )
    return {
      stock: new Map(stock.rows.map((row) => [row.product_id, { value: row.quantity, records: row.rows }])),
      orders: new Map(orders.rows.map((row) => [String(row.id), { value: row.version, records: row.events }])),
    }
  } finally {
    await client.end()
  }
}

/**
 * Every acknowledged write is in the database, and each change there is whole: stock moved by exactly its history rows,
 * an order's version by exactly its timeline events. A write that failed may still have committed (its outcome was
 * unknown to the client), so the database may hold at most that many more than was acknowledged.
 */
export function lostWrites(before: LedgerSnapshot, after: LedgerSnapshot, load: WriteLoad) {
  const problems: string[] = []
  let acknowledged = 0
  let stored = 0
  let lost = 0
  const compare = (label: string, was: Map<string, Tally>, now: Map<string, Tally>, acks: Map<string, number>) => {
    for (const [id, then] of was) {
      const { value, records } = now.get(id)!
      const acked = acks.get(id) ?? 0
      const moved = value - then.value
      acknowledged += acked
      stored += moved
      lost += Math.max(0, acked - moved)
      if (moved < acked) problems.push(`${label} ${id}: ${acked} writes acknowledged, moved by ${moved}`)
      if (records - then.records !== moved) {
        problems.push(`${label} ${id}: moved by ${moved}, but ${records - then.records} rows record it`)
      }
    }
  }
  compare('stock of product', before.stock, after.stock, load.acknowledgedAdjustments)
  compare('version of order', before.orders, after.orders, load.acknowledgedEdits)
  const failedWrites = load.records.filter((record) => record.kind !== 'read' && !record.ok).length
  if (stored - acknowledged > failedWrites) {
    problems.push(`${stored - acknowledged} writes stored beyond those acknowledged, but only ${failedWrites} failed`)
  }
  return { acknowledged, stored, lost, problems }
}
