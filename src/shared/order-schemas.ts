import { z } from 'zod/mini'
import { boundedInt, INT4_MAX, moneyAmount, multiLineText, singleLineText, TEXT_MAX } from '@/shared/input-bounds'
import { DELIVERY_METHODS, PAYMENT_METHODS } from '@/shared/order-status'
import { PHONE_PATTERN } from '@/shared/user-schemas'

export const MAX_LINE_QUANTITY = 10_000
export const MAX_TAX_RATE = 100
export const SOLE_LINE_MESSAGE = 'An order needs at least one item; cancel the order instead'

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
  zip: requiredText('ZIP code'),
})

const lineQuantity = z
  .number({ error: 'Quantity must be a number' })
  .check(
    z.int('Quantity must be a whole number'),
    z.gte(1, 'Quantity must be at least 1'),
    z.lte(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY.toLocaleString('en-US')}`),
  )

export const OrderLineSchema = z.object({
  id: z.uuid('Unknown product'),
  quantity: lineQuantity,
})

/** A line's quantity as typed on the order screen: plain digits (not 1e9 or -1), then the line's own bounds. */
export const LineQuantityTextSchema = z.pipe(
  z.pipe(
    z.string().check(
      z.refine((text) => text.trim() !== '', 'Enter a quantity'),
      z.refine((text) => text.trim() === '' || /^[+-]?\d+$/.test(text.trim()), 'Quantity must be a whole number'),
    ),
    z.transform((text) => Number(text.trim())),
  ),
  lineQuantity,
)

/** The typed quantity, or the first rule it breaks. */
export function readLineQuantity(text: string): { quantity: number } | { error: string } {
  const parsed = LineQuantityTextSchema.safeParse(text)
  return parsed.success
    ? { quantity: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? 'Quantity must be a whole number' }
}

const orderLines = (emptyMessage: string) =>
  z.array(OrderLineSchema).check(
    z.minLength(1, emptyMessage),
    z.refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, 'Each product can appear once'),
  )
const taxRate = amount('Tax rate').check(
  z.refine((rate) => rate == null || rate <= MAX_TAX_RATE, `Tax rate must be at most ${MAX_TAX_RATE}`),
)

/** createOrder's input: the customer, the lines, how it is delivered and paid; the server computes the totals. */
export const OrderCreateSchema = z
  .object({
    customerId: z.uuid('Choose a customer'),
    products: orderLines('Add at least one product'),
    deliveryMethod: z.enum(DELIVERY_METHODS, 'Choose one of the listed delivery methods'),
    paymentMethod: z.enum(PAYMENT_METHODS, 'Choose one of the listed payment methods'),
    shippingAddress: z.nullish(AddressSchema),
    billingAddress: z.nullish(AddressSchema),
    shippingAmount: amount('Shipping amount'),
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
  shippingAmount: amount('Shipping amount'),
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
