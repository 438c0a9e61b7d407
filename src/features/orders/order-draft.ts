import type { AddressInput, OrderAddressFragment, OrderDetailFragment, OrderUpdateInput } from '@/gql/graphql'
import { computeOrderTotals, DEFAULT_TAX_RATE, amountsDiffer, type OrderTotals } from '@/shared/order-totals'
import { z } from 'zod/mini'
import { AddressSchema, readLineQuantity, ShippingAmountSchema, TaxRateSchema } from '@/shared/order-schemas'
import { stockShortMessage } from '@/shared/stock-messages'
import type { DeliveryMethod, PaymentMethod } from '@/shared/order-status'

export interface DraftLine {
  id: string
  name: string
  sku: string | null
  price: number
  /** The last valid quantity: what the totals and Save use. */
  quantity: number
  /** The quantity as typed, while it differs from `quantity` or breaks a rule. */
  quantityText?: string
  /** Units in stock, known for a product the picker added (an existing line's are already taken from stock). */
  stock?: number
}

/** What the edit mode changes; amounts stay text while typed (spec: digits and one point). */
export interface OrderDraft {
  lines: DraftLine[]
  shippingAmount: string
  taxRate: string
  deliveryMethod: DeliveryMethod
  paymentMethod: PaymentMethod
  trackingNumber: string
  carrier: string
  shippingNotes: string
  /** Null when the order has none to edit: a pickup order's shipping address, or a billing address it never had. */
  shippingAddress: AddressDraft | null
  billingAddress: AddressDraft | null
}

/** An address as its fields show it: optional parts as empty text. */
export interface AddressDraft {
  fullName: string
  phone: string
  address1: string
  address2: string
  city: string
  state: string
  zip: string
}

export const EMPTY_ADDRESS: AddressDraft = {
  fullName: '',
  phone: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
}

export const addressDraftOf = (address: OrderAddressFragment | null | undefined): AddressDraft | null =>
  address
    ? {
        fullName: address.fullName,
        phone: address.phone ?? '',
        address1: address.address1,
        address2: address.address2 ?? '',
        city: address.city,
        state: address.state,
        zip: address.zip,
      }
    : null

/** The address to send when any part of it was changed (spec part 2 §5), trimmed; undefined otherwise. */
function changedAddress(loaded: AddressDraft | null, draft: AddressDraft | null): AddressInput | undefined {
  if (!draft) return undefined
  const trimmed = Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, value.trim()])) as AddressDraft
  const keys = Object.keys(trimmed) as (keyof AddressDraft)[]
  return keys.some((key) => trimmed[key] !== (loaded?.[key] ?? '')) ? trimmed : undefined
}

/** Spec part 2 §5: empty or '.' counts as 0. */
export const parseAmount = (text: string): number => {
  const value = Number(text === '.' ? '0' : text || '0')
  return Number.isFinite(value) ? value : 0
}

/** Keeps only digits and the first decimal point of what was typed or pasted. */
export function amountText(typed: string): string {
  const cleaned = typed.replace(/[^\d.]/g, '')
  const point = cleaned.indexOf('.')
  return point < 0 ? cleaned : cleaned.slice(0, point + 1) + cleaned.slice(point + 1).replace(/\./g, '')
}

export function draftOf(order: OrderDetailFragment): OrderDraft {
  return {
    lines: order.products.map(({ id, name, sku, price, quantity }) => ({ id, name, sku, price, quantity })),
    shippingAmount: String(order.shippingAmount),
    taxRate: String(order.taxRate || DEFAULT_TAX_RATE),
    deliveryMethod: order.deliveryMethod,
    paymentMethod: order.paymentMethod,
    trackingNumber: order.trackingNumber ?? '',
    carrier: order.carrier ?? '',
    shippingNotes: order.shippingNotes ?? '',
    // Spec part 2 §3: shipping address editing only for non-pickup orders, billing only when the order has one.
    shippingAddress:
      order.deliveryMethod === 'PICKUP' ? null : (addressDraftOf(order.shippingAddress) ?? { ...EMPTY_ADDRESS }),
    billingAddress: addressDraftOf(order.billingAddress),
  }
}

export const draftTotals = (draft: OrderDraft): OrderTotals =>
  computeOrderTotals(draft.lines, parseAmount(draft.taxRate), parseAmount(draft.shippingAmount))

const sameLines = (a: readonly DraftLine[], b: readonly DraftLine[]) =>
  a.length === b.length && a.every((line, index) => line.id === b[index]?.id && line.quantity === b[index]?.quantity)

/**
 * The changed fields only, with the version the screen loaded; null when nothing differs
 * (amounts within 0.01 count as unchanged).
 */
export function orderChanges(order: OrderDetailFragment, draft: OrderDraft): OrderUpdateInput | null {
  const loaded = draftOf(order)
  const totals = draftTotals(draft)
  const changes: OrderUpdateInput = { version: order.version }
  if (!sameLines(loaded.lines, draft.lines)) {
    changes.products = draft.lines.map(({ id, quantity }) => ({ id, quantity }))
  }
  if (amountsDiffer(parseAmount(draft.shippingAmount), order.shippingAmount)) {
    changes.shippingAmount = parseAmount(draft.shippingAmount)
  }
  if (parseAmount(draft.taxRate) !== parseAmount(loaded.taxRate)) changes.taxRate = parseAmount(draft.taxRate)
  if (amountsDiffer(totals.total, order.totalAmount) || changes.taxRate !== undefined) {
    changes.tax = totals.tax
    changes.totalAmount = totals.total
  }
  if (draft.paymentMethod !== loaded.paymentMethod) changes.payment = { paymentMethod: draft.paymentMethod }
  const address: NonNullable<OrderUpdateInput['address']> = {}
  if (draft.deliveryMethod !== loaded.deliveryMethod) address.deliveryMethod = draft.deliveryMethod
  const shippingAddress = changedAddress(loaded.shippingAddress, draft.shippingAddress)
  if (shippingAddress) address.shippingAddress = shippingAddress
  const billingAddress = changedAddress(loaded.billingAddress, draft.billingAddress)
  if (billingAddress) address.billingAddress = billingAddress
  if (Object.keys(address).length > 0) changes.address = address
  if (draft.trackingNumber.trim() !== loaded.trackingNumber) changes.trackingNumber = draft.trackingNumber.trim()
  if (draft.carrier.trim() !== loaded.carrier) changes.carrier = draft.carrier.trim()
  if (draft.shippingNotes.trim() !== loaded.shippingNotes) changes.shippingNotes = draft.shippingNotes.trim()
  return Object.keys(changes).length > 1 ? changes : null
}

/** Spec part 2 §4: at or below 0 removes the line, but the sole line stays at 1. */
export function setLineQuantity(lines: readonly DraftLine[], id: string, quantity: number): DraftLine[] {
  if (quantity <= 0) return lines.length > 1 ? lines.filter((line) => line.id !== id) : [...lines]
  return lines.map((line) => (line.id === id ? { ...line, quantity, quantityText: undefined } : line))
}

/** A quantity typed into a line: kept as typed; the line's quantity moves only to a valid value. */
export function typeLineQuantity(lines: readonly DraftLine[], id: string, text: string): DraftLine[] {
  const read = readLineQuantity(text)
  return lines.map((line) =>
    line.id === id ? { ...line, quantityText: text, ...('quantity' in read ? { quantity: read.quantity } : {}) } : line,
  )
}

/** The rule a line breaks before Save: the shared quantity bounds, and the stock of a product the picker added. */
export function lineError(line: DraftLine): string | null {
  const read = readLineQuantity(line.quantityText ?? String(line.quantity))
  if ('error' in read) return read.error
  if (line.stock !== undefined && read.quantity > line.stock) return stockShortMessage(line.name, line.stock)
  return null
}

/** The amount fields of the summary, each checked as typed with the rule the server applies. */
const AMOUNT_RULES = { shippingAmount: ShippingAmountSchema, taxRate: TaxRateSchema } as const
export type AmountField = keyof typeof AMOUNT_RULES

/** The rule each amount field breaks, under its name; empty when both keep their bounds. */
export function amountErrors(draft: OrderDraft): Partial<Record<AmountField, string>> {
  const errors: Partial<Record<AmountField, string>> = {}
  for (const field of Object.keys(AMOUNT_RULES) as AmountField[]) {
    const parsed = z.safeParse(AMOUNT_RULES[field], parseAmount(draft[field]))
    if (!parsed.success) errors[field] = parsed.error.issues[0]?.message ?? 'Invalid amount'
  }
  return errors
}

export const draftHasErrors = (draft: OrderDraft): boolean =>
  draft.lines.some((line) => lineError(line) !== null) || Object.keys(amountErrors(draft)).length > 0

/** The totals to show: null while any input breaks a rule, so that no figure comes from refused input. */
export const shownTotals = (draft: OrderDraft): OrderTotals | null =>
  draftHasErrors(draft) ? null : draftTotals(draft)

/** Adding a product already on the order adds to its quantity. */
export function addLine(lines: readonly DraftLine[], product: Omit<DraftLine, 'quantity'>, quantity = 1): DraftLine[] {
  return lines.some((line) => line.id === product.id)
    ? lines.map((line) => (line.id === product.id ? { ...line, quantity: line.quantity + quantity } : line))
    : [...lines, { ...product, quantity }]
}

/** The first message for each value a shared schema refuses, keyed by its path ("shippingAddress.zip"). */
export function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[], prefix = '') {
  const errors: Record<string, string> = {}
  for (const issue of issues) errors[[prefix, ...issue.path.map(String)].filter(Boolean).join('.')] ??= issue.message
  return errors
}

/** An address's fields as the API takes them: trimmed, optional parts left empty as null. */
export const addressInputOf = (draft: AddressDraft): AddressInput => {
  const trimmed = Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, value.trim()])) as AddressDraft
  return { ...trimmed, phone: trimmed.phone || null, address2: trimmed.address2 || null }
}

/** The rules an address breaks (the shared AddressSchema, as the server checks it), keyed `${prefix}.${field}`. */
function addressDraftErrors(draft: AddressDraft, prefix: string): Record<string, string> {
  const parsed = z.safeParse(AddressSchema, addressInputOf(draft))
  return parsed.success ? {} : issuesByPath(parsed.error.issues, prefix)
}

/**
 * The draft with another delivery method: a pickup has no shipping address to edit; a delivery asks for one, starting
 * from the one the order had (before it became a pickup) or empty.
 */
export function withDeliveryMethod(draft: OrderDraft, order: OrderDetailFragment): OrderDraft {
  if (draft.deliveryMethod === 'PICKUP') return { ...draft, shippingAddress: null }
  if (draft.shippingAddress) return draft
  return { ...draft, shippingAddress: addressDraftOf(order.shippingAddress) ?? { ...EMPTY_ADDRESS } }
}

/** What Save must refuse before asking: the shipping address of an order turned into a delivery, or one edited. */
export function draftAddressErrors(order: OrderDetailFragment, draft: OrderDraft): Record<string, string> {
  const changes = orderChanges(order, draft)?.address
  return {
    ...(draft.shippingAddress && (changes?.shippingAddress || changes?.deliveryMethod)
      ? addressDraftErrors(draft.shippingAddress, 'address.shippingAddress')
      : {}),
    ...(draft.billingAddress && changes?.billingAddress
      ? addressDraftErrors(draft.billingAddress, 'address.billingAddress')
      : {}),
  }
}
