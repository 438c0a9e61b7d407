import type { Db } from '@/server/db/client'
import type { AuditChanges } from '@/server/db/schema'
import { verifyAuditChain } from '@/server/db/audit-log'
import { parseArgument, parseInput, withoutNulls } from '@/server/parse-input'
import {
  listAuditEvents,
  type AuditEventConditions,
  type AuditEventListRow,
  type AuditEventPosition,
} from '@/server/repositories/audit-event-list'
import { listCursor, parseListCursor } from '@/server/services/shared/list-cursor'
import {
  AUDIT_RECORD_TYPES,
  AuditEventFilterSchema,
  auditPageSizeSchema,
  type AuditRecordType,
} from '@/shared/audit-filter'

const CURSOR_KIND = 'audit'
const ISO_MICROSECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/

const cursorOf = ({ at, id }: AuditEventPosition) => listCursor(CURSOR_KIND, `${at}|${id}`)

function parseCursor(text: string): AuditEventPosition {
  return parseListCursor(CURSOR_KIND, 'after', text, (value) => {
    const [at = '', id = ''] = value.split('|')
    return ISO_MICROSECONDS.test(at) && /^\d{1,18}$/.test(id) ? { at, id: Number(id) } : undefined
  })
}

/** The record type as the table stores it ('product') for the GraphQL enum's (PRODUCT). */
export const storedRecordType = (type: AuditRecordType) => type.toLowerCase()

const recordTypeOf = (stored: string | null): AuditRecordType | null => {
  const type = stored?.toUpperCase()
  return (AUDIT_RECORD_TYPES as readonly string[]).includes(type ?? '') ? (type as AuditRecordType) : null
}

const jsonText = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value))

/** Field by field, in name order; a secret as changed without values. */
export function fieldChanges(changes: AuditChanges | null) {
  return Object.entries(changes ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([field, change]) =>
      'changed' in change
        ? { field, before: null, after: null, secret: true }
        : { field, before: jsonText(change.before), after: jsonText(change.after), secret: false },
    )
}

/** An event as GraphQL's AuditEvent serves it. */
const auditEventView = (row: AuditEventListRow) => ({
  ...row,
  id: String(row.id),
  recordType: recordTypeOf(row.recordType),
  changes: fieldChanges(row.changes),
  summary: jsonText(row.summary),
})

/** The filter as the resolvers receive it (GraphQL nulls for what is left out), checked; record types as stored. */
export function parseAuditFilter(input: object | null | undefined): AuditEventConditions {
  const { recordType, ...filter } = parseInput(AuditEventFilterSchema, withoutNulls(input), 'Invalid filter')
  return { ...filter, recordType: recordType && storedRecordType(recordType) }
}

/** One page of the events the conditions match, newest first, and the cursor of the next page when there is one. */
export async function readAuditPage(
  db: Db,
  conditions: AuditEventConditions,
  after: string | null | undefined,
  first: number,
): Promise<{ events: ReturnType<typeof auditEventView>[]; nextCursor: string | null }> {
  const size = parseArgument('first', auditPageSizeSchema, first)
  const rows = await listAuditEvents(db, conditions, after ? parseCursor(after) : undefined, size + 1)
  const page = rows.slice(0, size)
  const last = page[page.length - 1]
  return { events: page.map(auditEventView), nextCursor: rows.length > size && last ? cursorOf(last.position) : null }
}

/**
 * The walk of the chain under way, per database: visitors of the screen at the same time share it. A walk reads the
 * whole chain (at 10,000,000 events it takes minutes; the screen does not wait for it).
 */
const walks = new WeakMap<Db, ReturnType<typeof verifyAuditChain>>()

/** verifyAuditChain's answer as the screen shows it. */
export async function checkAuditChain(db: Db) {
  let walk = walks.get(db)
  if (!walk) {
    walk = verifyAuditChain(db)
    walks.set(db, walk)
    void walk.finally(() => walks.delete(db)).catch(() => undefined)
  }
  const { checked, unsealed, broken } = await walk
  return { checked, unsealed, brokenEventId: broken ? String(broken.id) : null, brokenReason: broken?.reason ?? null }
}
