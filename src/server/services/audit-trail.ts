import type { Db, Tx } from '@/server/db/client'
import {
  canonicalJson,
  recordAudit,
  recordAuditAlone,
  runInAuditScope,
  scopeActor,
  type AuditActor,
  type AuditEvent,
  type AuditScope,
} from '@/server/db/audit-log'
import type { AuditChanges } from '@/server/db/schema'
import { auditSnapshot, type AuditRecordType, type AuditSnapshot } from '@/server/repositories/audit-snapshots'
import { fullName } from '@/shared/names'

/** A mutation's arguments, as GraphQL hands them over. */
export type AuditArgs = Record<string, unknown>

/**
 * How one mutation is recorded: its action and area, and either the one record it changes (found from its
 * arguments, or from what its transaction returns when it creates the record) or, for a bulk change, a summary.
 */
export interface AuditSpec {
  action: string | ((args: AuditArgs) => string)
  area: string
  record?: {
    type: AuditRecordType
    /** The record's id from the arguments (or the actor, for their own profile); known before the change. */
    id?: (args: AuditArgs, actor: AuditActor) => string | undefined
    /** The record the change made: from the transaction's result. */
    created?: true
  }
  /** A bulk change: one event with the selection (the arguments) and the counts of the transaction's result. */
  bulk?: true
}

/** Fields kept as "changed" without their values. */
const SECRET_FIELDS = new Set(['passwordHash', 'passwordResetLink', 'tokenHash'])

/** An empty list or text says nothing a missing one does not (a new user's roles, a deleted role's areas). */
const nothingIfEmpty = (value: unknown) =>
  value === undefined || value === '' || (Array.isArray(value) && !value.length) ? null : value

/** Before → after of exactly the fields that differ; a created record has no before, a deleted one no after. */
function changedFields(before: AuditSnapshot | undefined, after: AuditSnapshot | undefined): AuditChanges | null {
  const hidden = new Set([...SECRET_FIELDS, ...(before?.personal ?? []), ...(after?.personal ?? [])])
  const changes: AuditChanges = {}
  for (const key of new Set([...Object.keys(before?.fields ?? {}), ...Object.keys(after?.fields ?? {})])) {
    const was = nothingIfEmpty(before?.fields[key])
    const is = nothingIfEmpty(after?.fields[key])
    if (canonicalJson(was) === canonicalJson(is)) continue
    changes[key] = hidden.has(key) ? { changed: true } : { before: was, after: is }
  }
  return Object.keys(changes).length ? changes : null
}

/** What a bulk change's result says in numbers: its counts, and the length of its lists. */
function resultCounts(result: unknown): Record<string, number> {
  if (Array.isArray(result)) return { count: result.length }
  if (!result || typeof result !== 'object') return typeof result === 'number' ? { count: result } : {}
  const counts: Record<string, number> = {}
  for (const [key, value] of Object.entries(result)) {
    if (typeof value === 'number') counts[key] = value
    else if (Array.isArray(value)) counts[key] = value.length
  }
  return counts
}

/**
 * Whether `value` is an uploaded file: a Blob, or the server's own kind of one (GraphQL Yoga's files are not this
 * runtime's Blob), known by what a Blob has. Walked as an object, a file's bytes would be written out one by one.
 */
const isFile = (value: object): value is Blob & { name?: string } =>
  value instanceof Blob ||
  (typeof (value as Blob).arrayBuffer === 'function' && typeof (value as Blob).size === 'number')

/** The selection as JSON: files by name and size, nothing else but plain values. */
function plainArguments(value: unknown): unknown {
  if (value && typeof value === 'object' && isFile(value)) return { file: value.name ?? 'upload', bytes: value.size }
  if (Array.isArray(value)) return value.map(plainArguments)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainArguments(item)]))
  }
  return value
}

const createdId = (result: unknown): string | undefined => {
  if (typeof result === 'string' || typeof result === 'number') return String(result)
  if (result && typeof result === 'object' && 'id' in result) return String(result.id)
  return undefined
}

/** The person acting, by their user row (the name as it is now), and where the request came from. */
export const auditActor = (
  user: { id: string; firstName: string; lastName: string } | undefined,
  request: Omit<AuditActor, 'id' | 'name'>,
): AuditActor => ({ ...request, id: user?.id ?? null, name: user ? fullName(user) : null })

/**
 * Runs one mutation's resolver with its audit: the event is written by the mutation's first transaction (see
 * `transaction()`), or, when it succeeded without a transaction (removing an image already gone), on its own after.
 * Events the services kept for a failure (a failed sign-in) are written on their own when it fails.
 */
export async function runAudited<T>(
  db: Db,
  actor: AuditActor,
  spec: AuditSpec,
  args: AuditArgs,
  resolve: () => Promise<T>,
): Promise<T> {
  const action = typeof spec.action === 'string' ? spec.action : spec.action(args)
  const record = spec.record
  let before: AuditSnapshot | undefined
  let began = false
  /** The record an update names: in its arguments, or as the service noted it (the account signing in). */
  const knownId = () => record?.id?.(args, scopeActor(scope)) ?? scope.notes.recordId
  const event = async (tx: Tx | Db, result: unknown): Promise<AuditEvent> => {
    const base = { action, area: spec.area }
    if (spec.bulk) {
      return { ...base, summary: { selection: plainArguments(args), ...resultCounts(result), ...scope.notes.summary } }
    }
    const recordId = record?.created ? createdId(result) : knownId()
    if (!record || !recordId)
      return { ...base, recordType: record?.type, recordId, recordLabel: scope.notes.recordLabel }
    // A change made outside any transaction (none should be) has no before to compare with: no fields then.
    const after = began || record.created ? await auditSnapshot(tx, record.type, recordId) : undefined
    return {
      ...base,
      recordType: record.type,
      recordId,
      recordLabel: after?.label ?? before?.label ?? scope.notes.recordLabel,
      changes: changedFields(before, after),
      summary: scope.notes.summary,
    }
  }
  const scope: AuditScope = {
    actor,
    state: 'waiting',
    notes: {},
    failures: [],
    bulk: spec.bulk === true,
    async begin(tx) {
      began = true
      const id = record && !record.created ? knownId() : undefined
      before = id ? await auditSnapshot(tx, record!.type, id) : undefined
    },
    finish: event,
  }
  let result: T
  try {
    result = await runInAuditScope(scope, resolve)
  } catch (error) {
    // The caller gets the mutation's own error, also when the database cannot take these events either.
    for (const failure of scope.failures) await recordAuditAlone(db, scopeActor(scope), failure).catch(() => undefined)
    throw error
  }
  // One INSERT on its own: without a transaction of the mutation's there is no before to compare (see `event`).
  if (scope.state !== 'recorded') await recordAudit(db, scopeActor(scope), await event(db, undefined))
  return result
}

/** Data rows of a CSV text with a header line (a quoted field may hold line breaks). */
function csvRowCount(csv: string): number {
  let lines = 0
  let quoted = false
  for (const char of csv) {
    if (char === '"') quoted = !quoted
    else if (char === '\n' && !quoted) lines++
  }
  if (csv.length && !csv.endsWith('\n')) lines++
  return Math.max(0, lines - 1)
}

/** How an export is recorded; a CSV list's rows are counted, a JSON document (a customer's data) is not a list. */
export interface ExportSpec {
  action: string
  area: string
  document?: 'csv' | 'json'
}

/** An export (a read: no transaction to share), recorded on its own once its file is made: which list, how many rows. */
export const recordExport = (db: Db, actor: AuditActor, spec: ExportSpec, args: AuditArgs, file: string) =>
  recordAuditAlone(db, actor, {
    action: spec.action,
    area: spec.area,
    summary: {
      selection: plainArguments(args),
      ...(spec.document === 'json' ? { bytes: Buffer.byteLength(file) } : { rows: csvRowCount(file) }),
    },
  })

/** A refusal for missing permission, recorded on its own (the refused change, if any, rolled back). */
export const recordRefusal = (
  db: Db,
  actor: AuditActor,
  details: { operation?: string; path?: string; reason: string },
) => recordAuditAlone(db, actor, { action: 'access.denied', summary: details })
