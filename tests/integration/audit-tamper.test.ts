import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditCommand } from '../../scripts/audit-log'
import { NO_ACTOR, purgeAuditEvents, recordAuditAlone, sealAuditEvents, verifyAuditChain } from '@/server/db/audit-log'
import { migrate, openDatabase, type Database } from '@/server/db/client'
import { databaseErrorCode } from '@/server/db/database-error-code'
import { purgeExpiredAuditEvents } from '@/server/db/audit-retention'
import { createTestDatabase } from '@/server/db/test-database'
import { DATABASE_TARGETS } from './support/test-server'

/**
 * The audit log is append-only in the database itself (a trigger refuses UPDATE, DELETE and TRUNCATE but the sealer's
 * one setting of an event's place in the chain and the retention purge), and `npm run audit:verify` finds an event
 * changed behind the trigger's back by a superuser.
 */
describe.each(DATABASE_TARGETS)('the audit log against tampering on %s', (target) => {
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>> | undefined
  let database: Database
  const db = () => database.db
  const actor = { ...NO_ACTOR, id: null, name: 'Tess Tester', address: '127.0.0.1' }
  const record = (label: string) =>
    recordAuditAlone(db(), actor, {
      action: 'product.update',
      area: 'products',
      recordType: 'product',
      recordId: label,
      recordLabel: label,
      changes: { price: { before: '1.00', after: '2.50' } },
    })
  const ids = async () =>
    (await db().execute<{ id: number }>(sql`select id::int as id from audit_events order by id`)).rows.map(
      (row) => row.id,
    )
  const refusal = (statement: ReturnType<typeof sql>) =>
    db()
      .execute(statement)
      .then(
        () => 'allowed',
        (error: unknown) => databaseErrorCode(error),
      )
  const verify = () => auditCommand(db(), 'verify', { now: new Date(), retentionDays: 730 })

  beforeAll(async () => {
    testDatabase = target === 'postgres' ? await createTestDatabase() : undefined
    database = await openDatabase({ url: testDatabase?.url })
    await migrate(database)
    for (const label of ['SKU-1', 'SKU-2', 'SKU-3']) await record(label)
  })
  afterAll(async () => {
    await database?.close()
    await testDatabase?.drop()
  })

  it('refuses UPDATE, DELETE and TRUNCATE, and sealing but by the sealer', async () => {
    expect(await refusal(sql`update audit_events set record_label = 'SKU-9'`)).toBe('42501')
    expect(await refusal(sql`update audit_events set seal = id, prev_hash = 'x', hash = 'x'`)).toBe('42501')
    expect(await refusal(sql`delete from audit_events`)).toBe('42501')
    expect(await refusal(sql`truncate audit_events`)).toBe('42501')
    expect(await verify()).toEqual({ code: 0, lines: ['Audit log intact: 3 events checked.'] })
    // Sealed once: not even the sealer's setting lets a seal or a hash change, nor content ride along.
    const sealerUpdate = (statement: ReturnType<typeof sql>) =>
      db()
        .transaction(async (tx) => {
          await tx.execute(sql`select set_config('app.audit_seal', 'on', true)`)
          await tx.execute(statement)
        })
        .then(
          () => 'allowed',
          (error: unknown) => databaseErrorCode(error),
        )
    expect(await sealerUpdate(sql`update audit_events set hash = 'forged'`)).toBe('42501')
    await record('SKU-U')
    expect(
      await sealerUpdate(
        sql`update audit_events set seal = 99, prev_hash = 'x', hash = 'x', record_label = 'SKU-9' where seal is null`,
      ),
    ).toBe('42501')
    expect(await verify()).toEqual({ code: 0, lines: ['Audit log intact: 4 events checked.'] })
  })

  it('chains only when sealed: events are written without waiting for each other, and the sealer seals each once', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, index) => record(`SKU-C${index}`)))
    expect(await verifyAuditChain(db())).toEqual({ checked: 4, unsealed: 20 })
    expect((await Promise.all([sealAuditEvents(db(), 7), sealAuditEvents(db(), 7)])).reduce((a, b) => a + b)).toBe(20)
    expect(await verifyAuditChain(db())).toEqual({ checked: 24, unsealed: 0 })
  })

  it('names the event a superuser changed with the trigger disabled', async () => {
    const [, second] = await ids()
    await db().transaction(async (tx) => {
      await tx.execute(sql`alter table audit_events disable trigger audit_events_append_only`)
      await tx.execute(
        sql`update audit_events set changes = '{"price": {"before": "1.00", "after": "0.01"}}' where id = ${second}`,
      )
      await tx.execute(sql`alter table audit_events enable trigger audit_events_append_only`)
    })
    expect(await verify()).toEqual({
      code: 1,
      lines: [`Audit log broken at event ${second}: content does not match its hash (1 events before it are intact).`],
    })
  })

  it('names the event after one a superuser deleted', async () => {
    const [first, second, third] = await ids()
    await db().transaction(async (tx) => {
      await tx.execute(sql`alter table audit_events disable trigger audit_events_append_only`)
      // The altered event goes, so the break found is the one the deletion makes.
      await tx.execute(sql`delete from audit_events where id = ${second}`)
      await tx.execute(sql`alter table audit_events enable trigger audit_events_append_only`)
    })
    expect(await verifyAuditChain(db())).toEqual({
      checked: 1,
      unsealed: 0,
      broken: { id: third, reason: 'prev_hash does not match (an event before it is missing or was changed)' },
    })
    expect(first).toBeLessThan(third!)
  })

  it('lets the retention purge delete old events, records the purge, and keeps the rest verifiable', async () => {
    const purged = await purgeAuditEvents(db(), new Date(Date.now() + 60_000))
    expect(purged).toBe(23)
    await record('SKU-4')
    const kept = await db().execute<{ action: string }>(sql`select action from audit_events order by id`)
    expect(kept.rows.map((row) => row.action)).toEqual(['audit.purge', 'product.update'])
    expect(await verify()).toEqual({ code: 0, lines: ['Audit log intact: 2 events checked.'] })
    expect(await refusal(sql`delete from audit_events`)).toBe('42501')
  })

  it('purges what is past the retention setting, as the server does daily, and nothing while none is', async () => {
    const actions = async () =>
      (await db().execute<{ action: string }>(sql`select action from audit_events order by id`)).rows.map(
        (row) => row.action,
      )
    const now = await actions()
    expect(await purgeExpiredAuditEvents(db(), 730)).toBe(0)
    expect(await actions()).toEqual(now)
    // Three years on, every event so far is past a retention of two: all go, and the purge says so.
    const threeYearsOn = new Date(Date.now() + 3 * 365 * 24 * 60 * 60 * 1000)
    expect(await purgeExpiredAuditEvents(db(), 730, threeYearsOn)).toBe(now.length)
    expect(await actions()).toEqual(['audit.purge'])
    expect(await verify()).toMatchObject({ code: 0 })
  })
})
