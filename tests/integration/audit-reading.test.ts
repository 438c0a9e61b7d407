import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sealAuditEvents } from '@/server/db/audit-log'
import { AUDIT_AREAS, AUDIT_PAGE, AUDIT_RANGE_REVERSED } from '@/shared/audit-filter'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

const EVENTS = `query ($filter: AuditEventFilterInput, $after: String, $first: Int) {
  auditEvents(filter: $filter, after: $after, first: $first) {
    nextCursor
    events { id at actorId actorName action area recordType recordId recordLabel summary
      changes { field before after secret } }
  }
}`
const HISTORY = `query ($recordType: AuditRecordType!, $recordId: ID!, $after: String, $first: Int) {
  recordHistory(recordType: $recordType, recordId: $recordId, after: $after, first: $first) {
    nextCursor
    events { id action recordLabel changes { field before after secret } }
  }
}`
const EXPORT = 'query ($filter: AuditEventFilterInput) { exportAuditEvents(filter: $filter) }'
const CHAIN = 'query { auditChain { checked unsealed brokenEventId brokenReason } }'

interface Page {
  nextCursor: string | null
  events: { id: string; action: string; recordLabel: string | null; [key: string]: unknown }[]
}

/** An event as the table holds it, for the brute-force answers below. */
type StoredEvent = {
  id: string
  at: string
  actor_id: string | null
  actor_name: string | null
  area: string | null
  action: string
  record_type: string | null
  record_id: string | null
  record_label: string | null
}

const ZELDA = randomUUID()
const BOB = randomUUID()
const PRODUCT = randomUUID()
const STAFF_USER = randomUUID()

/**
 * Events of every kind, two people and none, over a few weeks; some share a moment to the microsecond (the id orders
 * them), some are a microsecond apart (a cursor kept to the millisecond would skip or repeat them).
 */
function fixtureEvents() {
  const actors = [
    [ZELDA, 'Zelda Quartz'],
    [BOB, '=Bob Formula'],
    [null, null],
  ] as const
  const kinds = [
    ['product.update', 'products', 'product', PRODUCT, 'SKU-AUD-1 Quartz lamp'],
    ['product.delete', 'products', 'product', randomUUID(), 'SKU 50% off'],
    ['products.export', 'products', null, null, null],
    ['order.status', 'orders', 'order', '1001', '#1001'],
    ['role.grant', 'user_management', 'user', STAFF_USER, 'Zed Staff'],
    ['auth.sign_in_failed', 'auth', null, null, null],
    ['inventory.upload', 'inventory', null, null, null],
    ['category.update', 'products', 'category', '7', 'Lamps'],
  ] as const
  const base = Date.UTC(2026, 5, 1)
  return Array.from({ length: 61 }, (_, index) => {
    const [actorId, actorName] = actors[index % 3]!
    const [action, area, recordType, recordId, recordLabel] = kinds[index % kinds.length]!
    // Every fourth event shares the moment of the one before it; the others are 9 hours and a few µs apart.
    const step = index - Math.floor(index / 4)
    const at = `${new Date(base + step * 9 * 3_600_000).toISOString().slice(0, 19)}.${String(100_000 + step).padStart(6, '0')}Z`
    const secret = action === 'role.grant'
    const changes = recordType
      ? secret
        ? {
            passwordHash: { changed: true },
            roles: { before: ['employee (20)'], after: ['admin (20)', 'employee (20)'] },
          }
        : { price: { before: '10.00', after: `${index}.50` }, name: { before: null, after: 'Lamp' } }
      : null
    const summary = recordType ? null : { rows: index, selection: { status: 'ACTIVE' } }
    return { at, actorId, actorName, action, area, recordType, recordId, recordLabel, changes, summary }
  })
}

describe.each(DATABASE_TARGETS)('reading the audit log on %s', (target) => {
  let server: TestServer
  let admin: string
  let viewer: string
  const db = () => server.database.db

  const events = async (variables: Record<string, unknown>, token = admin) => {
    const result = await server.gql<{ auditEvents: Page }>(EVENTS, variables, token)
    expect(result.errors).toBeUndefined()
    return result.data!.auditEvents
  }
  /** Every page of the filter, `first` at a time: the ids in the order served. */
  const walk = async (filter: Record<string, unknown> | undefined, first: number) => {
    const ids: string[] = []
    let after: string | null = null
    for (let pages = 0; pages < 1_000; pages++) {
      const page: Page = await events({ filter, after, first })
      expect(page.events.length).toBeLessThanOrEqual(first)
      ids.push(...page.events.map((event) => event.id))
      if (!page.nextCursor) return ids
      after = page.nextCursor
    }
    throw new Error('the pages never end')
  }
  const stored = async () =>
    (
      await db().execute<StoredEvent>(
        sql`select id::text as id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at, actor_id::text as actor_id,
              actor_name, area, action, record_type, record_id, record_label
            from audit_events`,
      )
    ).rows
  /** The events the predicate keeps, newest first (at, then id, descending): what every page walk must give. */
  const expected = async (keep: (event: StoredEvent) => boolean) =>
    (await stored())
      .filter(keep)
      .sort((a, b) => (a.at === b.at ? Number(b.id) - Number(a.id) : a.at < b.at ? 1 : -1))
      .map((event) => event.id)
  const contains = (value: string | null, part: string) => (value ?? '').toLowerCase().includes(part.toLowerCase())

  beforeAll(async () => {
    server = await startTestServer(target)
    admin = await server.signIn('admin@example.com')
    viewer = await server.signIn('viewer@example.com')
    await db().execute(sql`
      insert into audit_events (at, actor_id, actor_name, action, area, record_type, record_id, record_label, changes, summary)
      select (e->>'at')::timestamptz, (e->>'actorId')::uuid, e->>'actorName', e->>'action', e->>'area', e->>'recordType',
             e->>'recordId', e->>'recordLabel', e->'changes', e->'summary'
      from jsonb_array_elements(${JSON.stringify(fixtureEvents())}::jsonb) as e`)
  })
  afterAll(() => server?.close())

  it('walks every event exactly once, newest first, whatever the page size', async () => {
    const all = await db().execute<{ id: string }>(
      sql`select id::text as id from audit_events order by at desc, id desc`,
    )
    const brute = all.rows.map((row) => row.id)
    expect(brute.length).toBeGreaterThanOrEqual(61)
    for (const first of [1, 7, 50, 200]) expect(await walk(undefined, first)).toEqual(brute)
  })

  it.each([
    ['actorId', { actorId: ZELDA }, (e: StoredEvent) => e.actor_id === ZELDA],
    ['person, any case', { person: 'zELDA q' }, (e: StoredEvent) => contains(e.actor_name, 'zelda q')],
    ['area', { area: 'orders' }, (e: StoredEvent) => e.area === 'orders'],
    ['an exact action', { action: 'product.update' }, (e: StoredEvent) => e.action === 'product.update'],
    ['an action prefix', { action: 'product.' }, (e: StoredEvent) => e.action.startsWith('product.')],
    [
      'a record',
      { recordType: 'PRODUCT', recordId: PRODUCT },
      (e: StoredEvent) => e.record_type === 'product' && e.record_id === PRODUCT,
    ],
    [
      'a date range, from inclusive, to exclusive',
      { from: '2026-06-05T09:00:00.104Z', to: '2026-06-10T00:00:00Z' },
      (e: StoredEvent) => e.at >= '2026-06-05T09:00:00.104' && e.at < '2026-06-10T00:00:00',
    ],
    [
      'free text over the label, the action and the person',
      { search: 'QUARTZ' },
      (e: StoredEvent) => [e.record_label, e.action, e.actor_name].some((text) => contains(text, 'quartz')),
    ],
    [
      'free text with a wildcard taken literally',
      { search: '50%' },
      (e: StoredEvent) => contains(e.record_label, '50%'),
    ],
    [
      'several at once',
      { actorId: BOB, area: 'products', from: '2026-06-03T00:00:00Z' },
      (e: StoredEvent) => e.actor_id === BOB && e.area === 'products' && e.at >= '2026-06-03',
    ],
  ])('filters by %s, every page of it', async (_name, filter, keep) => {
    const want = await expected(keep)
    expect(want.length).toBeGreaterThan(0)
    expect(await walk(filter, 3)).toEqual(want)
  })

  it('serves the event itself: before → after as JSON, secrets as changed, the summary as JSON', async () => {
    const [grant] = (await events({ filter: { action: 'role.grant', actorId: ZELDA }, first: 1 })).events
    expect(grant).toMatchObject({
      actorName: 'Zelda Quartz',
      area: 'user_management',
      recordType: 'USER',
      recordId: STAFF_USER,
      recordLabel: 'Zed Staff',
      summary: null,
      changes: [
        { field: 'passwordHash', before: null, after: null, secret: true },
        { field: 'roles', before: '["employee (20)"]', after: '["admin (20)","employee (20)"]', secret: false },
      ],
    })
    const [upload] = (await events({ filter: { action: 'inventory.upload' }, first: 1 })).events
    expect(upload?.changes).toEqual([])
    expect(JSON.parse(upload!.summary as string)).toMatchObject({ selection: { status: 'ACTIVE' } })
  })

  it('refuses a bad filter, page size or cursor with a reason', async () => {
    const refusal = async (variables: Record<string, unknown>) => {
      const result = await server.gql(EVENTS, variables, admin)
      return [errorCode(result), result.errors?.[0]?.message]
    }
    expect(await refusal({ first: 201 })).toEqual(['BAD_USER_INPUT', 'Invalid input: First must be at most 200'])
    expect(await refusal({ after: 'not-a-cursor' })).toEqual([
      'BAD_USER_INPUT',
      'after must be a nextCursor of an earlier page',
    ])
    expect(await refusal({ filter: { area: 'nowhere' } })).toEqual([
      'BAD_USER_INPUT',
      `Invalid filter: Area must be one of ${AUDIT_AREAS.join(', ')}`,
    ])
    expect(await refusal({ filter: { from: '2026-06-02T00:00:00Z', to: '2026-06-01T00:00:00Z' } })).toEqual([
      'BAD_USER_INPUT',
      `Invalid filter: ${AUDIT_RANGE_REVERSED}`,
    ])
    expect(await refusal({ filter: { recordId: PRODUCT } })).toEqual([
      'BAD_USER_INPUT',
      'Invalid filter: Choose the kind of record too',
    ])
  })

  it('keeps the log, its export and its check to holders of store settings View', async () => {
    for (const query of [EVENTS, EXPORT, CHAIN]) {
      const result = await server.gql(query, {}, viewer)
      expect(errorCode(result)).toBe('FORBIDDEN')
      expect(result.errors?.[0]?.message).toBe('You need View permission in store settings to do this.')
    }
  })

  it("shows a record's history to whoever may view the record", async () => {
    const history = await server.gql<{ recordHistory: Page }>(
      HISTORY,
      { recordType: 'PRODUCT', recordId: PRODUCT, first: 2 },
      viewer,
    )
    expect(history.errors).toBeUndefined()
    const want = await expected((e) => e.record_type === 'product' && e.record_id === PRODUCT)
    expect(history.data!.recordHistory.events.map((event) => event.id)).toEqual(want.slice(0, 2))
    expect(history.data!.recordHistory.events[0]).toMatchObject({
      action: 'product.update',
      recordLabel: 'SKU-AUD-1 Quartz lamp',
      changes: [
        { field: 'name', before: null, after: '"Lamp"', secret: false },
        { field: 'price', before: '"10.00"', after: expect.stringMatching(/^"\d+\.50"$/), secret: false },
      ],
    })
    const rest = await server.gql<{ recordHistory: Page }>(
      HISTORY,
      { recordType: 'PRODUCT', recordId: PRODUCT, after: history.data!.recordHistory.nextCursor },
      viewer,
    )
    expect(rest.data!.recordHistory.events.map((event) => event.id)).toEqual(want.slice(2))
    // A staff member's history is user management's: the viewer holds none.
    const staff = await server.gql(HISTORY, { recordType: 'USER', recordId: STAFF_USER }, viewer)
    expect(errorCode(staff)).toBe('FORBIDDEN')
    expect(staff.errors?.[0]?.message).toBe('You need View permission in user management to do this.')
  })

  it("shows a customer's history to customer service, but not a staff member's", async () => {
    const service = await server.signIn('customer-service@example.com')
    const customer = await db().execute<{ id: string }>(
      sql`select u.id::text as id from users u join customer_accounts c on c.user_id = u.id
          where u.email = 'customer@example.com'`,
    )
    const customerId = customer.rows[0]!.id
    const own = await server.gql(HISTORY, { recordType: 'USER', recordId: customerId }, service)
    expect(own.errors).toBeUndefined()
    expect(errorCode(await server.gql(HISTORY, { recordType: 'USER', recordId: STAFF_USER }, service))).toBe(
      'FORBIDDEN',
    )
    expect(errorCode(await server.gql(HISTORY, { recordType: 'ORDER', recordId: '1001' }, service))).toBe('FORBIDDEN')
  })

  it('exports the filtered events as CSV, newest first, formulas defused, and records the export', async () => {
    const filter = { actorId: BOB, action: 'product.' }
    const result = await server.gql<{ exportAuditEvents: string }>(EXPORT, { filter }, admin)
    expect(result.errors).toBeUndefined()
    const lines = result.data!.exportAuditEvents.split('\r\n')
    expect(lines[0]).toBe(
      'Time,Person,Person ID,Action,Area,Record type,Record ID,Record,Changes,Details,Address,User agent,Request ID',
    )
    const want = await expected((e) => e.actor_id === BOB && e.action.startsWith('product.'))
    expect(lines.slice(1, -1)).toHaveLength(want.length)
    expect(lines.at(-1)).toBe('')
    const rows = await stored()
    const newest = rows.find((row) => row.id === want[0])!
    const cells = [`${newest.at.slice(0, 23)}Z`, "'=Bob Formula", BOB, newest.action, 'products', 'product']
    const price = (
      await db().execute<{ price: string }>(
        sql`select changes->'price'->>'after' as price from audit_events where id = ${newest.id}`,
      )
    ).rows[0]!.price
    expect(lines[1]).toBe(
      `${[...cells, newest.record_id, newest.record_label].join(',')},"name: (none) → ""Lamp""; price: ""10.00"" → ""${price}""",,,,`,
    )
    const [recorded] = (await events({ filter: { action: 'audit.export' }, first: 1 })).events
    expect(recorded).toMatchObject({ action: 'audit.export', area: 'settings', actorName: 'Ada Admin' })
    expect(JSON.parse(recorded!.summary as string)).toEqual({
      selection: { filter },
      rows: want.length,
    })
  })

  it('checks the chain, and names an event a superuser altered behind the trigger', async () => {
    await sealAuditEvents(db())
    const intact = await server.gql<{ auditChain: Record<string, unknown> }>(CHAIN, {}, admin)
    const total = await db().execute<{ count: number }>(sql`select count(*)::int as count from audit_events`)
    expect(intact.data?.auditChain).toEqual({
      checked: total.rows[0]!.count,
      unsealed: 0,
      brokenEventId: null,
      brokenReason: null,
    })
    const [victim] = await expected((e) => e.action === 'order.status')
    await db().transaction(async (tx) => {
      await tx.execute(sql`alter table audit_events disable trigger audit_events_append_only`)
      await tx.execute(sql`update audit_events set record_label = '#9999' where id = ${victim}`)
      await tx.execute(sql`alter table audit_events enable trigger audit_events_append_only`)
    })
    const broken = await server.gql<{ auditChain: Record<string, unknown> }>(CHAIN, {}, admin)
    expect(broken.data?.auditChain).toMatchObject({
      brokenEventId: victim,
      brokenReason: 'content does not match its hash',
    })
  })

  it('exports at most 10,000 events, the newest', async () => {
    await db().execute(sql`
      insert into audit_events (at, actor_name, action, area)
      select timestamptz '2030-01-01T00:00:00Z' + n * interval '1 second', 'Probe ' || n, 'probe.many', 'settings'
      from generate_series(1, ${AUDIT_PAGE.exportMax + 5}) as n`)
    const result = await server.gql<{ exportAuditEvents: string }>(EXPORT, { filter: { action: 'probe.many' } }, admin)
    const rows = result.data!.exportAuditEvents.split('\r\n').slice(1, -1)
    expect(rows).toHaveLength(AUDIT_PAGE.exportMax)
    expect(rows[0]).toMatch(/^2030-01-01T02:46:45\.000Z,Probe 10005,,probe\.many,settings,/)
    expect(rows.at(-1)).toMatch(/^2030-01-01T00:00:06\.000Z,Probe 6,/)
  })
})
