import { mkdir } from 'node:fs/promises'
import { resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import { sql } from 'drizzle-orm'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify'
import { createFetch } from '@whatwg-node/fetch'
import { GraphQLError } from 'graphql'
import { createYoga, maskError } from 'graphql-yoga'
import { AccessTokens } from '@/server/auth/access-token'
import { HashSlots } from '@/server/auth/hash-slots'
import { DEFAULT_SECURITY_LIMITS, type SecurityLimits } from '@/server/auth/security-limits'
import { logPrivilegeRefusals, SecurityLog } from '@/server/auth/security-log'
import { auditRefusals } from '@/server/graphql/audited-mutations'
import { Throttle } from '@/server/auth/throttle'
import { onPostgres, type Db } from '@/server/db/client'
import { DATABASE_UNAVAILABLE_MESSAGE, databaseUnavailable, isDatabaseUnavailable } from '@/server/db/connection-errors'
import { openEventChannels } from '@/server/live/event-channels'
import { createLiveEvents } from '@/server/live/live-events'
import { type STREAM_LIMITS, StreamRegistry } from '@/server/live/stream-registry'
import {
  bearerToken,
  createContext,
  type GraphQLContext,
  type ServerContext,
  type Services,
} from '@/server/graphql/context'
import { compressedAnswer } from '@/server/graphql/compressed-response'
import { buildSchema } from '@/server/graphql/schema'
import { operationLimits } from '@/server/graphql/operation-limits'
import { schemaDisclosure } from '@/server/graphql/schema-disclosure'
import {
  explainOversizedUpload,
  JSON_BODY_LIMIT,
  multipartOnlyForUploads,
  REQUEST_BODY_LIMIT,
  signedInMultipartOnly,
} from '@/server/graphql/upload-size-limit'
import { corsFor, registerSecurityHeaders, UPLOADED_FILE_POLICY } from '@/server/http-security'
import type { AuthDeps } from '@/server/services/auth/auth-deps'
import { derivedTwoStepKey, SecretBox } from '@/server/auth/secret-box'
import { acceptsAccessToken, recheckSessions } from '@/server/services/auth/authenticate'
import { PasswordHasher, type ScryptCost } from '@/server/auth/password'
import { UPLOADS_URL_PREFIX } from '@/server/services/products/product-images'
import { createUploadProgressHub } from '@/server/services/inventory/upload-progress'
import { createDashboardCache } from '@/server/services/dashboard/dashboard-cache'
import { currentRequest, requestContext } from '@/server/request-context'
import { settlesWithin } from '@/server/settles-within'
import { inlineScriptHashes, registerSpa } from '@/server/spa'
import { rateLimited } from '@/server/errors'
import { UPLOAD_MAX_ROWS } from '@/shared/inventory-upload'
import { UPLOAD_APPLY_BATCH_ROWS, UPLOAD_APPLY_LANES } from '@/server/services/inventory/upload-preview'

export interface AppOptions {
  db: Db
  jwtSecret: string
  /** 32 bytes, base64url: seals the authenticator-app secrets at rest; derived from jwtSecret when absent (tests). */
  twoStepKey?: string
  /** Where passkeys belong: the relying party's id (a domain) and the browser origin; localhost:4000 when absent. */
  relyingParty?: { id: string; origin: string }
  accessTokenTtlSeconds?: number
  refreshTokenTtlDays?: number
  /** Where uploaded product images are kept (served at /uploads/). */
  uploadsDir: string
  /** Folder of the built SPA; not served when absent. */
  staticDir?: string
  /** Fastify's own pino logger when true; a logger of the caller's (main.ts shares one with the process). */
  logger?: boolean | FastifyBaseLogger
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy?: boolean
  now?: () => Date
  /** Redis for live-update events and rate-limit counters shared by every server process; in memory when absent. */
  redisUrl?: string
  /** Sign-in throttling and password-hash limits; each one left out keeps its default. */
  limits?: Partial<SecurityLimits>
  /** Origins (scheme://host[:port]) other sites may call the API from with CORS; none by default. */
  corsOrigins?: readonly string[]
  /** Answer schema introspection and field suggestions to everyone (development); else only to the dev role. */
  graphqlIntrospection?: boolean
  /** Long lists (products, stock, users) count matches exactly up to this many and call the total a lower bound beyond. */
  countCap?: number
  /** Data rows a stock upload may have; UPLOAD_MAX_ROWS when absent. */
  uploadMaxRows?: number
  /** Rows a preview's apply commits at a time; UPLOAD_APPLY_BATCH_ROWS when absent. */
  applyBatchRows?: number
  /** Batches of a preview's apply side by side; on PostgreSQL UPLOAD_APPLY_LANES when absent, on PGlite one. */
  applyLanes?: number
  /** Awaited before each batch of a preview's apply starts: tests hold an apply at a batch boundary with it. */
  beforeApplyBatch?: () => Promise<void>
  /** Live streams one user, and everyone, may hold open in this process; STREAM_LIMITS when absent. */
  streamLimits?: typeof STREAM_LIMITS
  /** scrypt cost of the password hashes this server makes; production's when absent (tests take a cheap one). */
  passwordCost?: ScryptCost
}

const DEVELOPMENT_RELYING_PARTY = { id: 'localhost', origin: 'http://localhost:4000' }

function createServices(options: AppOptions, log: FastifyBaseLogger): Services {
  const channels = openEventChannels(options.redisUrl, log)
  const limits = { ...DEFAULT_SECURITY_LIMITS, ...options.limits }
  const throttle = new Throttle(limits, options.redisUrl, log)
  const passwords = new PasswordHasher(
    new HashSlots(limits.hashesRunning, limits.hashesWaiting, limits.refusalDelayMs),
    options.passwordCost,
  )
  const auth: AuthDeps = {
    db: options.db,
    accessTokens: new AccessTokens(options.jwtSecret, options.accessTokenTtlSeconds ?? 15 * 60),
    throttle,
    passwords,
    refreshTtlMs: (options.refreshTokenTtlDays ?? 30) * 24 * 3600 * 1000,
    relyingParty: { name: 'Storefront Admin', ...(options.relyingParty ?? DEVELOPMENT_RELYING_PARTY) },
    twoStepSecrets: new SecretBox(options.twoStepKey ?? derivedTwoStepKey(options.jwtSecret)),
    now: options.now ?? (() => new Date()),
  }
  return {
    auth,
    passwords,
    throttle,
    uploadsDir: options.uploadsDir,
    uploadProgress: createUploadProgressHub(channels),
    live: createLiveEvents(channels),
    streams: new StreamRegistry({
      recheck: (sessions) => recheckSessions(auth, sessions),
      log,
      now: options.now,
      limits: options.streamLimits,
    }),
    uploadMaxRows: options.uploadMaxRows ?? UPLOAD_MAX_ROWS,
    applyBatchRows: options.applyBatchRows ?? UPLOAD_APPLY_BATCH_ROWS,
    applyLanes: options.applyLanes ?? (onPostgres(options.db) ? UPLOAD_APPLY_LANES : 1),
    beforeApplyBatch: options.beforeApplyBatch,
    dashboard: createDashboardCache(options.db),
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(typeof options.logger === 'object' ? { loggerInstance: options.logger } : { logger: options.logger ?? false }),
    trustProxy: options.trustProxy ?? false,
    // JSON bodies; multipart uploads are read by Yoga under REQUEST_BODY_LIMIT.
    bodyLimit: JSON_BODY_LIMIT,
  })
  const services = createServices(options, app.log)
  app.addHook('onRequest', (request, _reply, done) => requestContext.run({ requestId: request.id }, done))
  app.addHook('onClose', () => services.live.close())
  app.addHook('onClose', async () => services.throttle.close())
  await services.throttle.connected()
  await registerSecurityHeaders(app, inlineScriptHashes(options.staticDir))

  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    cors: corsFor(options.corsOrigins ?? []),
    maxRequestBodySize: REQUEST_BODY_LIMIT,
    plugins: [
      explainOversizedUpload,
      multipartOnlyForUploads,
      logPrivilegeRefusals,
      auditRefusals,
      ...operationLimits(),
      schemaDisclosure({ enabled: options.graphqlIntrospection ?? false, auth: services.auth }),
    ],
    maskedErrors: {
      maskError: (error, message, isDev) =>
        isDatabaseUnavailable(error) ? databaseUnavailable() : maskError(error, message, isDev),
    },
    // Largest upload we take (a stock spreadsheet); each resolver applies its own, smaller limit where it has one.
    fetchAPI: createFetch({ formDataLimits: { fileSize: REQUEST_BODY_LIMIT, files: 10, fieldSize: 1024 * 1024 } }),
    logging: {
      debug: yogaLogger(app.log, 'debug'),
      info: yogaLogger(app.log, 'info'),
      warn: yogaLogger(app.log, 'warn'),
      error: yogaLogger(app.log, 'error'),
    },
    context: ({ req }) =>
      createContext({
        db: options.db,
        services,
        clientAddress: req.ip,
        userAgent: req.headers['user-agent'],
        requestId: req.id,
        log: req.log,
        authorization: req.headers.authorization,
        now: options.now,
        countCap: options.countCap,
      }),
  })

  // Yoga reads multipart bodies itself (GraphQL multipart request spec).
  app.addContentTypeParser('multipart/form-data', {}, (_request, _payload, done) => done(null))

  // Subscription event streams stay open until the client leaves; shutting down ends them instead of waiting.
  const eventStreams = new Set<FastifyReply['raw']>()
  app.addHook('preClose', async () => {
    for (const stream of eventStreams) stream.end()
  })

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    // Before the body is read: a flood of anonymous requests costs as little as possible.
    onRequest: async (req, reply) => {
      // A token is worth skipping the limit only when its signature and expiry hold (no database read here).
      if (await acceptsAccessToken(services.auth, bearerToken(req.headers.authorization))) return
      const wait = await services.throttle.anonymousRequestWait(req.ip)
      if (wait === 0) return
      new SecurityLog(req.log, req.ip).record('request_throttled', { retryAfterSeconds: wait })
      const error = rateLimited(wait, `Too many requests. Try again in ${wait} seconds.`)
      return reply
        .status(429)
        .header('retry-after', String(wait))
        .send({ errors: [error.toJSON()] })
    },
    preHandler: signedInMultipartOnly(services.auth),
    handler: async (req, reply) => {
      if (req.headers.accept?.includes('text/event-stream')) {
        eventStreams.add(reply.raw)
        reply.raw.once('close', () => eventStreams.delete(reply.raw))
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply })
      response.headers.forEach((value, key) => {
        reply.header(key, value)
      })
      reply.status(response.status)
      const contentType = response.headers.get('content-type')
      if (!contentType || !/json/.test(contentType)) return reply.send(response.body)
      const body = await response.text()
      const compressed = compressedAnswer(body, contentType, req.headers['accept-encoding'])
      const vary = reply.getHeader('vary')
      reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
      if (!compressed) return reply.send(body)
      reply.header('content-encoding', compressed.encoding).removeHeader('content-length')
      return reply.send(compressed.body)
    },
  })

  // Liveness, for a supervisor: the process answers. Readiness, for a load balancer: it can serve requests now.
  app.get('/healthz', async () => ({ ok: true }))
  app.get('/readyz', async (_request, reply) => {
    const ready = await settlesWithin(READINESS_TIMEOUT_MS, options.db.execute(sql`select 1`))
    return ready ? { ok: true } : reply.status(503).send({ ok: false, error: DATABASE_UNAVAILABLE_MESSAGE })
  })
  app.setErrorHandler((error, request, reply) => {
    if (!isDatabaseUnavailable(error)) throw error
    request.log.warn({ err: error }, 'Database unavailable')
    return reply.status(503).send({ error: DATABASE_UNAVAILABLE_MESSAGE })
  })

  await mkdir(options.uploadsDir, { recursive: true })
  await app.register(async (uploads) => {
    uploads.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', UPLOADED_FILE_POLICY)
    })
    await uploads.register(fastifyStatic, {
      root: resolve(options.uploadsDir),
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      index: false,
      maxAge: '7d',
      immutable: true,
    })
  })

  await registerSpa(app, options.staticDir)
  return app
}

const READINESS_TIMEOUT_MS = 1000

/**
 * Yoga logs with console-style arguments; pino wants one object with the error under `err` to print its stack.
 * A masked resolver error is a GraphQLError around the real one: log the real one, with the field it came from.
 */
function yogaLogger(log: FastifyBaseLogger, level: 'debug' | 'info' | 'warn' | 'error') {
  return (...args: unknown[]) => {
    const error = args.find((arg) => arg instanceof Error)
    const message = args.filter((arg) => typeof arg === 'string').join(' ') || error?.message
    const details = args.filter((arg) => arg !== error && typeof arg !== 'string')
    const entry: Record<string, unknown> = { ...currentRequest(), ...(details.length > 0 ? { details } : {}) }
    if (error instanceof GraphQLError && error.originalError) {
      Object.assign(entry, { err: error.originalError, path: error.path?.join('.') })
    } else if (error) entry.err = error
    // A database outage is expected, and answered SERVICE_UNAVAILABLE: a warning, not an error, per request.
    log[level === 'error' && isDatabaseUnavailable(error) ? 'warn' : level](entry, message)
  }
}
