import { z } from 'zod'
import { DELIVERY_METHODS, PAYMENT_METHODS } from '@/shared/order-status'
import { PHONE_PATTERN } from '@/shared/user-schemas'

export const MAX_LINE_QUANTITY = 10_000
export const MAX_TAX_RATE = 100
export const SOLE_LINE_MESSAGE = 'An order needs at least one item; cancel the order instead'

const TEXT_MAX = 200

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(TEXT_MAX, `At most ${TEXT_MAX} characters`)

/** Absent: unchanged; null or blank: cleared. */
const clearableText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === '' ? null : value))

/** Money and rates: only digits and one decimal point, so never negative. */
const amount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .nullish()

export const AddressSchema = z.object({
  fullName: requiredText('Full name is required'),
  phone: clearableText(TEXT_MAX, 'Phone number').refine(
    (phone) => !phone || PHONE_PATTERN.test(phone),
    'Please enter a valid phone number',
  ),
  address1: requiredText('Address is required'),
  address2: clearableText(TEXT_MAX, 'Address line 2'),
  city: requiredText('City is required'),
  state: requiredText('State is required'),
  zip: requiredText('ZIP code is required'),
})
export type AddressValues = z.output<typeof AddressSchema>

export const OrderLineSchema = z.object({
  id: z.uuid('Unknown product'),
  quantity: z
    .number()
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
})

/** updateOrder's input: only the fields that changed, and the version the client loaded. */
export const OrderUpdateSchema = z.object({
  version: z.number().int().min(1),
  shippingAmount: amount('Shipping amount'),
  taxRate: amount('Tax rate').refine(
    (rate) => rate == null || rate <= MAX_TAX_RATE,
    `Tax rate must be at most ${MAX_TAX_RATE}`,
  ),
  tax: amount('Tax'),
  totalAmount: amount('Total'),
  payment: z.object({ paymentMethod: z.enum(PAYMENT_METHODS, 'Choose one of the listed payment methods') }).nullish(),
  products: z
    .array(OrderLineSchema)
    .min(1, SOLE_LINE_MESSAGE)
    .refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, 'Each product can appear once')
    .nullish(),
  address: z
    .object({
      deliveryMethod: z.enum(DELIVERY_METHODS, 'Choose one of the listed delivery methods').nullish(),
      shippingAddress: AddressSchema.partial().nullish(),
      billingAddress: AddressSchema.partial().nullish(),
    })
    .nullish(),
  trackingNumber: clearableText(100, 'Tracking number'),
  shippingNotes: clearableText(1000, 'Shipping notes'),
})
export type OrderUpdateValues = z.output<typeof OrderUpdateSchema>

/** The optional reason given when cancelling or returning an order. */
export const OrderReasonSchema = clearableText(500, 'The reason')
