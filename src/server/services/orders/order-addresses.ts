import { z } from 'zod/mini'
import type { OrderAddressRow } from '@/server/db/schema'
import { badInput } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import type { AddressFields } from '@/server/repositories/order-change-repository'
import type { OrderForChange } from '@/server/repositories/order-repository'
import { AddressSchema, type OrderUpdateValues } from '@/shared/order-schemas'
import { deliveryChangeBlockedReason, type DeliveryMethod } from '@/shared/order-status'

/** Each kind of stored address and its field in the input. */
const ADDRESS_KINDS = [
  ['SHIPPING', 'shippingAddress'],
  ['BILLING', 'billingAddress'],
] as const

type AddressField = (typeof ADDRESS_KINDS)[number][1]

/** Both addresses once the edits are laid over the stored ones, which must then be complete. */
const EditedAddressesSchema = z.object({
  address: z.object({ shippingAddress: z.optional(AddressSchema), billingAddress: z.optional(AddressSchema) }),
})

export interface AddressChange {
  kind: OrderAddressRow['kind']
  field: AddressField
  from: AddressFields | null
  to: AddressFields
}

const fieldsOf = ({ fullName, phone, address1, address2, city, state, zip }: AddressFields): AddressFields => ({
  fullName,
  phone,
  address1,
  address2,
  city,
  state,
  zip,
})

const sameAddress = (a: AddressFields | null, b: AddressFields) =>
  a !== null && (Object.keys(b) as (keyof AddressFields)[]).every((key) => a[key] === b[key])

const definedOnly = (edit: object) =>
  Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined))

/**
 * The delivery method and the addresses an edit leaves the order with. An address is changed only when some part of
 * it differs; a new one must be complete. Pickup orders take no shipping address; an order turned into a delivery
 * needs one (the one it had before it became a pickup, if any). The method changes only while the order allows it.
 */
export function planAddressChanges(
  order: OrderForChange,
  edit: OrderUpdateValues['address'],
): { deliveryMethod: DeliveryMethod; changes: AddressChange[] } {
  const deliveryMethod = edit?.deliveryMethod ?? order.deliveryMethod
  const methodBlocked = deliveryMethod === order.deliveryMethod ? null : deliveryChangeBlockedReason(order.status)
  if (methodBlocked) throw badInput(methodBlocked, { 'address.deliveryMethod': methodBlocked })
  const stored = (kind: OrderAddressRow['kind']) => {
    const row = order.addresses.find((address) => address.kind === kind)
    return row ? fieldsOf(row) : null
  }
  if (edit?.shippingAddress && deliveryMethod === 'PICKUP') {
    throw badInput('Pickup orders have no shipping address', {
      'address.shippingAddress': 'Not used for pickup orders',
    })
  }
  const merged: Partial<Record<AddressField, object>> = {}
  for (const [kind, field] of ADDRESS_KINDS) {
    const change = edit?.[field]
    if (change) merged[field] = { ...stored(kind), ...definedOnly(change) }
  }
  const edited = parseInput(EditedAddressesSchema, { address: merged }, 'The address is incomplete').address
  const changes: AddressChange[] = []
  for (const [kind, field] of ADDRESS_KINDS) {
    const address = edited[field]
    if (!address) continue
    const to = { ...address, phone: address.phone ?? null, address2: address.address2 ?? null }
    const from = stored(kind)
    if (!sameAddress(from, to)) changes.push({ kind, field, from, to })
  }
  if (
    deliveryMethod !== order.deliveryMethod &&
    deliveryMethod !== 'PICKUP' &&
    !stored('SHIPPING') &&
    !edited.shippingAddress
  ) {
    throw badInput('Delivery orders need a shipping address', {
      'address.shippingAddress': 'Required for delivery orders',
    })
  }
  return { deliveryMethod, changes }
}
