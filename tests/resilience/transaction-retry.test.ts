import { sql } from 'drizzle-orm'
import { GraphQLError } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate, openDatabase, type Database } from '@/server/db/client'
import { createTestDatabase } from '@/server/db/test-database'
import { CONCURRENT_CHANGE_MESSAGE, transaction } from '@/server/db/transaction'
import { DATABASE_TARGETS } from '../integration/support/test-server'

/** A real error from the database with that SQLSTATE, as each driver reports it. */
const failWith = (code: string) => sql.raw(`do $$ begin raise exception 'forced' using errcode = '${code}'; end $$`)

describe.each(DATABASE_TARGETS)('transactions that meet a deadlock or serialization failure on %s', (target) => {
  let database: Database
  let drop: (() => Promise<void>) | undefined

  beforeAll(async () => {
    const postgres = target === 'postgres' ? await createTestDatabase() : undefined
    drop = postgres?.drop
    database = await openDatabase(postgres ? { url: postgres.url } : {})
    await migrate(database)
  })
  afterAll(async () => {
    await database.close()
    await drop?.()
  })

  it('are run again and succeed once the database lets them', async () => {
    let attempts = 0
    const result = await transaction(database.db, async (tx) => {
      attempts += 1
      if (attempts <= 2) await tx.execute(failWith(attempts === 1 ? '40P01' : '40001'))
      return 'done'
    })
    expect({ result, attempts }).toEqual({ result: 'done', attempts: 3 })
  })

  it('answer CONFLICT when the failure keeps coming back, and pass other errors through untouched', async () => {
    let attempts = 0
    const refused = await transaction(database.db, async (tx) => {
      attempts += 1
      await tx.execute(failWith('40P01'))
    }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(GraphQLError)
    expect(refused).toMatchObject({ message: CONCURRENT_CHANGE_MESSAGE, extensions: { code: 'CONFLICT' } })
    expect(attempts).toBe(4)

    let uniqueAttempts = 0
    const other = await transaction(database.db, async (tx) => {
      uniqueAttempts += 1
      await tx.execute(failWith('23505'))
    }).catch((error: unknown) => error)
    expect(other).not.toBeInstanceOf(GraphQLError)
    expect(uniqueAttempts).toBe(1)
  })

  // PGlite has one connection: two of its transactions never wait on each other.
  if (target === 'postgres') {
    it('resolve a real deadlock between two transactions without an error', async () => {
      await database.db.execute(sql`create table deadlock_pair (id int primary key, value int)`)
      await database.db.execute(sql`insert into deadlock_pair values (1, 0), (2, 0)`)
      let attempts = 0
      let arrived = 0
      let release: () => void = () => undefined
      const bothHoldTheirFirstRow = new Promise<void>((resolve) => (release = resolve))
      const crossing = (first: number, second: number) =>
        transaction(database.db, async (tx) => {
          attempts += 1
          await tx.execute(sql`update deadlock_pair set value = value + 1 where id = ${first}`)
          if (++arrived === 2) release()
          await bothHoldTheirFirstRow
          await tx.execute(sql`update deadlock_pair set value = value + 1 where id = ${second}`)
        })
      await Promise.all([crossing(1, 2), crossing(2, 1)])
      expect(attempts).toBe(3)
      const { rows } = await database.db.execute<{ value: number }>(sql`select value from deadlock_pair order by id`)
      expect(rows.map((row) => row.value)).toEqual([2, 2])
    })
  }
})
