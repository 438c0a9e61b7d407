import { lt } from 'drizzle-orm'
import type { Db } from './client'
import { NO_ACTOR, purgeAuditEvents } from './audit-log'
import { auditEvents } from './schema'

const DAY_MS = 24 * 60 * 60 * 1000

/** The server looks for events past the retention this often. */
const RETENTION_CHECK_MS = DAY_MS

/** Events before this moment are past a retention of `days`. */
export const retentionCutoff = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS)

/**
 * The retention purge, when the log holds an event older than `retentionDays` (else nothing, and no purge event): what
 * the server runs once a day and `npm run audit:purge` runs by hand. Returns how many events it deleted.
 */
export async function purgeExpiredAuditEvents(db: Db, retentionDays: number, now = new Date(), by = 'retention') {
  const before = retentionCutoff(now, retentionDays)
  const [expired] = await db.select({ id: auditEvents.id }).from(auditEvents).where(lt(auditEvents.at, before)).limit(1)
  return expired ? purgeAuditEvents(db, before, { ...NO_ACTOR, name: by }) : 0
}

/** Runs the purge a minute after start and then daily; a pass that fails is logged and the next one tries again. */
export function startAuditRetention(
  db: Db,
  retentionDays: number,
  log: { error(details: object, message: string): void },
) {
  const purge = () =>
    void purgeExpiredAuditEvents(db, retentionDays).catch((error: unknown) =>
      log.error({ err: error }, 'audit: the retention purge failed'),
    )
  const first = setTimeout(purge, 60_000)
  const daily = setInterval(purge, RETENTION_CHECK_MS)
  first.unref()
  daily.unref()
  return () => {
    clearTimeout(first)
    clearInterval(daily)
  }
}
