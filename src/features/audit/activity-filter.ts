import type { AuditEventFilterInput } from '@/gql/graphql'
import type { AuditRecordType } from '@/shared/audit-filter'
import { isReversedDayRange } from '@/shared/order-search'
import type { ActivitySearch, RecordTypeParam } from './activity-search'

// Apart from the URL's schema, which the entry file holds: what only the screen and its loader need.

export const recordTypeOf = (param: RecordTypeParam) => param.toUpperCase() as AuditRecordType

/** Midnight at the start of a calendar day in the viewer's time zone, the days people pick and read times in. */
function dayStart(day: string, plusDays = 0): string {
  const start = new Date(`${day}T00:00:00`)
  start.setDate(start.getDate() + plusDays)
  return start.toISOString()
}

/**
 * The server's filter for the URL's: From from the start of its day, To up to the end of its day; a range that ends
 * before it starts is left out (the screen says why beside the dates).
 */
export function activityFilterOf(search: ActivitySearch): AuditEventFilterInput {
  const filter: AuditEventFilterInput = {}
  if (search.person) filter.person = search.person
  if (search.area) filter.area = search.area
  if (search.action) filter.action = search.action
  if (search.type) {
    filter.recordType = recordTypeOf(search.type)
    if (search.id) filter.recordId = search.id
  }
  if (!isReversedDayRange(search.from, search.to)) {
    if (search.from) filter.from = dayStart(search.from)
    if (search.to) filter.to = dayStart(search.to, 1)
  }
  if (search.q) filter.search = search.q
  return filter
}

/** Whether any filter narrows the list. */
export const isActivityFiltered = (search: ActivitySearch) => Object.values(search).some(Boolean)
