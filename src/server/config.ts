import { z } from 'zod'
import { DEFAULT_DATABASE_TIMEOUTS } from '@/server/db/client'
import { PRODUCT_SEARCH } from '@/shared/product-rules'

const EnvSchema = z.object({
  PORT: z.coerce.number().int().positive().default(4000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  /** The passkeys' relying party: the site's domain, and the origin the browser shows (scheme://host[:port]). */
  WEBAUTHN_RP_ID: z.string().min(1).default('localhost'),
  WEBAUTHN_ORIGIN: z.string().url().optional(),
  /** 32 random bytes, base64url: seals the authenticator-app secrets in the database. */
  TWO_STEP_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'TWO_STEP_KEY must be 32 bytes, base64url')
    .optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  TRUST_PROXY: z.stringbool().default(false),
  SEED_DEMO_DATA: z.enum(['auto', 'never']).default('auto'),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_DATABASE_TIMEOUTS.connectMs),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().nonnegative().default(DEFAULT_DATABASE_TIMEOUTS.statementMs),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Comma-separated origins allowed to call the API from another site (CORS); empty means same origin only. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url().transform((origin) => new URL(origin).origin))),
  GRAPHQL_INTROSPECTION: z.stringbool().default(false),
  COUNT_CAP: z.coerce.number().int().positive().default(PRODUCT_SEARCH.countCap),
  /** How long audit events are kept: the server's daily purge and `npm run audit:purge` delete older ones (2 years). */
  AUDIT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 365),
  /** How often the server chains the audit events written since (src/server/db/audit-log.ts, sealAuditEvents). */
  AUDIT_SEAL_INTERVAL_MS: z.coerce.number().int().positive().default(5_000),
})

export type ServerConfig = z.infer<typeof EnvSchema>

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return EnvSchema.parse(env)
}
