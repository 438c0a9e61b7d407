import type { Db } from '@/server/db/client'
import { parseInput, withoutNulls } from '@/server/parse-input'
import {
  countCustomers,
  searchCustomerPage,
  type CustomerCriteria,
} from '@/server/repositories/customer-list-repository'
import { isUuid } from '@/server/repositories/uuid'
import { listCursor, parseListCursor } from '@/server/services/shared/list-cursor'
import { CUSTOMER_LIST_PAGE_SIZE, CustomerFilterSchema, type CustomerSortField } from '@/shared/customer-schemas'
import { toCents } from '@/shared/money'

const DAY_MS = 86_400_000

/** The customers list's filter as the API takes it (the schema's CustomerFilterInput). */
export interface CustomerFilter {
  search?: string | null
  hasOrders?: boolean | null
  active?: boolean | null
  spentMin?: number | null
  spentMax?: number | null
  lastOrderFrom?: string | null
  lastOrderTo?: string | null
  pageSize?: number | null
  skip?: number | null
  after?: string | null
  sortBy?: CustomerSortField | null
  sortOrder?: 'ASC' | 'DESC' | null
}

const CURSOR_KIND = 'customer'

/** The filter as search criteria; BAD_USER_INPUT, on the field, for values out of bounds or reversed ranges. */
export function parseCustomerFilter(filter: CustomerFilter | null | undefined): CustomerCriteria {
  const values = parseInput(CustomerFilterSchema, withoutNulls(filter), 'Invalid customer filter')
  const criteria: CustomerCriteria = {
    search: values.search || undefined,
    hasOrders: values.hasOrders ?? null,
    active: values.active ?? null,
    spentMinCents: values.spentMin == null ? null : toCents(values.spentMin),
    spentMaxCents: values.spentMax == null ? null : toCents(values.spentMax),
    lastOrderFrom: values.lastOrderFrom ? new Date(`${values.lastOrderFrom}T00:00:00Z`) : null,
    // The last day is included whole (UTC).
    lastOrderTo: values.lastOrderTo ? new Date(Date.parse(`${values.lastOrderTo}T00:00:00Z`) + DAY_MS) : null,
    sortBy: filter?.sortBy ?? 'NAME',
    sortOrder: filter?.sortOrder === 'DESC' ? 'desc' : 'asc',
    skip: values.skip ?? 0,
    pageSize: values.pageSize ?? CUSTOMER_LIST_PAGE_SIZE,
  }
  if (filter?.after) {
    criteria.after = parseListCursor(CURSOR_KIND, 'after', filter.after, (id) => (isUuid(id) ? id : undefined))
  }
  return criteria
}

/**
 * A page of customers, how many match (exact up to `countCap`, flagged as a lower bound beyond) and the cursor that
 * continues after the page.
 */
export async function searchCustomers(db: Db, filter: CustomerFilter | null | undefined, countCap: number) {
  const criteria = parseCustomerFilter(filter)
  const customers = await searchCustomerPage(db, criteria)
  // A page by offset that is not full ends the matches: they are those skipped and its own, with no second search
  // (a narrow search, a phone or an email, reads its trigram index once). An empty page past the end says nothing.
  const pageEndsMatches =
    criteria.after === undefined &&
    customers.length < criteria.pageSize &&
    (customers.length > 0 || criteria.skip === 0) &&
    criteria.skip + customers.length <= countCap
  const count = pageEndsMatches
    ? { totalCount: criteria.skip + customers.length, isLowerBound: false }
    : await countCustomers(db, criteria, countCap)
  const last = customers.at(-1)
  return {
    customers,
    nextCursor: last && customers.length === criteria.pageSize ? listCursor(CURSOR_KIND, last.id) : null,
    pagination: {
      totalCount: count.totalCount,
      totalCountIsLowerBound: count.isLowerBound,
      skip: criteria.skip,
      pageSize: criteria.pageSize,
    },
  }
}
