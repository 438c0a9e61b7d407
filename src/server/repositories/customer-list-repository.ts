import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { customerAccounts, users } from '@/server/db/schema'
import { cappedCount } from '@/server/repositories/capped-count'
import { containsPattern } from '@/server/repositories/like-pattern'
import type { SortDirection } from '@/shared/list-sort'
import type { CustomerSortField } from '@/shared/customer-schemas'

/** A customer as the API sees them: the account's user row with its version and lifetime figures. */
const customerColumns = {
  ...getTableColumns(users),
  version: customerAccounts.version,
  orders: customerAccounts.orders,
  revenueOrders: customerAccounts.revenueOrders,
  spentCents: customerAccounts.spentCents,
  firstOrderAt: customerAccounts.firstOrderAt,
  lastOrderAt: customerAccounts.lastOrderAt,
}

/** Users joined with their customer account: only customers. */
export const customerRows = (db: Db) =>
  db.select(customerColumns).from(users).innerJoin(customerAccounts, eq(customerAccounts.userId, users.id))

export type CustomerModel = Awaited<ReturnType<ReturnType<typeof customerRows>['execute']>>[number]

export interface CustomerCriteria {
  search?: string
  /** null: any. */
  hasOrders: boolean | null
  active: boolean | null
  /** Total spent within [min, max] cents; null: open. */
  spentMinCents: number | null
  spentMaxCents: number | null
  /** Last order within [from, to); null: open. */
  lastOrderFrom: Date | null
  lastOrderTo: Date | null
  sortBy: CustomerSortField
  sortOrder: SortDirection
  skip: number
  pageSize: number
  /** Keyset paging: the page starts after this customer in the criteria's order, and `skip` is not applied. */
  after?: string
  /** A bulk action's selection: only these customers, or all but these. */
  onlyIds?: readonly string[]
  exceptIds?: readonly string[]
}

// Nulls (no phone, no order yet) sort first as the lowest values, so that a row comparison can continue after them.
const SORT_COLUMNS: Record<CustomerSortField, (SQL | AnyColumn)[]> = {
  NAME: [users.firstName, users.lastName],
  EMAIL: [users.email],
  PHONE: [sql`coalesce(${users.phoneNumber}, '')`],
  ORDERS: [customerAccounts.orders],
  SPENT: [customerAccounts.spentCents],
  LAST_ORDER: [sql`coalesce(${customerAccounts.lastOrderAt}, '-infinity'::timestamptz)`],
  SINCE: [users.createdAt],
}

/** The digits of a term that looks like a phone number (digits, spaces and signs alone, three digits or more). */
const phoneDigits = (term: string) => {
  const digits = term.replace(/\D/g, '')
  return /^[\d\s()+.-]+$/.test(term) && digits.length >= 3 ? digits : undefined
}

/**
 * Name, email or phone containing the term, or the phone's digits those of a phone-like term. Each alternative is one
 * trigram index's expression (users_search_trgm_idx, users_phone_trgm_idx, users_phone_digits_trgm_idx), so the
 * candidates come from a bitmap OR of them; the full name or the email then decides for the first.
 */
function searchCondition(term: string): SQL {
  const pattern = containsPattern(term)
  const digits = phoneDigits(term)
  const nameOrEmail = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) like lower(${pattern})
    and ((${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern} or ${users.email} ilike ${pattern})`
  return or(
    sql`(${nameOrEmail})`,
    sql`${users.phoneNumber} ilike ${pattern}`,
    digits ? sql`regexp_replace(${users.phoneNumber}, '\\D', '', 'g') like ${`%${digits}%`}` : undefined,
  )!
}

function conditions(criteria: CustomerCriteria): SQL[] {
  const where: SQL[] = []
  if (criteria.search) where.push(searchCondition(criteria.search))
  if (criteria.hasOrders !== null) {
    where.push(criteria.hasOrders ? gt(customerAccounts.orders, 0) : eq(customerAccounts.orders, 0))
  }
  if (criteria.active !== null) where.push(eq(users.active, criteria.active))
  if (criteria.spentMinCents !== null) where.push(gte(customerAccounts.spentCents, criteria.spentMinCents))
  if (criteria.spentMaxCents !== null) where.push(lte(customerAccounts.spentCents, criteria.spentMaxCents))
  if (criteria.lastOrderFrom) where.push(gte(customerAccounts.lastOrderAt, criteria.lastOrderFrom))
  if (criteria.lastOrderTo) where.push(lt(customerAccounts.lastOrderAt, criteria.lastOrderTo))
  if (criteria.onlyIds) where.push(inArray(users.id, [...criteria.onlyIds]))
  if (criteria.exceptIds?.length) where.push(notInArray(users.id, [...criteria.exceptIds]))
  return where
}

/** The rows after customer `id` in this order: a row comparison with that customer's sort key (read once). */
function afterCustomer(sortKey: (SQL | AnyColumn)[], ascending: boolean, id: string): SQL {
  const of = (column: SQL | AnyColumn) =>
    sql`(select ${column} from ${users} join ${customerAccounts} on ${customerAccounts.userId} = ${users.id}
      where ${users.id} = ${id})`
  const keys = sql.join(sortKey, sql`, `)
  const values = sql.join([...sortKey.slice(0, -1).map(of), sql`${id}::uuid`], sql`, `)
  return ascending ? sql`(${keys}) > (${values})` : sql`(${keys}) < (${values})`
}

/** A page of the matching customers in the criteria's order, ties by id in the same direction. */
export function searchCustomerPage(db: Db, criteria: CustomerCriteria): Promise<CustomerModel[]> {
  const ascending = criteria.sortOrder === 'asc'
  const sortKey = [...SORT_COLUMNS[criteria.sortBy], users.id]
  const after = criteria.after === undefined ? undefined : afterCustomer(sortKey, ascending, criteria.after)
  return customerRows(db)
    .where(and(...conditions(criteria), after))
    .orderBy(...sortKey.map((column) => (ascending ? asc(column) : desc(column))))
    .limit(criteria.pageSize)
    .offset(after ? 0 : criteria.skip)
}

/** How many customers match, exact up to `cap` and flagged as a lower bound beyond it. */
export function countCustomers(db: Db, criteria: CustomerCriteria, cap: number) {
  const matches = db
    .select({ one: sql`1` })
    .from(users)
    .innerJoin(customerAccounts, eq(customerAccounts.userId, users.id))
    .where(and(...conditions(criteria)))
    .limit(cap + 1)
  return cappedCount(db, matches, cap)
}

/** The ids of the customers matching, at most `limit`. */
export async function customerIdsMatching(db: Db, criteria: CustomerCriteria, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(customerAccounts, eq(customerAccounts.userId, users.id))
    .where(and(...conditions(criteria)))
    .limit(limit)
  return rows.map((row) => row.id)
}
