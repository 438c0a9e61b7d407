import { z } from 'zod/mini'
import { boundedInt, recordId, singleLineText, TEXT_MAX } from '@/shared/input-bounds'

/** The areas an audit event belongs to: the permission areas that change things, and sign-in (auth). */
export const AUDIT_AREAS = [
  'products',
  'inventory',
  'orders',
  'customers',
  'user_management',
  'settings',
  'auth',
] as const

/** The kinds of record an event names, as the GraphQL enum AuditRecordType spells them. */
export const AUDIT_RECORD_TYPES = ['PRODUCT', 'CATEGORY', 'ORDER', 'USER', 'ROLE', 'GROUP'] as const
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number]

export const AUDIT_PAGE = {
  /** The Activity screen's page when `first` is left out. */
  defaultSize: 50,
  /** A record's History tab's page when `first` is left out. */
  historySize: 20,
  maxSize: 200,
  /** Most events one CSV export holds (the newest ones). */
  exportMax: 10_000,
} as const

/** Why a date range is refused. */
export const AUDIT_RANGE_REVERSED = 'From must be before To'

const optionalText = (max: number, label: string) =>
  z.optional(
    z.pipe(
      singleLineText(max, label),
      z.transform((text) => text || undefined),
    ),
  )

/** A moment: a Date (the server's DateTime scalar) or its ISO text (a form's value). */
const moment = (label: string) =>
  z.optional(
    z.pipe(
      z.union([z.date(), z.string()], { error: `${label} must be a date and time` }),
      z.pipe(
        z.transform((value: Date | string) => new Date(value)),
        z.date({ error: `${label} must be a date and time` }),
      ),
    ),
  )

/**
 * The Activity screen's filter (AuditEventFilterInput): every key optional, blank text as absent. An action ending in
 * '.' matches every action it starts (product. → product.update, product.delete, …).
 */
export const AuditEventFilterSchema = z
  .object({
    actorId: z.optional(recordId('Person')),
    person: optionalText(TEXT_MAX.short, 'Person'),
    area: z.optional(z.enum(AUDIT_AREAS, { error: `Area must be one of ${AUDIT_AREAS.join(', ')}` })),
    action: optionalText(TEXT_MAX.short, 'Action'),
    recordType: z.optional(z.enum(AUDIT_RECORD_TYPES, { error: 'Unknown record type' })),
    recordId: z.optional(recordId('Record')),
    from: moment('From'),
    to: moment('To'),
    search: optionalText(TEXT_MAX.line, 'Search'),
  })
  .check(
    z.refine((filter) => !filter.recordId || filter.recordType, {
      message: 'Choose the kind of record too',
      path: ['recordType'],
    }),
    z.refine((filter) => !filter.from || !filter.to || filter.from < filter.to, {
      message: AUDIT_RANGE_REVERSED,
      path: ['to'],
    }),
  )

/** How many events one page holds: 1 to AUDIT_PAGE.maxSize. */
export const auditPageSizeSchema = boundedInt(1, AUDIT_PAGE.maxSize, 'First')
