import { and, desc, eq, getTableColumns, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { auditEvents, type AuditEventRow } from '@/server/db/schema'
import { containsPattern } from '@/server/repositories/like-pattern'
import { isUuid } from '@/server/repositories/uuid'

/** What the audit log is read by; the record type as stored ('product', 'user', …). */
export interface AuditEventConditions {
  actorId?: string
  person?: string
  area?: string
  /** Exact, or every action it starts when it ends with '.'. */
  action?: string
  recordType?: string
  recordId?: string
  from?: Date
  to?: Date
  search?: string
}

/** Where a page starts: after this event in the log's order (newest first: at, then id, descending). */
export interface AuditEventPosition {
  /** The event's time to the microsecond, as PostgreSQL wrote it (ISO, UTC). */
  at: string
  id: number
}

export type AuditEventListRow = Omit<AuditEventRow, 'seal' | 'prevHash' | 'hash'> & { position: AuditEventPosition }

function conditionsOf(filter: AuditEventConditions): (SQL | undefined)[] {
  const { action, search } = filter
  return [
    // An id that is not a UUID is nobody's: it matches nothing, without a cast error.
    filter.actorId === undefined
      ? undefined
      : isUuid(filter.actorId)
        ? eq(auditEvents.actorId, filter.actorId)
        : sql`false`,
    filter.person === undefined ? undefined : ilike(auditEvents.actorName, containsPattern(filter.person)),
    filter.area === undefined ? undefined : eq(auditEvents.area, filter.area),
    action === undefined
      ? undefined
      : action.endsWith('.')
        ? sql`${auditEvents.action} like ${`${action.replace(/[\\%_]/g, (char) => `\\${char}`)}%`}`
        : eq(auditEvents.action, action),
    filter.recordType === undefined ? undefined : eq(auditEvents.recordType, filter.recordType),
    filter.recordId === undefined ? undefined : eq(auditEvents.recordId, filter.recordId),
    filter.from === undefined ? undefined : gte(auditEvents.at, filter.from),
    filter.to === undefined ? undefined : lt(auditEvents.at, filter.to),
    search === undefined
      ? undefined
      : or(
          ilike(auditEvents.recordLabel, containsPattern(search)),
          ilike(auditEvents.action, containsPattern(search)),
          ilike(auditEvents.actorName, containsPattern(search)),
        ),
  ]
}

/** The event's time as text to the microsecond (a JavaScript Date keeps milliseconds): a cursor that misses none. */
const positionAt = sql<string>`to_char(${auditEvents.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

/**
 * Up to `limit` events matching the filter after `after`, newest first (keyset on at, id: each page one index range,
 * however deep). The chain's columns are left out: a reader has no use for them.
 */
export async function listAuditEvents(
  db: Db,
  filter: AuditEventConditions,
  after: AuditEventPosition | undefined,
  limit: number,
): Promise<AuditEventListRow[]> {
  const { seal: _seal, prevHash: _prevHash, hash: _hash, ...columns } = getTableColumns(auditEvents)
  const rows = await db
    .select({ ...columns, positionAt })
    .from(auditEvents)
    .where(
      and(
        ...conditionsOf(filter),
        after && sql`(${auditEvents.at}, ${auditEvents.id}) < (${after.at}::timestamptz, ${after.id})`,
      ),
    )
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(limit)
  return rows.map(({ positionAt: at, ...row }) => ({ ...row, position: { at, id: row.id } }))
}
