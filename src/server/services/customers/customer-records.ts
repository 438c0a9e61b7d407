import type { Viewer } from '@/server/auth/viewer'
import type { Db } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/database-error-code'
import { transaction } from '@/server/db/transaction'
import { conflict, notFound } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import { eraseCustomerData } from '@/server/repositories/customer-erasure-repository'
import {
  addressesOfCustomer,
  claimCustomerVersion,
  customerNamesOnOrders,
  findCustomer,
  insertCustomerNote,
  notesOfCustomer,
} from '@/server/repositories/customer-repository'
import type { CustomerModel } from '@/server/repositories/customer-list-repository'
import { insertUserRole } from '@/server/repositories/membership-repository'
import { findRoleByName } from '@/server/repositories/role-repository'
import { revokeUserSessions } from '@/server/repositories/session-repository'
import { findUserByEmail, insertUser, updateUser } from '@/server/repositories/user-repository'
import { isUuid } from '@/server/repositories/uuid'
import { emailTaken } from '@/server/services/users/user-profile'
import { CustomerContactSchema } from '@/shared/customer-schemas'
import { NoteSchema } from '@/shared/input-bounds'
import { fullName } from '@/shared/names'
import { PermissionLevel } from '@/shared/permissions'

const CUSTOMER_CHANGED = 'Someone else changed this customer first. Reload to see their change.'
const NOT_FOUND = 'Customer not found'

/** The customer with this id; undefined for an unknown or malformed id or a user who is not a customer. */
export const customerById = (db: Db, id: string): Promise<CustomerModel | undefined> =>
  isUuid(id) ? findCustomer(db, id) : Promise.resolve(undefined)

async function requireCustomer(db: Db, id: string): Promise<CustomerModel> {
  const customer = await customerById(db, id)
  if (!customer) throw notFound(NOT_FOUND)
  return customer
}

/** Where the customer's orders went, each address once (as written), most recent order first. */
export async function customerAddresses(db: Db, id: string) {
  const seen = new Set<string>()
  return (await addressesOfCustomer(db, id)).filter((address) => {
    const key = JSON.stringify([
      address.fullName,
      address.phone,
      address.address1,
      address.address2,
      address.city,
      address.state,
      address.zip,
    ])
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

export const customerNotes = (db: Db, id: string) => notesOfCustomer(db, id)

const contactColumns = (values: ReturnType<typeof parseContact>) => ({
  firstName: values.firstName,
  lastName: values.lastName,
  email: values.email,
  phoneNumber: values.phoneNumber || null,
})

const parseContact = (input: unknown, message: string) => parseInput(CustomerContactSchema, input, message)

/** Runs a write that may hit the unique email index: a taken email is refused on the email field. */
async function guardEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken()
    throw error
  }
}

/** A web-store account with the customer role and no password (the customer sets one in the store). */
export async function createCustomer(db: Db, input: unknown): Promise<CustomerModel> {
  const values = contactColumns(parseContact(input, 'The customer could not be created'))
  if (await findUserByEmail(db, values.email)) throw emailTaken()
  const role = await findRoleByName(db, 'customer')
  if (!role) throw notFound('The customer role is missing')
  const id = await guardEmail(() =>
    transaction(db, async (tx) => {
      const user = await insertUser(tx, { ...values, passwordHash: null })
      await insertUserRole(tx, user.id, role.id, PermissionLevel.Delete)
      return user.id
    }),
  )
  return requireCustomer(db, id)
}

/** Saves contact details with the version they were loaded at; someone else's save in between is CONFLICT. */
export async function updateCustomer(
  db: Db,
  request: { id: string; version: number; input: unknown },
): Promise<CustomerModel> {
  const values = contactColumns(parseContact(request.input, 'The customer could not be saved'))
  const customer = await requireCustomer(db, request.id)
  const holder = await findUserByEmail(db, values.email)
  if (holder && holder.id !== customer.id) throw emailTaken()
  await guardEmail(() =>
    transaction(db, async (tx) => {
      if (!(await claimCustomerVersion(tx, customer.id, request.version))) throw conflict(CUSTOMER_CHANGED)
      await updateUser(tx, customer.id, values)
    }),
  )
  return requireCustomer(db, customer.id)
}

/** Deactivates (ending the account's sessions) or reactivates the customer's web-store account, at its version. */
export async function setCustomerActive(
  db: Db,
  request: { id: string; version: number; active: boolean },
): Promise<CustomerModel> {
  const customer = await requireCustomer(db, request.id)
  await transaction(db, async (tx) => {
    if (!(await claimCustomerVersion(tx, customer.id, request.version))) throw conflict(CUSTOMER_CHANGED)
    await updateUser(tx, customer.id, { active: request.active })
    if (!request.active) await revokeUserSessions(tx, [customer.id], new Date())
  })
  return requireCustomer(db, customer.id)
}

/** Adds the viewer's note to the customer. Notes are not part of the version: a note never makes an edit stale. */
export async function addCustomerNote(db: Db, viewer: Viewer, request: { customerId: string; input: unknown }) {
  const { body } = parseInput(NoteSchema, request.input, 'The note could not be added')
  const customer = await requireCustomer(db, request.customerId)
  return insertCustomerNote(db, {
    customerId: customer.id,
    authorId: viewer.user.id,
    authorName: fullName(viewer.user),
    body,
  })
}

/**
 * Erases the customer's personal data everywhere (eraseCustomerData) at the account's version; cannot be undone.
 * What identified them (names as they are now and as their orders kept them, email, phone) is scrubbed from the
 * orders' timelines too.
 */
export async function eraseCustomer(db: Db, request: { id: string; version: number }): Promise<CustomerModel> {
  const customer = await requireCustomer(db, request.id)
  await transaction(db, async (tx) => {
    if (!(await claimCustomerVersion(tx, customer.id, request.version))) throw conflict(CUSTOMER_CHANGED)
    const orderNames = await customerNamesOnOrders(tx, customer.id)
    const personal = [fullName(customer), customer.email, customer.phoneNumber ?? '', ...orderNames]
    await eraseCustomerData(tx, customer.id, personal)
  })
  return requireCustomer(db, customer.id)
}
