import type { Db } from '@/server/db/client'
import { badInput } from '@/server/errors'
import { searchCustomerPage, type CustomerCriteria } from '@/server/repositories/customer-list-repository'
import { parseCustomerFilter, type CustomerFilter } from '@/server/services/customers/customer-search'
import { selectionCriteria, type CustomerSelection } from '@/server/services/customers/customer-selection'
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

/** The same CSV as exportCustomers, of the chosen customers only: by name, or in the filter's sort. */
export const exportSelectedCustomers = (db: Db, selection: CustomerSelection) =>
  customersCsv(db, selectionCriteria(selection))

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
