import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import { asc, desc, gt, lt, sql } from 'drizzle-orm'
import type { Db, Tx } from './client'
import { auditEvents, type AuditChanges, type AuditEventRow } from './schema'

/**
 * The audit log's one write path. Every event is appended by `recordAudit` inside a transaction: it takes a
 * transaction-level advisory lock on a fixed key, reads the last event's hash and chains the new one to it, so
 * concurrent writers queue for the chain's end (the lock is held until commit, so the id order is the chain order).
 */

/** Who acted, and from where. */
export interface AuditActor {
  id: string | null
  name: string | null
  address: string | null
  userAgent: string | null
  requestId: string | null
}

export const NO_ACTOR: AuditActor = { id: null, name: null, address: null, userAgent: null, requestId: null }

export interface AuditEvent {
  action: string
  area?: string | null
  recordType?: string | null
  recordId?: string | null
  recordLabel?: string | null
  changes?: AuditChanges | null
  summary?: Record<string, unknown> | null
}

/** The first event's prev_hash. */
const GENESIS_HASH = '0'.repeat(64)

/** pg_advisory_xact_lock key of the chain's end ('audit' in ASCII). */
const CHAIN_LOCK = 0x6175646974

/** JSON with keys sorted at every level and undefined left out: what jsonb gives back hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString())
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

type HashedContent = Omit<AuditEventRow, 'id' | 'prevHash' | 'hash'>

/** sha256 over the previous hash and the event's canonical content (everything but id and the hashes). */
function eventHash(prevHash: string, row: HashedContent): string {
  const content: HashedContent = {
    at: row.at,
    actorId: row.actorId,
    actorName: row.actorName,
    address: row.address,
    userAgent: row.userAgent,
    requestId: row.requestId,
    action: row.action,
    area: row.area,
    recordType: row.recordType,
    recordId: row.recordId,
    recordLabel: row.recordLabel,
    changes: row.changes,
    summary: row.summary,
  }
  return createHash('sha256')
    .update(`${prevHash}\n${canonicalJson(content)}`)
    .digest('hex')
}

const NUL = String.fromCharCode(0)
/** A surrogate without its pair. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Longest text an event keeps of any one value (an id, a name, a field's value): a hostile input is not worth more. */
const MAX_STORED_TEXT = 1_000

/**
 * What the database can store of a value from a request: PostgreSQL refuses NUL in text and lone surrogates in jsonb,
 * and a 1 MB "id" would only bloat the log. Strings are made well-formed, NUL becomes U+FFFD, and long ones are cut.
 */
function storable<T>(value: T): T {
  if (typeof value !== 'string') return value
  const clean = value.replaceAll(NUL, '\uFFFD').replace(LONE_SURROGATE, '\uFFFD')
  return (clean.length > MAX_STORED_TEXT ? `${clean.slice(0, MAX_STORED_TEXT)}… (${clean.length} characters)` : clean) as T
}

/** Appends one event to the chain, in the caller's transaction. */
export async function recordAudit(tx: Tx, actor: AuditActor, event: AuditEvent): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`)
  const [last] = await tx.select({ hash: auditEvents.hash }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1)
  const prevHash = last?.hash ?? GENESIS_HASH
  // JSON round trip: what jsonb stores (dates as strings, no undefined), so the hash verifies after reading back;
  // every string storable (see `storable`).
  const json = <T>(value: T | null | undefined): T | null =>
    value == null ? null : (JSON.parse(JSON.stringify(value), (_, item: unknown) => storable(item)) as T)
  const text = (value: string | null | undefined) => (value == null ? null : storable(value))
  const content: HashedContent = {
    at: new Date(),
    actorId: actor.id,
    actorName: text(actor.name),
    address: text(actor.address),
    userAgent: text(actor.userAgent),
    requestId: text(actor.requestId),
    action: event.action,
    area: event.area ?? null,
    recordType: event.recordType ?? null,
    recordId: text(event.recordId),
    recordLabel: text(event.recordLabel),
    changes: json(event.changes),
    summary: json(event.summary),
  }
  await tx.insert(auditEvents).values({ ...content, prevHash, hash: eventHash(prevHash, content) })
}

/** One event in a transaction of its own: for what happens outside any change (a refusal, a failed sign-in). */
export async function recordAuditAlone(db: Db, actor: AuditActor, event: AuditEvent): Promise<void> {
  await db.transaction((tx) => recordAudit(tx, actor, event))
}

// ───────────── the mutation being served ─────────────

/**
 * The audit of one GraphQL mutation: its first transaction (through `transaction()`, src/server/db/transaction.ts)
 * runs `begin` before and `finish` after its work and records the event `finish` returns, in that transaction.
 */
export interface AuditScope {
  actor: AuditActor
  begin(tx: Tx): Promise<void>
  finish(tx: Tx, result: unknown): Promise<AuditEvent | undefined>
  /** waiting: no transaction yet; open: inside the recording one; recorded: committed with its event. */
  state: 'waiting' | 'open' | 'recorded'
  /** What the services said on the way (the account signing in, the record a change made, refusals to keep). */
  notes: AuditNote
  /** Events to keep even though the mutation fails (a failed sign-in, a reused refresh token). */
  failures: AuditEvent[]
}

interface AuditNote {
  actor?: Pick<AuditActor, 'id' | 'name'>
  recordId?: string
  recordLabel?: string
  summary?: Record<string, unknown>
}

const scopes = new AsyncLocalStorage<AuditScope>()

export const runInAuditScope = <T>(scope: AuditScope, work: () => Promise<T>): Promise<T> => scopes.run(scope, work)

/** A service's word to the mutation's event (ignored outside a mutation, e.g. when seeding). */
export function noteAudit(note: AuditNote): void {
  const scope = scopes.getStore()
  if (scope) Object.assign(scope.notes, note)
}

/** An event kept even when the mutation fails: written on its own after the failed transaction rolled back. */
export function noteAuditFailure(event: AuditEvent, actor?: Pick<AuditActor, 'id' | 'name'>): void {
  const scope = scopes.getStore()
  if (!scope) return
  if (actor) scope.notes.actor = actor
  scope.failures.push(event)
}

/** Runs a transaction's work; the mutation's first transaction also records its event (see AuditScope). */
export async function auditedWork<T>(tx: Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  const scope = scopes.getStore()
  if (!scope || scope.state !== 'waiting') return work(tx)
  scope.state = 'open'
  try {
    await scope.begin(tx)
    const result = await work(tx)
    const event = await scope.finish(tx, result)
    if (event) await recordAudit(tx, scopeActor(scope), event)
    return result
  } catch (error) {
    scope.state = 'waiting'
    throw error
  }
}

/** Whether the next transaction is the one to record the mutation's event. */
export const auditScopeWaiting = () => scopes.getStore()?.state === 'waiting'

/** After the recording transaction committed (or failed): a later transaction of the mutation records nothing. */
export function settleAuditScope(committed: boolean): void {
  const scope = scopes.getStore()
  if (scope) scope.state = committed ? 'recorded' : 'waiting'
}

export const scopeActor = (scope: AuditScope): AuditActor => ({ ...scope.actor, ...scope.notes.actor })

// ───────────── reading, purging, verifying ─────────────

/** Events in chain order, `batch` at a time after `afterId`. */
const auditEventsAfter = (db: Db, afterId: number, batch: number) =>
  db.select().from(auditEvents).where(gt(auditEvents.id, afterId)).orderBy(asc(auditEvents.id)).limit(batch)

interface ChainCheck {
  checked: number
  /** The first event whose prev_hash or hash does not match, and why. */
  broken?: { id: number; reason: string }
}

/**
 * Walks the chain from its start. After a purge the first kept event's prev_hash is the hash of the last purged one,
 * which the purge's own event names (`summary.lastPurgedHash`), so the walk starts from that anchor.
 */
export async function verifyAuditChain(db: Db, batch = 1000): Promise<ChainCheck> {
  let checked = 0
  let afterId = 0
  let prevHash: string | undefined
  for (;;) {
    const rows = await auditEventsAfter(db, afterId, batch)
    if (!rows.length) return { checked }
    for (const row of rows) {
      if (prevHash === undefined) prevHash = await chainAnchor(db, row.prevHash)
      if (row.prevHash !== prevHash) return { checked, broken: { id: row.id, reason: 'prev_hash does not match' } }
      if (eventHash(row.prevHash, row) !== row.hash) {
        return { checked, broken: { id: row.id, reason: 'content does not match its hash' } }
      }
      prevHash = row.hash
      checked++
    }
    afterId = rows[rows.length - 1]!.id
  }
}

/** Where the kept chain starts: the genesis, or the last purged event's hash as the latest purge recorded it. */
async function chainAnchor(db: Db, firstPrevHash: string): Promise<string> {
  if (firstPrevHash === GENESIS_HASH) return GENESIS_HASH
  const purges = await db
    .select({ summary: auditEvents.summary })
    .from(auditEvents)
    .where(sql`${auditEvents.action} = 'audit.purge' and ${auditEvents.summary}->>'lastPurgedHash' is not null`)
    .orderBy(desc(auditEvents.id))
    .limit(1)
  const anchor = purges[0]?.summary?.lastPurgedHash
  return typeof anchor === 'string' ? anchor : GENESIS_HASH
}

/** Deletes the events older than `before` (the retention purge, the one DELETE the trigger lets through). */
export async function purgeAuditEvents(db: Db, before: Date, actor: AuditActor = NO_ACTOR): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`)
    await tx.execute(sql`select set_config('app.audit_purge', 'on', true)`)
    const purged = await tx
      .delete(auditEvents)
      .where(lt(auditEvents.at, before))
      .returning({ id: auditEvents.id, hash: auditEvents.hash })
    await tx.execute(sql`select set_config('app.audit_purge', 'off', true)`)
    const last = purged.reduce<(typeof purged)[number] | undefined>(
      (latest, row) => (!latest || row.id > latest.id ? row : latest),
      undefined,
    )
    await recordAudit(tx, actor, {
      action: 'audit.purge',
      area: 'settings',
      summary: { before: before.toISOString(), purged: purged.length, lastPurgedHash: last?.hash ?? null },
    })
    return purged.length
  })
}
