import { sql } from 'drizzle-orm'
import type { Db } from './client'
import { authEvents, peopleEvents } from './seed-audit-people'
import { orderHistory, productEvents } from './seed-audit-store'
import { moments, type DemoEvent } from './seed-audit-time'
import type { SeededPeople } from './seed-people'
import type { SeededRandom } from './seed-random'

/**
 * The demo store's audit log: what its staff did over the demo's 120 days, as the app would have recorded it. Order
 * status changes are the seeded orders' own history; price, status and stock changes walk back from each product's
 * present values, so a product's History ends where the product stands. Written with one INSERT, oldest first (ids
 * follow time), and chained by the caller with sealAuditEvents.
 */

/** Browsers staff sign in with (the audit benchmark's events use them too). */
export const DEMO_USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
]

const device = (random: SeededRandom) => ({
  address: random.chance(0.8) ? `10.20.${random.int(0, 15)}.${random.int(2, 254)}` : `203.0.113.${random.int(2, 254)}`,
  userAgent: random.pick(DEMO_USER_AGENTS),
})

/** Writes the demo's audit events (a few thousand) with one INSERT; the caller seals them. */
export async function seedAuditLog(db: Db, random: SeededRandom, people: SeededPeople, now: Date): Promise<number> {
  const editors = people.editors
  const admins = editors.settings
  const viewer = people.staff.find((person) => person.email === 'viewer@example.com')
  const events: DemoEvent[] = [
    ...(await productEvents(db, random, now, editors.products, editors.inventory)),
    ...(await orderHistory(db, random, now, editors.orders)),
    ...peopleEvents(random, now, people, editors),
    ...authEvents(random, now, people, viewer),
    ...moments(random, now, 3).map((at) => ({
      at,
      actor: random.pick(admins),
      action: 'audit.export',
      area: 'settings',
      summary: { selection: { filter: { area: 'products' } }, rows: random.int(100, 900) },
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime())

  const devices = new Map<string, ReturnType<typeof device>>()
  const rows = events.map((event, index) => {
    const { address, userAgent } = event.actor
      ? (devices.get(event.actor.id) ?? devices.set(event.actor.id, device(random)).get(event.actor.id)!)
      : device(random)
    return {
      at: event.at.toISOString(),
      actorId: event.actor?.id ?? null,
      actorName: event.actor?.fullName ?? null,
      address,
      userAgent,
      requestId: `req-${(index * 7_919) % 100_000}`,
      action: event.action,
      area: event.area,
      recordType: event.recordType ?? null,
      recordId: event.recordId ?? null,
      recordLabel: event.recordLabel ?? null,
      changes: event.changes ?? null,
      summary: event.summary ?? null,
    }
  })
  await db.execute(sql`
    insert into audit_events
      (at, actor_id, actor_name, address, user_agent, request_id, action, area, record_type, record_id, record_label,
       changes, summary)
    select (e->>'at')::timestamptz, (e->>'actorId')::uuid, e->>'actorName', e->>'address', e->>'userAgent',
           e->>'requestId', e->>'action', e->>'area', e->>'recordType', e->>'recordId', e->>'recordLabel',
           nullif(e->'changes', 'null'::jsonb), nullif(e->'summary', 'null'::jsonb)
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as t(e, n)
    order by n`)
  return rows.length
}

/** Whether the log already holds events (a seed over an existing log adds no demo events to it). */
export async function auditLogEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ any: boolean }>(sql`select exists (select 1 from audit_events) as any`)
  return !rows[0]?.any
}
