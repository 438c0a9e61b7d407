import type { Tx } from '@/server/db/client'
import type { OrderItemRow } from '@/server/db/schema'
import { badInput } from '@/server/errors'
import {
  addOrderLines,
  findProductsForLines,
  removeOrderLines,
  setOrderLineQuantity,
} from '@/server/repositories/order-line-repository'
import type { StockEntry } from '@/server/services/inventory/stock-ledger'
import type { OrderLine } from '@/shared/order-totals'

/** One line whose quantity changes: `from` 0 adds the product, `to` 0 removes it. */
export interface LineChange {
  productId: string
  name: string
  sku: string | null
  price: number
  from: number
  to: number
}

const lineOf = (item: OrderItemRow) => ({
  productId: item.productId,
  name: item.name,
  sku: item.sku,
  price: item.price,
})

/**
 * What the wanted list of lines (the order's whole new list) changes. A kept line keeps the price it was sold at;
 * an added one takes its product's current price, and archived or unknown products are refused.
 */
export async function planLineChanges(
  tx: Tx,
  items: readonly OrderItemRow[],
  wanted: readonly { id: string; quantity: number }[] | null | undefined,
): Promise<LineChange[]> {
  if (!wanted) return []
  const current = new Map(items.map((item) => [item.productId, item]))
  const added = await findProductsForLines(
    tx,
    wanted.filter((line) => !current.has(line.id)).map((line) => line.id),
  )
  const changes: LineChange[] = []
  for (const [index, line] of wanted.entries()) {
    const item = current.get(line.id)
    if (item) {
      if (item.quantity !== line.quantity) changes.push({ ...lineOf(item), from: item.quantity, to: line.quantity })
      continue
    }
    const product = added.find((candidate) => candidate.id === line.id)
    if (!product || product.archivedAt) {
      throw badInput('A product in the order is not for sale', {
        [`products.${index}.id`]: 'Unknown or archived product',
      })
    }
    const { id: productId, name, sku, price } = product
    changes.push({ productId, name, sku, price, from: 0, to: line.quantity })
  }
  const kept = new Set(wanted.map((line) => line.id))
  for (const item of items) {
    if (!kept.has(item.productId)) changes.push({ ...lineOf(item), from: item.quantity, to: 0 })
  }
  return changes
}

/** The order's lines once the changes are made, for its totals. */
export function linesAfter(items: readonly OrderItemRow[], changes: readonly LineChange[]): OrderLine[] {
  const lines = new Map(items.map((item) => [item.productId, { price: item.price, quantity: item.quantity }]))
  for (const change of changes) lines.set(change.productId, { price: change.price, quantity: change.to })
  return [...lines.values()].filter((line) => line.quantity > 0)
}

export async function writeLineChanges(tx: Tx, orderId: number, changes: readonly LineChange[]): Promise<void> {
  await removeOrderLines(
    tx,
    orderId,
    changes.filter((change) => change.to === 0).map((change) => change.productId),
  )
  for (const change of changes.filter((line) => line.from > 0 && line.to > 0)) {
    await setOrderLineQuantity(tx, orderId, change.productId, change.to)
  }
  await addOrderLines(
    tx,
    changes
      .filter((change) => change.from === 0)
      .map(({ productId, name, sku, price, to }) => ({ orderId, productId, name, sku, price, quantity: to })),
  )
}

/** Selling more takes stock, selling less gives it back. */
export const stockMovesOf = (changes: readonly LineChange[]): StockEntry[] =>
  changes.map((change) => ({ productId: change.productId, add: change.from - change.to }))

export function describeLineChange({ name, from, to }: LineChange): string {
  if (from === 0) return `added ${name} × ${to}`
  if (to === 0) return `removed ${name}`
  return `${name} quantity ${from} → ${to}`
}
