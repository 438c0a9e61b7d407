import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import { and, asc, desc, gt, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from './client'
import { auditEvents, type AuditChanges, type AuditEventRow } from './schema'

/**
 * The audit log's one write path. `recordAudit` appends an event with one INSERT in the caller's transaction: no lock
 * and no read, so writers never queue for each other. The hash chain is made afterwards, outside any request, by
 * `sealAuditEvents` (the server runs it every few seconds, `npm run audit:verify` before it checks): it chains the
 * events not yet sealed in id order after the last sealed one, setting their `seal` (place in the chain), `prev_hash`
 * and `hash` once; the trigger lets nothing else change an event. An event whose transaction commits late is sealed in
 * a later pass, at the chain's end: the chain's order is `seal`, not the id.
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

type HashedContent = Omit<AuditEventRow, 'id' | 'seal' | 'prevHash' | 'hash'>

/** sha256 over the previous hash and the event's canonical content (its id and everything but the chain's columns). */
function eventHash(prevHash: string, row: HashedContent & { id: number }): string {
  const content: HashedContent & { id: number } = {
    id: row.id,
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
/** Most items an event keeps of any one list (a selection's ids): the rest are counted, not stored. */
const MAX_STORED_ITEMS = 100

/**
 * What the database can store of a value from a request: PostgreSQL refuses NUL in text and lone surrogates in jsonb,
 * and a 1 MB "id" would only bloat the log. Strings are made well-formed, NUL becomes U+FFFD, and long ones are cut;
 * a list keeps its first MAX_STORED_ITEMS items and its length.
 */
function storable<T>(value: T): T {
  if (Array.isArray(value) && value.length > MAX_STORED_ITEMS) {
    return [...value.slice(0, MAX_STORED_ITEMS), `… (${value.length} items)`] as T
  }
  if (typeof value !== 'string') return value
  const clean = value.replaceAll(NUL, '\uFFFD').replace(LONE_SURROGATE, '\uFFFD')
  return (
    clean.length > MAX_STORED_TEXT ? `${clean.slice(0, MAX_STORED_TEXT)}… (${clean.length} characters)` : clean
  ) as T
}

/** A text from a request as the log keeps it (see `storable`); none stays none. */
const text = (value: string | null | undefined) => (value == null ? null : storable(value))

/** Appends one event, in the caller's transaction (or on its own, given the database): one INSERT. */
export async function recordAudit(tx: Tx | Db, actor: AuditActor, event: AuditEvent): Promise<void> {
  // JSON round trip: what jsonb stores (dates as strings, no undefined); every string storable (see `storable`).
  const json = <T>(value: T | null | undefined): T | null =>
    value == null ? null : (JSON.parse(JSON.stringify(value), (_, item: unknown) => storable(item)) as T)
  await tx.insert(auditEvents).values({
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
  })
}

/** One event on its own: for what happens outside any change (a refusal, a failed sign-in, an export). */
export const recordAuditAlone = (db: Db, actor: AuditActor, event: AuditEvent): Promise<void> =>
  recordAudit(db, actor, event)

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
  /** A bulk mutation: its records' own events go beside its summary (one record's change is the mutation's event). */
  bulk: boolean
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

/** What an event of a bulk change says of each record: the action, area and record type all its rows share. */
export interface EachRecordEvent {
  action: string
  area: string
  recordType: string
}

/**
 * One event per record of a bulk change, beside the change's summary event, so that each record's History shows it:
 * `rows` is a SELECT of (record_id text, record_label text, changes jsonb), written by one INSERT … SELECT in the
 * change's transaction whatever the number of records; rows whose changes are null (nothing changed) are left out.
 * Outside a bulk mutation nothing is written: seeding, or one record's change made through the bulk path (the
 * mutation's own event names it).
 */
export async function recordEachChange(tx: Tx, event: EachRecordEvent, rows: SQL): Promise<void> {
  const scope = scopes.getStore()
  if (!scope?.bulk) return
  const actor = scopeActor(scope)
  await tx.execute(sql`
    insert into audit_events (at, actor_id, actor_name, address, user_agent, request_id, action, area, record_type,
      record_id, record_label, changes)
    select now(), ${actor.id}::uuid, ${text(actor.name)}, ${text(actor.address)}, ${text(actor.userAgent)},
      ${text(actor.requestId)}, ${event.action}, ${event.area}, ${event.recordType}, r.record_id, r.record_label,
      r.changes
    from (${rows}) as r (record_id, record_label, changes)
    where r.changes is not null
    order by r.record_id`)
}

/** `recordEachChange`'s rows from a list the caller holds (a few hundred orders or people, not a catalogue). */
export const eachRecordRows = (records: { recordId: string; recordLabel: string | null; changes: AuditChanges }[]) =>
  sql`select record_id, record_label, changes
      from jsonb_to_recordset(${JSON.stringify(records.map((record) => ({ record_id: record.recordId, record_label: record.recordLabel, changes: record.changes })))}::jsonb)
        as r (record_id text, record_label text, changes jsonb)`

// ───────────── sealing, verifying, purging ─────────────

/** pg_try_advisory_xact_lock key of the sealer ('seal' in ASCII): one sealer at a time; writers never take it. */
const SEAL_LOCK = 0x7365616c

/** Where the chain goes on from when no sealed event is left (all purged): the latest purge's last hash and seal. */
async function purgeAnchor(db: Db | Tx): Promise<{ hash: string; seal: number }> {
  const [purge] = await db
    .select({ summary: auditEvents.summary })
    .from(auditEvents)
    .where(sql`${auditEvents.action} = 'audit.purge' and ${auditEvents.summary}->>'lastPurgedHash' is not null`)
    .orderBy(desc(auditEvents.id))
    .limit(1)
  const hash = purge?.summary?.lastPurgedHash
  const seal = purge?.summary?.lastPurgedSeal
  return typeof hash === 'string' && typeof seal === 'number' ? { hash, seal } : { hash: GENESIS_HASH, seal: 0 }
}

/**
 * Chains the events not sealed yet, `batch` at a time, and answers how many it sealed. Another sealer at work (the
 * advisory lock is taken, not waited for) makes this one return 0 at once.
 */
export async function sealAuditEvents(db: Db, batch = 5_000): Promise<number> {
  let total = 0
  for (;;) {
    const sealed = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${SEAL_LOCK}) as locked`,
      )
      if (!rows[0]?.locked) return 0
      const pending = await tx
        .select()
        .from(auditEvents)
        .where(isNull(auditEvents.seal))
        .orderBy(asc(auditEvents.id))
        .limit(batch)
      if (!pending.length) return 0
      const [last] = await tx
        .select({ hash: auditEvents.hash, seal: auditEvents.seal })
        .from(auditEvents)
        .where(isNotNull(auditEvents.seal))
        .orderBy(desc(auditEvents.seal))
        .limit(1)
      let { hash: prevHash, seal } =
        last?.hash && last.seal ? { hash: last.hash, seal: last.seal } : await purgeAnchor(tx)
      const links = pending.map((row) => {
        seal += 1
        const hash = eventHash(prevHash, row)
        const link = { id: row.id, seal, prevHash, hash }
        prevHash = hash
        return link
      })
      await tx.execute(sql`select set_config('app.audit_seal', 'on', true)`)
      await tx.execute(sql`
        update audit_events as e
        set seal = (link->>'seal')::bigint, prev_hash = link->>'prevHash', hash = link->>'hash'
        from jsonb_array_elements(${JSON.stringify(links)}::jsonb) as link
        where e.id = (link->>'id')::bigint`)
      await tx.execute(sql`select set_config('app.audit_seal', 'off', true)`)
      return pending.length
    })
    total += sealed
    if (sealed < batch) return total
  }
}

/**
 * Seals every `intervalMs` in the background, one pass at a time (a pass that fails is logged and the next one
 * tries again). `stop` waits for the pass under way.
 */
export function startAuditSealer(db: Db, intervalMs: number, log: { error(details: object, message: string): void }) {
  let running: Promise<unknown> = Promise.resolve()
  const timer = setInterval(() => {
    running = running.then(() =>
      sealAuditEvents(db).catch((error: unknown) => log.error({ err: error }, 'audit: sealing failed')),
    )
  }, intervalMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}

interface ChainCheck {
  checked: number
  /** Events not sealed yet (written since the sealer last ran): not checked. */
  unsealed: number
  /** The first event whose link or hash does not match, and why. */
  broken?: { id: number; reason: string }
}

/**
 * Walks the sealed chain in seal order from its start. After a purge the first kept event's prev_hash is the hash of
 * the last purged one, which the purge's own event names (`summary.lastPurgedHash`), so the walk starts from that
 * anchor. A missing event shows as a gap in the seals or a prev_hash that is not its predecessor's hash.
 */
export async function verifyAuditChain(db: Db, batch = 1000): Promise<ChainCheck> {
  let checked = 0
  let afterSeal = 0
  let previous: { hash: string; seal: number } | undefined
  const [{ unsealed } = { unsealed: 0 }] = (
    await db.execute<{ unsealed: number }>(sql`select count(*)::int as unsealed from audit_events where seal is null`)
  ).rows
  for (;;) {
    const rows = await db
      .select()
      .from(auditEvents)
      .where(and(isNotNull(auditEvents.seal), gt(auditEvents.seal, afterSeal)))
      .orderBy(asc(auditEvents.seal))
      .limit(batch)
    if (!rows.length) return { checked, unsealed }
    for (const row of rows) {
      if (!previous) {
        previous = row.prevHash === GENESIS_HASH ? { hash: GENESIS_HASH, seal: 0 } : await purgeAnchor(db)
      }
      const broken = (reason: string) => ({ checked, unsealed, broken: { id: row.id, reason } })
      if (row.seal !== previous.seal + 1 || row.prevHash !== previous.hash) {
        return broken('prev_hash does not match (an event before it is missing or was changed)')
      }
      if (eventHash(row.prevHash, row) !== row.hash) return broken('content does not match its hash')
      previous = { hash: row.hash, seal: row.seal }
      checked++
    }
    afterSeal = rows[rows.length - 1]!.seal!
  }
}

/**
 * Deletes the sealed events older than `before` (the retention purge, the one DELETE the trigger lets through): the
 * chain's start up to the last event sealed before the cutoff, so what is kept stays one chain from the purge's anchor.
 */
export async function purgeAuditEvents(db: Db, before: Date, actor: AuditActor = NO_ACTOR): Promise<number> {
  await sealAuditEvents(db)
  return db.transaction(async (tx) => {
    const [edge] = await tx
      .select({ seal: sql<number | null>`max(${auditEvents.seal})` })
      .from(auditEvents)
      .where(and(lt(auditEvents.at, before), isNotNull(auditEvents.seal)))
    const upTo = edge?.seal == null ? 0 : Number(edge.seal)
    await tx.execute(sql`select set_config('app.audit_purge', 'on', true)`)
    const purged = upTo
      ? await tx
          .delete(auditEvents)
          .where(and(isNotNull(auditEvents.seal), lte(auditEvents.seal, upTo)))
          .returning({ seal: auditEvents.seal, hash: auditEvents.hash })
      : []
    await tx.execute(sql`select set_config('app.audit_purge', 'off', true)`)
    const last = purged.find((row) => row.seal === upTo)
    await recordAudit(tx, actor, {
      action: 'audit.purge',
      area: 'settings',
      summary: {
        before: before.toISOString(),
        purged: purged.length,
        lastPurgedHash: last?.hash ?? null,
        lastPurgedSeal: last?.seal ?? null,
      },
    })
    return purged.length
  })
}
