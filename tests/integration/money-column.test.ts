import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '@/server/db/client'
import { createTestDatabase } from '@/server/db/test-database'
import { MONEY_MAX } from '@/shared/input-bounds'
import { centsToNumeric, numericToCents, toCents } from '@/shared/money'
import { DATABASE_TARGETS } from './support/test-server'

const MAX_CENTS = toCents(MONEY_MAX)

describe.each(DATABASE_TARGETS)('a numeric(12,2) column on %s', (target) => {
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>> | undefined
  let database: Database

  /** Writes the amounts in one statement and reads them back in another, as cents, in the order written. */
  async function roundTrip(cents: readonly number[]): Promise<number[]> {
    const texts = JSON.stringify(cents.map(centsToNumeric))
    await database.db.execute(sql`delete from money_round_trip`)
    await database.db.execute(
      sql`insert into money_round_trip (position, amount)
          select position, value::numeric(12,2) from json_array_elements_text(${texts}::json) with ordinality as a(value, position)`,
    )
    const read = await database.db.execute<{ amount: string }>(
      sql`select amount from money_round_trip order by position`,
    )
    return read.rows.map((row) => numericToCents(row.amount))
  }

  beforeAll(async () => {
    testDatabase = target === 'postgres' ? await createTestDatabase() : undefined
    database = await openDatabase({ url: testDatabase?.url })
    await database.db.execute(
      sql`create table money_round_trip (position integer primary key, amount numeric(12,2) not null)`,
    )
  })
  afterAll(async () => {
    await database?.close()
    await testDatabase?.drop()
  })

  it('gives back the cents written at the edges', async () => {
    const edges = [0, 1, 99, 100, 101, 30, MAX_CENTS - 1, MAX_CENTS]
    expect(await roundTrip(edges)).toEqual(edges)
  })

  it('gives back any cents from 0 to the column maximum', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: MAX_CENTS }), { minLength: 1, maxLength: 100 }),
        async (cents) => {
          expect(await roundTrip(cents)).toEqual(cents)
        },
      ),
      { numRuns: 8 },
    )
  })
})
