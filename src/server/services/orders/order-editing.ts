import { badInput } from '@/server/errors'
import { saveOrderAddress, type OrderValues } from '@/server/repositories/order-change-repository'
import type { OrderForChange } from '@/server/repositories/order-repository'
import { parseInput } from '@/server/parse-input'
import type { LiveWrite } from '@/server/services/shared/live-write'
import { planAddressChanges, type AddressChange } from '@/server/services/orders/order-addresses'
import { changeOrder } from '@/server/services/orders/order-change'
import {
  describeLineChange,
  linesAfter,
  type LineChange,
  planLineChanges,
  stockMovesOf,
  writeLineChanges,
} from '@/server/services/orders/order-lines'
import { changeStock } from '@/server/services/inventory/stock-ledger'
import { amountToNumeric, formatMoney, roundToScale } from '@/shared/money'
import { OrderUpdateSchema, type OrderUpdateValues } from '@/shared/order-schemas'
import { editBlockedReason } from '@/shared/order-status'
import {
  amountsDiffer,
  computeOrderTotals,
  TOTAL_TOO_LARGE,
  totalsBeyondStorage,
  type OrderTotals,
} from '@/shared/order-totals'

type EditableColumn = Exclude<keyof OrderValues, 'status'>
type EditableValues = Required<Pick<OrderValues, EditableColumn>>

/** How the timeline names each column; subtotal and tax follow from the lines and rate, so the total speaks for them. */
const COLUMN_LABELS: Record<EditableColumn, string | null> = {
  shippingAmount: 'shipping amount',
  taxRate: 'tax rate',
  subtotal: null,
  tax: null,
  totalAmount: 'total',
  paymentMethod: 'payment method',
  deliveryMethod: 'delivery method',
  trackingNumber: 'tracking number',
  carrier: 'carrier',
  shippingNotes: 'shipping notes',
}

/** A column's stored value as the timeline reads it: amounts in dollars, the tax rate in percent. */
function shownValue(column: EditableColumn, value: EditableValues[EditableColumn]): string {
  if (value === null) return '(none)'
  if (typeof value === 'number') return column === 'taxRate' ? `${value}%` : formatMoney(value)
  return value
}
/** Rates are stored with three decimals (6.625 %). */
export const rate = (percent: number) => roundToScale(percent, 3)

/**
 * The server's figures stand; a tax or total the client computed differently means it worked from other data. Totals
 * beyond what the amount columns hold are refused as the form's field errors, before any statement fails on them.
 */
export function refuseDifferentAmounts(
  edit: Pick<OrderUpdateValues, 'tax' | 'totalAmount'>,
  totals: OrderTotals,
): void {
  const beyond = totalsBeyondStorage(totals)
  if (beyond) throw badInput(TOTAL_TOO_LARGE, beyond)
  const sent = [
    ['tax', 'tax', edit.tax, totals.tax],
    ['totalAmount', 'total', edit.totalAmount, totals.total],
  ] as const
  for (const [field, label, value, expected] of sent) {
    if (value != null && amountsDiffer(value, expected)) {
      throw badInput(
        `The ${label} sent (${amountToNumeric(value)}) does not match the order's ${label} of ${amountToNumeric(expected)}. Reload the order and try again.`,
        { [field]: `Expected ${amountToNumeric(expected)}` },
      )
    }
  }
}

/** The order row's columns after the edit: sent values where given, stored ones otherwise, totals recomputed. */
function columnsAfter({
  order,
  edit,
  taxRate,
  totals,
  deliveryMethod,
}: {
  order: OrderForChange
  edit: OrderUpdateValues
  taxRate: number
  totals: OrderTotals
  deliveryMethod: OrderForChange['deliveryMethod']
}): EditableValues {
  return {
    subtotal: totals.subtotal,
    tax: totals.tax,
    shippingAmount: totals.shippingAmount,
    totalAmount: totals.total,
    taxRate,
    paymentMethod: edit.payment?.paymentMethod ?? order.paymentMethod,
    deliveryMethod,
    trackingNumber: edit.trackingNumber === undefined ? order.trackingNumber : edit.trackingNumber,
    carrier: edit.carrier === undefined ? order.carrier : edit.carrier,
    shippingNotes: edit.shippingNotes === undefined ? order.shippingNotes : edit.shippingNotes,
  }
}

interface EditDiff {
  columns: EditableColumn[]
  lines: LineChange[]
  addresses: AddressChange[]
}

/** The timeline entry of an edit: a message to read and each change as from → to. */
function editEvent(order: OrderForChange, after: EditableValues, diff: EditDiff) {
  const described = [
    ...diff.lines.map(describeLineChange),
    ...diff.columns.flatMap((column) => {
      const label = COLUMN_LABELS[column]
      return label ? [`${label} ${shownValue(column, order[column])} → ${shownValue(column, after[column])}`] : []
    }),
    ...diff.addresses.map((change) => `${change.kind.toLowerCase()} address`),
  ]
  const lines = diff.lines.map(({ productId, name, from, to }) => ({ productId, name, from, to }))
  return {
    type: 'EDITED' as const,
    message: `Edited: ${described.join('; ')}`,
    changes: {
      ...Object.fromEntries(diff.columns.map((column) => [column, { from: order[column], to: after[column] }])),
      ...(lines.length ? { products: lines } : {}),
      ...Object.fromEntries(diff.addresses.map(({ field, from, to }) => [field, { from, to }])),
    },
  }
}

/**
 * Edits a pending or processing order with only the fields the client changed. The server recomputes subtotal, tax
 * and total; line changes move stock; everything is written in one transaction with one timeline event.
 */
export function updateOrder({ db, live, viewer, orderId, input }: LiveWrite & { orderId: string; input: unknown }) {
  const edit = parseInput(OrderUpdateSchema, input, 'The order could not be saved')
  return changeOrder({ db, live, viewer, orderId, version: edit.version }, async (tx, order) => {
    const blocked = editBlockedReason(order.status)
    if (blocked) throw badInput(blocked, { status: blocked })

    const lineChanges = await planLineChanges(tx, order.items, edit.products)
    const addresses = planAddressChanges(order, edit.address)
    const taxRate = rate(edit.taxRate ?? order.taxRate)
    const totals = computeOrderTotals(
      linesAfter(order.items, lineChanges),
      taxRate,
      edit.shippingAmount ?? order.shippingAmount,
    )
    refuseDifferentAmounts(edit, totals)

    const after = columnsAfter({ order, edit, taxRate, totals, deliveryMethod: addresses.deliveryMethod })
    const changedColumns = (Object.keys(after) as EditableColumn[]).filter((column) => after[column] !== order[column])
    if (changedColumns.length + lineChanges.length + addresses.changes.length === 0) return null

    return {
      values: Object.fromEntries(changedColumns.map((column) => [column, after[column]])),
      event: editEvent(order, after, { columns: changedColumns, lines: lineChanges, addresses: addresses.changes }),
      apply: async (tx) => {
        // Stock before lines: the ledger takes the products' locks in the global order before the lines refer to them.
        await changeStock(tx, stockMovesOf(lineChanges), {
          reason: `Order ${order.id} edited`,
          actorId: viewer.user.id,
          field: 'products',
        })
        await writeLineChanges(tx, order.id, lineChanges)
        for (const change of addresses.changes) await saveOrderAddress(tx, order.id, change.kind, change.to)
      },
    }
  })
}
