import type { Db } from '@/server/db/client'
import { listAuditEvents, type AuditEventConditions } from '@/server/repositories/audit-event-list'
import { fieldChanges } from '@/server/services/audit-log-reading'
import { AUDIT_PAGE } from '@/shared/audit-filter'
import { toCsv } from '@/shared/csv'

const HEADER = [
  'Time',
  'Person',
  'Person ID',
  'Action',
  'Area',
  'Record type',
  'Record ID',
  'Record',
  'Changes',
  'Details',
  'Address',
  'User agent',
  'Request ID',
]

/** A change as a line of text: "price: "10.00" → "12.50"", a secret as "password: changed". */
const changesText = (changes: ReturnType<typeof fieldChanges>) =>
  changes
    .map(({ field, before, after, secret }) =>
      secret ? `${field}: changed` : `${field}: ${before ?? '(none)'} → ${after ?? '(none)'}`,
    )
    .join('; ')

/**
 * CSV of the newest AUDIT_PAGE.exportMax events the conditions match, newest first; every cell safe against
 * spreadsheet formula injection (a person's name or a label may start with '=').
 */
export async function exportAuditEvents(db: Db, conditions: AuditEventConditions): Promise<string> {
  const rows = await listAuditEvents(db, conditions, undefined, AUDIT_PAGE.exportMax)
  return toCsv(
    HEADER,
    rows.map((row) => [
      row.at.toISOString(),
      row.actorName,
      row.actorId,
      row.action,
      row.area,
      row.recordType,
      row.recordId,
      row.recordLabel,
      changesText(fieldChanges(row.changes)),
      row.summary ? JSON.stringify(row.summary) : '',
      row.address,
      row.userAgent,
      row.requestId,
    ]),
  )
}
