import { startAuditSealer } from '@/server/db/audit-log'
import { startAuditRetention } from '@/server/db/audit-retention'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildApp } from '@/server/app'
import { readConfig, type ServerConfig } from '@/server/config'
import { migrate, openDatabase } from '@/server/db/client'
import { isDatabaseEmpty, seedDemoData } from '@/server/db/seed'
import { processLog as log } from '@/server/process-log'
import { startDashboardUpkeep } from '@/server/services/dashboard/period-upkeep'
import { currentRequest } from '@/server/request-context'
import { settlesWithin } from '@/server/settles-within'

// A rejection nobody handled is a bug in one request's work, not damage to the process: log it and go on. An uncaught
// exception may have left shared state half-changed, so the process logs it and exits for its supervisor to restart.
process.on('unhandledRejection', (reason) => {
  log.error({ err: reason, ...currentRequest() }, 'Unhandled promise rejection')
})
process.on('uncaughtException', (err, origin) => {
  log.fatal({ err, origin, ...currentRequest() }, 'Uncaught exception: exiting')
  process.exit(1)
})

/** A key from config, else one generated once (`bytes` random bytes) and kept in the data folder under `name`. */
function keyOf(config: ServerConfig, configured: string | undefined, name: string, bytes: number): string {
  if (configured) return configured
  mkdirSync(config.DATA_DIR, { recursive: true })
  const file = join(config.DATA_DIR, name)
  if (!existsSync(file)) writeFileSync(file, randomBytes(bytes).toString('base64url'), { mode: 0o600 })
  return readFileSync(file, 'utf8').trim()
}

async function main() {
  const config = readConfig()
  const database = await openDatabase(
    config.DATABASE_URL
      ? {
          url: config.DATABASE_URL,
          timeouts: {
            connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
            statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
            idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
          },
          onConnectionError: (err, message) => log.warn({ err }, message),
        }
      : { dataDir: join(config.DATA_DIR, 'pglite') },
  )
  await migrate(database)
  if (database.kind === 'pglite' && config.SEED_DEMO_DATA === 'auto' && (await isDatabaseEmpty(database.db))) {
    log.info('Empty embedded database: seeding demo data...')
    await seedDemoData(database.db, { uploadsDir: join(config.DATA_DIR, 'uploads') })
  }
  const app = await buildApp({
    db: database.db,
    jwtSecret: keyOf(config, config.JWT_SECRET, 'jwt-secret', 48),
    relyingParty: { id: config.WEBAUTHN_RP_ID, origin: config.WEBAUTHN_ORIGIN ?? `http://localhost:${config.PORT}` },
    twoStepKey: keyOf(config, config.TWO_STEP_KEY, 'two-step-key', 32),
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    trustProxy: config.TRUST_PROXY,
    redisUrl: config.REDIS_URL,
    corsOrigins: config.CORS_ORIGINS,
    graphqlIntrospection: config.GRAPHQL_INTROSPECTION,
    countCap: config.COUNT_CAP,
    uploadsDir: join(config.DATA_DIR, 'uploads'),
    staticDir: 'dist',
    logger: log,
  })
  const stopUpkeep = startDashboardUpkeep(database.db, log)
  const sealer = startAuditSealer(database.db, config.AUDIT_SEAL_INTERVAL_MS, log)
  const stopRetention = startAuditRetention(database.db, config.AUDIT_RETENTION_DAYS, log)
  // Stop listening, let requests in flight finish (subscription streams are ended), close Redis, then the pool.
  const shutDown = async (signal: NodeJS.Signals) => {
    log.info({ signal }, 'Shutting down')
    stopUpkeep()
    stopRetention()
    await sealer.stop()
    if (!(await settlesWithin(config.SHUTDOWN_TIMEOUT_MS, app.close()))) {
      log.warn(`Requests still running after ${config.SHUTDOWN_TIMEOUT_MS} ms: exiting without them`)
    }
    await settlesWithin(2000, database.close())
    process.exit(0)
  }
  process.once('SIGINT', shutDown)
  process.once('SIGTERM', shutDown)
  await app.listen({ port: config.PORT, host: config.HOST })
  log.info(`Storefront Admin is ready at http://localhost:${config.PORT}`)
}

main().catch((err: unknown) => {
  log.fatal({ err }, 'The server could not start')
  process.exit(1)
})
