import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_DATABASE_TIMEOUTS, openDatabase, type Database } from '@/server/db/client'
import { databaseErrorCode } from '@/server/db/database-error-code'
import { createTestDatabase } from '@/server/db/test-database'
import { longTransaction, transaction } from '@/server/db/transaction'

/** The server's bound on one statement; the client gives up 5 s after it. */
const STATEMENT_MS = 300
const QUERY_CANCELED = '57014'

describe('a bulk change on PostgreSQL', () => {
  let database: Database
  let drop: () => Promise<void>

  beforeAll(async () => {
    const postgres = await createTestDatabase()
    drop = postgres.drop
    database = await openDatabase({
      url: postgres.url,
      timeouts: { ...DEFAULT_DATABASE_TIMEOUTS, statementMs: STATEMENT_MS },
    })
  })
  afterAll(async () => {
    await database.close()
    await drop()
  })

  const sleep = (seconds: number) => sql`select pg_sleep(${seconds})`

  it('may run one statement past both the server’s and the client’s usual bound', async () => {
    const pastClientBound = (STATEMENT_MS + 5000 + 700) / 1000
    await expect(longTransaction(database.db, (tx) => tx.execute(sleep(pastClientBound)))).resolves.toBeDefined()
  }, 20_000)

  it('leaves the usual bound on every other transaction, before and after', async () => {
    const cancelled = async () =>
      databaseErrorCode(await transaction(database.db, (tx) => tx.execute(sleep(1))).catch((error: unknown) => error))
    expect(await cancelled()).toBe(QUERY_CANCELED)
    await longTransaction(database.db, (tx) => tx.execute(sleep(0.5)))
    expect(await cancelled()).toBe(QUERY_CANCELED)
  })
})
