import { z } from 'zod/mini'
import { dayParam, searchTermParam, urlParam } from '@/lib/url-search'
import type { AUDIT_AREAS, AuditRecordType } from '@/shared/audit-filter'
import { TEXT_MAX } from '@/shared/input-bounds'

/** The kinds of record as the URL names them: ?type=product&id=… (a record's page may link here so). */
export const RECORD_TYPE_PARAMS = [
  'product',
  'category',
  'order',
  'user',
  'role',
  'group',
] as const satisfies readonly Lowercase<AuditRecordType>[]
export type RecordTypeParam = (typeof RECORD_TYPE_PARAMS)[number]

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
