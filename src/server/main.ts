import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildApp } from '@/server/app'
import { readConfig, type ServerConfig } from '@/server/config'
import { migrate, openDatabase } from '@/server/db/client'
import { isDatabaseEmpty, seedDemoData } from '@/server/db/seed'

/** The signing key from config, else one generated once and kept in the data folder. */
function jwtSecret(config: ServerConfig): string {
  if (config.JWT_SECRET) return config.JWT_SECRET
  mkdirSync(config.DATA_DIR, { recursive: true })
  const file = join(config.DATA_DIR, 'jwt-secret')
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 })
  return readFileSync(file, 'utf8').trim()
}

async function main() {
  const config = readConfig()
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: join(config.DATA_DIR, 'pglite') },
  )
  await migrate(database)
  if (database.kind === 'pglite' && config.SEED_DEMO_DATA === 'auto' && (await isDatabaseEmpty(database.db))) {
    console.log('Empty embedded database: seeding demo data...')
    await seedDemoData(database.db)
  }
  const app = await buildApp({
    db: database.db,
    jwtSecret: jwtSecret(config),
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    trustProxy: config.TRUST_PROXY,
    redisUrl: config.REDIS_URL,
    corsOrigins: config.CORS_ORIGINS,
    graphqlIntrospection: config.GRAPHQL_INTROSPECTION,
    uploadsDir: join(config.DATA_DIR, 'uploads'),
    staticDir: 'dist',
    logger: true,
  })
  const close = async () => {
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.once('SIGINT', close)
  process.once('SIGTERM', close)
  await app.listen({ port: config.PORT, host: config.HOST })
  console.log(`Storefront Admin is ready at http://localhost:${config.PORT}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
