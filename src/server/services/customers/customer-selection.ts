import { z } from 'zod/mini'
import type { Db } from '@/server/db/client'
import { badInput } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import { customerIdsMatching, type CustomerCriteria } from '@/server/repositories/customer-list-repository'
import { isUuid } from '@/server/repositories/uuid'
import { parseCustomerFilter, type CustomerFilter } from '@/server/services/customers/customer-search'
import { bulkSelectionSchema, type BulkSelection } from '@/shared/bulk-selection'
import { countOf, formatCount } from '@/shared/count-text'

/** Most customers one bulk action changes; a wider selection is refused with a request to narrow it. */
const CUSTOMER_BULK_MAX = 10_000

// The filter is checked as the list's (parseCustomerFilter); here only that it is one.
const CustomerSelectionSchema = bulkSelectionSchema(
  'Customer',
  z.custom<CustomerFilter>((value) => typeof value === 'object' && value !== null),
)

/** The customers a bulk action means: the ids given, or every customer the filter matches but the excepted ones. */
export type CustomerSelection = BulkSelection<CustomerFilter>

const customerIds = (ids: readonly string[]) => ids.filter(isUuid)

/** The selection as list criteria: the ids given in name order, or the filter (in its sort) less the excepted. */
export function selectionCriteria(selection: CustomerSelection): CustomerCriteria {
  const { ids, matching } = parseInput(CustomerSelectionSchema, selection, 'Invalid selection')
  return matching
    ? { ...parseCustomerFilter(matching.filter), exceptIds: customerIds(matching.exceptIds) }
    : { ...parseCustomerFilter(null), onlyIds: customerIds(ids ?? []) }
}

/** The ids of the selected customers; more than 10,000 are refused: narrow the filters first. */
export async function selectedCustomerIds(db: Db, selection: CustomerSelection): Promise<string[]> {
  const found = await customerIdsMatching(db, selectionCriteria(selection), CUSTOMER_BULK_MAX + 1)
  if (found.length > CUSTOMER_BULK_MAX) {
    throw badInput(
      `More than ${countOf(CUSTOMER_BULK_MAX, 'customer')} are selected; narrow the filters to at most ${formatCount(CUSTOMER_BULK_MAX)}`,
    )
  }
  return found
}
