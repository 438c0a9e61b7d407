import { z } from 'zod/mini'
import {
  atMostDecimals,
  boundedInt,
  INT4_MAX,
  moneyAmount,
  multiLineText,
  NOTE_MAX_LENGTH,
  NoteSchema,
  readTyped,
  singleLineText,
  TEXT_MAX,
  wholeNumberText,
} from '@/shared/input-bounds'
import { DELIVERY_METHODS, PAYMENT_METHODS } from '@/shared/order-status'
import { PHONE_PATTERN } from '@/shared/user-schemas'
import { formatCount } from '@/shared/count-text'

const MAX_LINE_QUANTITY = 10_000
const MAX_TAX_RATE = 100
export const SOLE_LINE_MESSAGE = 'An order needs at least one item; cancel the order instead'

/** Postal codes of any country: letters and digits, spaces and hyphens between them (07102, SW1A 1AA, 12345-6789). */
const POSTAL_CODE = /^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u
const POSTAL_CODE_MIN_LENGTH = 3
const POSTAL_CODE_MAX_LENGTH = 10

const requiredText = (label: string) =>
  singleLineText(TEXT_MAX.line, label).check(z.minLength(1, `${label} is required`))

/** Absent: unchanged; null or blank: cleared. */
const clearable = (text: z.ZodMiniString) =>
  z.pipe(
    z.nullish(text),
    z.transform((value) => (value === '' ? null : value)),
  )
const clearableText = (max: number, label: string) => clearable(singleLineText(max, label))

/** Money and rates: only digits and one decimal point, so never negative. */
const amount = (label: string) => z.nullish(moneyAmount(label))

export const AddressSchema = z.object({
  fullName: requiredText('Full name'),
  phone: clearableText(TEXT_MAX.phone, 'Phone number').check(
    z.refine((phone) => !phone || PHONE_PATTERN.test(phone), 'Please enter a valid phone number'),
  ),
  address1: requiredText('Address'),
  address2: clearableText(TEXT_MAX.line, 'Address line 2'),
  city: requiredText('City'),
  state: requiredText('State'),
  zip: singleLineText(TEXT_MAX.short, 'ZIP code').check(
    z.minLength(1, { message: 'ZIP code is required', abort: true }),
    z.minLength(POSTAL_CODE_MIN_LENGTH, `ZIP code must be at least ${POSTAL_CODE_MIN_LENGTH} characters`),
    z.maxLength(POSTAL_CODE_MAX_LENGTH, `ZIP code must be at most ${POSTAL_CODE_MAX_LENGTH} characters`),
    z.regex(POSTAL_CODE, 'ZIP code may contain only letters, digits, spaces and hyphens'),
  ),
})

const lineQuantity = z
  .number({ error: 'Quantity must be a number' })
  .check(
    z.int('Quantity must be a whole number'),
    z.gte(1, 'Quantity must be at least 1'),
    z.lte(MAX_LINE_QUANTITY, `Quantity must be at most ${formatCount(MAX_LINE_QUANTITY)}`),
  )

const OrderLineSchema = z.object({
  id: z.uuid('Unknown product'),
  quantity: lineQuantity,
})

/** A line's quantity as typed on the order screen: plain digits (not 1e9 or -1), then the line's own bounds. */
const LineQuantityTextSchema = wholeNumberText(lineQuantity, {
  empty: 'Enter a quantity',
  notWhole: 'Quantity must be a whole number',
})

/** The typed quantity, or the first rule it breaks. */
export function readLineQuantity(text: string): { quantity: number } | { error: string } {
  const read = readTyped(LineQuantityTextSchema, text)
  return 'value' in read ? { quantity: read.value } : read
}

const orderLines = (emptyMessage: string) =>
  z.array(OrderLineSchema).check(
    z.minLength(1, emptyMessage),
    z.refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, 'Each product can appear once'),
  )
/** A tax rate in percent: from 0 to 100, with up to three decimals (6.625). */
export const TaxRateSchema = z
  .number({ error: 'Tax rate must be a number' })
  .check(
    z.gte(0, 'Tax rate cannot be negative'),
    z.lte(MAX_TAX_RATE, `Tax rate must be at most ${MAX_TAX_RATE}`),
    atMostDecimals(3, 'Tax rate'),
  )
/** A shipping amount: money, in whole cents. */
export const ShippingAmountSchema = moneyAmount('Shipping amount')
const taxRate = z.nullish(TaxRateSchema)

/** createOrder's input: the customer, the lines, how it is delivered and paid; the server computes the totals. */
export const OrderCreateSchema = z
  .object({
    customerId: z.uuid('Choose a customer'),
    products: orderLines('Add at least one product'),
    deliveryMethod: z.enum(DELIVERY_METHODS, 'Choose one of the listed delivery methods'),
    paymentMethod: z.enum(PAYMENT_METHODS, 'Choose one of the listed payment methods'),
    shippingAddress: z.nullish(AddressSchema),
    billingAddress: z.nullish(AddressSchema),
    shippingAmount: z.nullish(ShippingAmountSchema),
    taxRate,
    totalAmount: amount('Total'),
    shippingNotes: clearable(multiLineText(TEXT_MAX.notes, 'Shipping notes')),
  })
  .check(
    z.refine((order) => order.deliveryMethod === 'PICKUP' || order.shippingAddress != null, {
      message: 'Delivery orders need a shipping address',
      path: ['shippingAddress'],
    }),
    z.refine((order) => order.deliveryMethod !== 'PICKUP' || order.shippingAddress == null, {
      message: 'Pickup orders have no shipping address',
      path: ['shippingAddress'],
    }),
  )
export type OrderCreateValues = z.output<typeof OrderCreateSchema>

/** Absent: unchanged; null or blank: cleared. Also given with the step to SHIPPED. */
export const TrackingNumberSchema = clearableText(100, 'Tracking number')
/** Who carries the parcel: UPS, DHL, a local courier. */
export const CarrierSchema = clearableText(60, 'Carrier')

/** updateOrder's input: only the fields that changed, and the version the client loaded. */
export const OrderUpdateSchema = z.object({
  version: boundedInt(1, INT4_MAX, 'Version'),
  shippingAmount: z.nullish(ShippingAmountSchema),
  taxRate,
  tax: amount('Tax'),
  totalAmount: amount('Total'),
  payment: z.nullish(z.object({ paymentMethod: z.enum(PAYMENT_METHODS, 'Choose one of the listed payment methods') })),
  products: z.nullish(orderLines(SOLE_LINE_MESSAGE)),
  address: z.nullish(
    z.object({
      deliveryMethod: z.nullish(z.enum(DELIVERY_METHODS, 'Choose one of the listed delivery methods')),
      shippingAddress: z.nullish(z.partial(AddressSchema)),
      billingAddress: z.nullish(z.partial(AddressSchema)),
    }),
  ),
  trackingNumber: TrackingNumberSchema,
  carrier: CarrierSchema,
  shippingNotes: clearable(multiLineText(TEXT_MAX.notes, 'Shipping notes')),
})
export type OrderUpdateValues = z.output<typeof OrderUpdateSchema>

/** The optional reason given when cancelling or returning an order. */
export const OrderReasonSchema = clearable(multiLineText(TEXT_MAX.note, 'The reason'))

/** An internal note's longest text. */
export const ORDER_NOTE_MAX_LENGTH = NOTE_MAX_LENGTH

/** An internal note staff add to an order: separate from the customer's shipping notes, never empty. */
export const OrderNoteSchema = NoteSchema
