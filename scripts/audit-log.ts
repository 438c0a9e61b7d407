import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { readConfig } from '@/server/config'
import { sealAuditEvents, verifyAuditChain } from '@/server/db/audit-log'
import { purgeExpiredAuditEvents, retentionCutoff } from '@/server/db/audit-retention'
import { openDatabase, type Db } from '@/server/db/client'

/**
 * `npm run audit:verify`: seals the events written since the server last did, then walks the audit log's hash chain
 * and names the first broken link (exit 1).
 * `npm run audit:purge`: deletes the events older than the retention (AUDIT_RETENTION_DAYS, 2 years by default); the
 * purge records itself as an event. The database is the app's: DATABASE_URL, else the PGlite folder under DATA_DIR.
 */
export async function auditCommand(
  db: Db,
  command: string | undefined,
  options: { now: Date; retentionDays: number },
): Promise<{ code: number; lines: string[] }> {
  if (command === 'verify') {
    await sealAuditEvents(db)
    const { checked, broken } = await verifyAuditChain(db)
    if (!broken) return { code: 0, lines: [`Audit log intact: ${checked} events checked.`] }
    return {
      code: 1,
      lines: [`Audit log broken at event ${broken.id}: ${broken.reason} (${checked} events before it are intact).`],
    }
  }
  if (command === 'purge') {
    const before = retentionCutoff(options.now, options.retentionDays)
    const purged = await purgeExpiredAuditEvents(db, options.retentionDays, options.now, 'audit:purge')
    return { code: 0, lines: [`Purged ${purged} audit events older than ${before.toISOString()}.`] }
  }
  return { code: 2, lines: ['Usage: tsx scripts/audit-log.ts verify|purge'] }
}

async function main() {
  const config = readConfig()
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: join(config.DATA_DIR, 'pglite') },
  )
  try {
    const { code, lines } = await auditCommand(database.db, process.argv[2], {
      now: new Date(),
      retentionDays: config.AUDIT_RETENTION_DAYS,
    })
    for (const line of lines) (code ? console.error : console.log)(line)
    process.exitCode = code
  } finally {
    await database.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 2
  })
}
