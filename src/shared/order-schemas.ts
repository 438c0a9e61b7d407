import { z } from 'zod'

/** Absent: unchanged; null or blank: cleared. */
const clearableText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === '' ? null : value))

/** The optional reason given when cancelling or returning an order. */
export const OrderReasonSchema = clearableText(500, 'The reason')
