import { z } from 'zod/mini'
import type { Db } from '@/server/db/client'
import { badInput } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import { searchCustomerPage, type CustomerCriteria } from '@/server/repositories/customer-list-repository'
import { isUuid } from '@/server/repositories/uuid'
import { parseCustomerFilter, type CustomerFilter } from '@/server/services/customers/customer-search'
import { bulkSelectionSchema, type BulkSelection } from '@/shared/bulk-selection'
import { formatCount } from '@/shared/count-text'
import { toCsv } from '@/shared/csv'
import { fullName } from '@/shared/names'
import { centsToNumeric } from '@/shared/money'

/** Most customers one CSV export holds; a wider search is refused with a request to narrow it. */
const CUSTOMER_EXPORT_MAX = 10_000

const HEADER = ['Name', 'Email', 'Phone', 'Orders', 'Total Spent', 'Last Order', 'Customer Since', 'Status']

/** CSV of every customer the list's filter matches, in its sort; every cell safe against formula injection. */
export const exportCustomers = (db: Db, filter: CustomerFilter | null | undefined) =>
  customersCsv(db, parseCustomerFilter(filter))

// The filter is checked as the list's (parseCustomerFilter); here only that it is one.
const CustomerSelectionSchema = bulkSelectionSchema(
  'Customer',
  z.custom<CustomerFilter>((value) => typeof value === 'object' && value !== null),
)

/** The customers a bulk action means: the ids given, or every customer the filter matches but the excepted ones. */
export type CustomerSelection = BulkSelection<CustomerFilter>

const customerIds = (ids: readonly string[]) => ids.filter(isUuid)

/** The same CSV as exportCustomers, of the chosen customers only: by name, or in the filter's sort. */
export function exportSelectedCustomers(db: Db, selection: CustomerSelection): Promise<string> {
  const { ids, matching } = parseInput(CustomerSelectionSchema, selection, 'Invalid selection')
  const criteria = matching
    ? { ...parseCustomerFilter(matching.filter), exceptIds: customerIds(matching.exceptIds) }
    : { ...parseCustomerFilter(null), onlyIds: customerIds(ids ?? []) }
  return customersCsv(db, criteria)
}

async function customersCsv(db: Db, filtered: CustomerCriteria): Promise<string> {
  const criteria = { ...filtered, skip: 0, pageSize: CUSTOMER_EXPORT_MAX + 1, after: undefined }
  const customers = await searchCustomerPage(db, criteria)
  if (customers.length > CUSTOMER_EXPORT_MAX) {
    throw badInput(
      `More than ${formatCount(CUSTOMER_EXPORT_MAX)} customers match; narrow the filters to at most ${formatCount(CUSTOMER_EXPORT_MAX)} to export them`,
    )
  }
  return toCsv(
    HEADER,
    customers.map((customer) => [
      fullName(customer),
      customer.email,
      customer.phoneNumber,
      customer.orders,
      centsToNumeric(customer.spentCents),
      customer.lastOrderAt?.toISOString(),
      customer.createdAt.toISOString(),
      customer.active ? 'Active' : 'Deactivated',
    ]),
  )
}
