import { sql } from 'drizzle-orm'
import pg from 'pg'
import { auditedWork, auditScopeWaiting, settleAuditScope } from '@/server/db/audit-log'
import type { Db, Tx } from '@/server/db/client'
import { databaseErrorCode } from '@/server/db/database-error-code'
import { conflict } from '@/server/errors'

export const CONCURRENT_CHANGE_MESSAGE = 'Someone else changed this at the same time. Please try again.'

/** deadlock_detected and serialization_failure: the database gave up on this attempt, a new one may well succeed. */
const RETRYABLE_CODES = new Set(['40P01', '40001'])
const ATTEMPTS = 4
const BACKOFF_MS = 15

const isRetryableConflict = (error: unknown) => RETRYABLE_CODES.has(databaseErrorCode(error) ?? '')

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, BACKOFF_MS * 2 ** attempt * (0.5 + Math.random())))

/**
 * Runs `work` in one transaction. A deadlock or serialization failure rolls the attempt back and runs `work` again
 * (a few times, after a short jittered pause); if it keeps failing the caller gets CONFLICT, never an internal error.
 * `work` must therefore only write through `tx` and may run more than once.
 *
 * In a GraphQL mutation, its first transaction also writes the mutation's audit event (src/server/db/audit-log.ts):
 * the change and its event commit together or not at all.
 */
export async function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    // Only the transaction that records the event settles it (not one nested in it, which is a savepoint).
    const recording = auditScopeWaiting()
    try {
      const result = await db.transaction((tx) => auditedWork(tx, work))
      if (recording) settleAuditScope(true)
      return result
    } catch (error) {
      if (recording) settleAuditScope(false)
      if (!isRetryableConflict(error)) throw error
      if (attempt >= ATTEMPTS) throw conflict(CONCURRENT_CHANGE_MESSAGE)
      await pause(attempt)
    }
  }
}

/** A bound on each statement of a bulk change: every product a search matches, a whole stock upload or its undo. */
const LONG_STATEMENT_MS = 300_000

/** Memory for each sort or hash of a bulk change: 100,000 staged rows sorted by product id fit, rather than spill to disk. */
const LONG_WORK_MEM = '64MB'

/** The PostgreSQL connection a transaction runs on (none on PGlite). */
function connectionOf(tx: Tx): pg.Client | undefined {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client
  return client instanceof pg.Client ? client : undefined
}

/**
 * `transaction` whose statements may each run up to LONG_STATEMENT_MS, with LONG_WORK_MEM: set-based work over a
 * million rows. Both time bounds move, the server's statement_timeout and the client's own wait for an answer, and the client's is put back
 * before its connection returns to the pool.
 */
export async function longTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return transaction(db, async (tx) => {
    await tx.execute(
      sql`select set_config('statement_timeout', ${String(LONG_STATEMENT_MS)}, true), set_config('work_mem', ${LONG_WORK_MEM}, true)`,
    )
    const parameters = (connectionOf(tx) as { connectionParameters?: { query_timeout?: number } } | undefined)
      ?.connectionParameters
    const usual = parameters?.query_timeout
    if (parameters && usual) parameters.query_timeout = LONG_STATEMENT_MS + 5000
    try {
      return await work(tx)
    } finally {
      if (parameters) parameters.query_timeout = usual
    }
  })
}
