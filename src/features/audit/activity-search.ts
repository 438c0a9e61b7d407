import { z } from 'zod/mini'
import type { AuditEventFilterInput } from '@/gql/graphql'
import { dayParam, searchTermParam, urlParam } from '@/lib/url-search'
import type { AUDIT_AREAS, AuditRecordType } from '@/shared/audit-filter'
import { TEXT_MAX } from '@/shared/input-bounds'
import { isReversedDayRange } from '@/shared/order-search'

/** The kinds of record as the URL names them: ?type=product&id=… (a record's page may link here so). */
export const RECORD_TYPE_PARAMS = [
  'product',
  'category',
  'order',
  'user',
  'role',
  'group',
] as const satisfies readonly Lowercase<AuditRecordType>[]
type RecordTypeParam = (typeof RECORD_TYPE_PARAMS)[number]

/**
 * The areas of src/shared/audit-filter.ts, written out: the URL's schema is in the entry file, which does without the
 * server's filter schema beside them.
 */
const AREA_PARAMS = [
  'products',
  'inventory',
  'orders',
  'customers',
  'user_management',
  'settings',
  'auth',
] as const satisfies readonly (typeof AUDIT_AREAS)[number][]

/** A person's name, an action or a record's id: what the server takes (longer reads as absent). */
const shortTextParam = () => urlParam(z.string().check(z.maxLength(TEXT_MAX.short)))

/** The Activity screen's filters, kept in the URL: a reload or a shared link shows the same events. */
export const ActivitySearch = z.object({
  /** People whose name at the time contains this. */
  person: shortTextParam(),
  area: urlParam(z.enum(AREA_PARAMS)),
  /** An action or the start of one: product. for every product change. */
  action: shortTextParam(),
  type: urlParam(z.enum(RECORD_TYPE_PARAMS)),
  /** A record's id; it needs its type (the server refuses an id alone), so without one it waits. */
  id: shortTextParam(),
  from: dayParam(),
  to: dayParam(),
  q: searchTermParam(),
})
export type ActivitySearch = z.infer<typeof ActivitySearch>

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
