import type { Db } from '@/server/db/client'
import { badInput } from '@/server/errors'
import { parseInput } from '@/server/parse-input'
import { countOrders } from '@/server/repositories/order-count-repository'
import { parseOrderId } from '@/server/repositories/order-ids'
import type { OrderCriteria } from '@/server/repositories/order-conditions'
import { isUuid } from '@/server/repositories/uuid'
import { findOrderById, searchOrderPage, type OrderModel } from '@/server/repositories/order-repository'
import { listCursor, parseListCursor } from '@/server/services/shared/list-cursor'
import { parsePaging } from '@/server/services/shared/search-paging'
import {
  DELIVERY_METHODS,
  findDeliveryMethod,
  findOrderStatus,
  findPaymentMethod,
  ORDER_STATUSES,
  PAYMENT_METHODS,
} from '@/shared/order-status'
import { DATE_RANGE_REVERSED, ISO_DAY, ORDER_SEARCH } from '@/shared/order-search'
import { sortParametersSchema } from '@/shared/list-sort'
import { filterParameters, firstValue, SearchParametersSchema, type SearchParameter } from '@/shared/search-parameters'

const RESERVED = [
  ORDER_SEARCH.pageSizeKey,
  ORDER_SEARCH.skipKey,
  ORDER_SEARCH.afterKey,
  ORDER_SEARCH.searchKey,
  ORDER_SEARCH.sortByKey,
  ORDER_SEARCH.sortOrderKey,
]
const SortSchema = sortParametersSchema(ORDER_SEARCH.sortFields)
const FILTER_KEYS = [
  ORDER_SEARCH.statusKey,
  ORDER_SEARCH.deliveryMethodKey,
  ORDER_SEARCH.paymentMethodKey,
  ORDER_SEARCH.fromKey,
  ORDER_SEARCH.toKey,
  ORDER_SEARCH.customerKey,
]
const DAY_MS = 86_400_000
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/

/** Every value of a filter as one of the allowed names (ignoring case and underscores); BAD_USER_INPUT otherwise. */
function enumValues<T extends string>(
  filter: SearchParameter,
  find: (text: string) => T | undefined,
  allowed: readonly T[],
): T[] {
  return filter.value.map((value) => {
    const found = find(value)
    if (!found) throw badInput(`Unknown ${filter.key} ${value}`, { [filter.key]: `One of ${allowed.join(', ')}` })
    return found
  })
}

/** An ISO date or date-time. A bare date as To means the end of that (UTC) day. */
function dateBound(filter: SearchParameter, end: boolean): { at: Date; inclusive: boolean } {
  const text = filter.value[0]!.trim()
  const at = new Date(text)
  if (!ISO_DATE.test(text) || Number.isNaN(at.getTime())) {
    throw badInput(`${filter.key} must be an ISO date such as 2026-11-01`, { [filter.key]: 'An ISO date' })
  }
  return end && ISO_DAY.test(text) ? { at: new Date(at.getTime() + DAY_MS), inclusive: false } : { at, inclusive: true }
}

/** A customer's id; BAD_USER_INPUT for anything that cannot be one. */
function customerId(filter: SearchParameter): string {
  const id = filter.value[0]!.trim()
  if (!isUuid(id)) throw badInput(`${filter.key} must be a customer's id`, { [filter.key]: "A customer's id" })
  return id
}

/** The search term: an order id (a leading # is allowed) or part of a customer's name. */
const searchTerm = (text: string | undefined) => text?.trim().replace(/^#/, '') || undefined

/** Turns the spec's parameter list into search criteria, refusing keys and values it does not know. */
export function parseOrderSearch(parameters: readonly SearchParameter[]): OrderCriteria {
  parseInput(SearchParametersSchema, parameters, 'Invalid search')
  const sort = parseInput(
    SortSchema,
    {
      SortBy: firstValue(parameters, ORDER_SEARCH.sortByKey) ?? ORDER_SEARCH.defaultSortBy,
      SortOrder: firstValue(parameters, ORDER_SEARCH.sortOrderKey) ?? ORDER_SEARCH.defaultSortOrder,
    },
    'Invalid sort',
  )
  const criteria: OrderCriteria = {
    sortBy: sort.SortBy,
    sortOrder: sort.SortOrder,
    search: searchTerm(firstValue(parameters, ORDER_SEARCH.searchKey)),
    statuses: null,
    deliveryMethods: null,
    paymentMethods: null,
    from: null,
    to: null,
    ...parsePaging(parameters, ORDER_SEARCH),
  }
  const after = firstValue(parameters, ORDER_SEARCH.afterKey)
  if (after) criteria.after = parseListCursor('order', ORDER_SEARCH.afterKey, after, parseOrderId)
  for (const filter of filterParameters(parameters, RESERVED)) {
    switch (filter.key) {
      case ORDER_SEARCH.statusKey:
        criteria.statuses = enumValues(filter, findOrderStatus, ORDER_STATUSES)
        break
      case ORDER_SEARCH.deliveryMethodKey:
        criteria.deliveryMethods = enumValues(filter, findDeliveryMethod, DELIVERY_METHODS)
        break
      case ORDER_SEARCH.paymentMethodKey:
        criteria.paymentMethods = enumValues(filter, findPaymentMethod, PAYMENT_METHODS)
        break
      case ORDER_SEARCH.fromKey:
        criteria.from = dateBound(filter, false).at
        break
      case ORDER_SEARCH.toKey:
        criteria.to = dateBound(filter, true)
        break
      case ORDER_SEARCH.customerKey:
        criteria.customerId = customerId(filter)
        break
      default:
        throw badInput(`Orders cannot be filtered by ${filter.key}`, {
          [filter.key]: `Filters: ${FILTER_KEYS.join(', ')}`,
        })
    }
  }
  const { from, to } = criteria
  if (from && to && (to.inclusive ? from > to.at : from >= to.at)) {
    throw badInput(DATE_RANGE_REVERSED, { [ORDER_SEARCH.fromKey]: DATE_RANGE_REVERSED })
  }
  return criteria
}

/**
 * A page of orders and how many match: exact, or with a search term exact up to `countCap` and "at least" beyond;
 * with the cursor that continues after the page.
 */
export async function searchOrders(db: Db, parameters: readonly SearchParameter[], countCap: number) {
  const criteria = parseOrderSearch(parameters)
  const [orders, count] = await Promise.all([searchOrderPage(db, criteria), countOrders(db, criteria, countCap)])
  const last = orders.at(-1)
  return {
    orders,
    nextCursor: last ? listCursor('order', last.id) : null,
    pagination: {
      totalCount: count.totalCount,
      totalCountIsLowerBound: count.isLowerBound,
      skip: criteria.skip,
      pageSize: criteria.pageSize,
    },
  }
}

/** The order a GraphQL id names; undefined for an unknown id or one that cannot be an order's. */
export async function orderById(db: Db, idText: string): Promise<OrderModel | undefined> {
  const id = parseOrderId(idText)
  return id === undefined ? undefined : findOrderById(db, id)
}
