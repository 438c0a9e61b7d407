import fc from 'fast-check'
import { asc, sql } from 'drizzle-orm'
import { integer, pgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '@/server/db/client'
import { money, percentage } from '@/server/db/decimal-columns'
import { createTestDatabase } from '@/server/db/test-database'
import { MONEY_MAX } from '@/shared/input-bounds'
import { centsToNumeric, fromCents, toCents } from '@/shared/money'
import { DATABASE_TARGETS } from './support/test-server'

const MAX_CENTS = toCents(MONEY_MAX)

/** A table of the schema's column types: what the application writes and reads goes through them. */
const roundTrips = pgTable('money_round_trip', {
  position: integer('position').primaryKey(),
  amount: money('amount').notNull(),
  rate: percentage('rate').notNull(),
})

describe.each(DATABASE_TARGETS)('a money column on %s', (target) => {
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>> | undefined
  let database: Database

  /**
   * Writes the amounts of the cents through the column type in one statement and reads them back through it in
   * another, as cents in the order written, with the text the database stored.
   */
  async function roundTrip(cents: readonly number[]): Promise<{ cents: number[]; texts: string[] }> {
    await database.db.delete(roundTrips)
    await database.db
      .insert(roundTrips)
      .values(cents.map((value, position) => ({ position, amount: fromCents(value), rate: 0 })))
    const read = await database.db.select().from(roundTrips).orderBy(asc(roundTrips.position))
    const stored = await database.db.execute<{ amount: string }>(
      sql`select amount::text as amount from money_round_trip order by position`,
    )
    return { cents: read.map((row) => toCents(row.amount)), texts: stored.rows.map((row) => row.amount) }
  }

  beforeAll(async () => {
    testDatabase = target === 'postgres' ? await createTestDatabase() : undefined
    database = await openDatabase({ url: testDatabase?.url })
    await database.db.execute(
      sql`create table money_round_trip (position integer primary key, amount numeric(12,2) not null, rate numeric(6,3) not null)`,
    )
  })
  afterAll(async () => {
    await database?.close()
    await testDatabase?.drop()
  })

  it('gives back the cents written at the edges, stored digit for digit', async () => {
    const edges = [0, 1, 5, 99, 100, 101, 30, 1005, -1, -101, MAX_CENTS - 1, MAX_CENTS, -MAX_CENTS]
    expect(await roundTrip(edges)).toEqual({ cents: edges, texts: edges.map(centsToNumeric) })
  })

  it('rounds an amount written with more decimals as toCents does, half away from zero', async () => {
    await database.db.delete(roundTrips)
    await database.db.insert(roundTrips).values([
      { position: 0, amount: 1.005, rate: 6.6255 },
      { position: 1, amount: 0.1 + 0.2, rate: 0.0005 },
      { position: 2, amount: -2.675, rate: 999.999 },
    ])
    const read = await database.db.select().from(roundTrips).orderBy(asc(roundTrips.position))
    expect(read.map((row) => [row.amount, row.rate])).toEqual([
      [1.01, 6.626],
      [0.3, 0.001],
      [-2.68, 999.999],
    ])
  })

  it('gives back any cents up to the column maximum either side of zero', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), { minLength: 1, maxLength: 100 }),
        async (cents) => {
          expect(await roundTrip(cents)).toEqual({ cents, texts: cents.map(centsToNumeric) })
        },
      ),
      { numRuns: 8 },
    )
  })
})
