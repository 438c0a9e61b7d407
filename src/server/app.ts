import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify'
import { createFetch } from '@whatwg-node/fetch'
import { createYoga } from 'graphql-yoga'
import { AccessTokens } from '@/server/auth/access-token'
import { HashSlots } from '@/server/auth/hash-slots'
import { DEFAULT_SECURITY_LIMITS, type SecurityLimits } from '@/server/auth/security-limits'
import { logPrivilegeRefusals, SecurityLog } from '@/server/auth/security-log'
import { Throttle } from '@/server/auth/throttle'
import type { Db } from '@/server/db/client'
import { createLiveEvents } from '@/server/live/live-events'
import { createContext, type GraphQLContext, type ServerContext, type Services } from '@/server/graphql/context'
import { buildSchema } from '@/server/graphql/schema'
import { explainOversizedUpload, REQUEST_BODY_LIMIT } from '@/server/graphql/upload-size-limit'
import { AuthService } from '@/server/services/auth-service'
import { PasswordHasher } from '@/server/services/password'
import { ProductImageStore, UPLOADS_URL_PREFIX } from '@/server/services/product-images'
import { createUploadProgressHub } from '@/server/services/upload-progress'
import { rateLimited } from '@/server/errors'

export interface AppOptions {
  db: Db
  jwtSecret: string
  accessTokenTtlSeconds?: number
  refreshTokenTtlDays?: number
  /** Where uploaded product images are kept (served at /uploads/). */
  uploadsDir: string
  /** Folder of the built SPA; not served when absent. */
  staticDir?: string
  /** Fastify's logger: `true` for JSON lines on stdout, or pino options (level, stream). */
  logger?: FastifyServerOptions['logger']
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy?: boolean
  now?: () => Date
  /** Redis for live-update events and rate-limit counters shared by every server process; in memory when absent. */
  redisUrl?: string
  /** Sign-in throttling and password-hash limits; each one left out keeps its default. */
  limits?: Partial<SecurityLimits>
}

export function createServices(options: AppOptions, log: FastifyBaseLogger): Services {
  const limits = { ...DEFAULT_SECURITY_LIMITS, ...options.limits }
  const throttle = new Throttle(limits, options.redisUrl, log)
  const passwords = new PasswordHasher(new HashSlots(limits.hashesRunning, limits.hashesWaiting))
  return {
    auth: new AuthService({
      db: options.db,
      accessTokens: new AccessTokens(options.jwtSecret, options.accessTokenTtlSeconds ?? 15 * 60),
      throttle,
      passwords,
      refreshTtlMs: (options.refreshTokenTtlDays ?? 30) * 24 * 3600 * 1000,
      now: options.now,
    }),
    passwords,
    throttle,
    productImages: new ProductImageStore(options.uploadsDir),
    uploadProgress: createUploadProgressHub(),
    live: createLiveEvents(options.redisUrl),
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 30 * 1024 * 1024,
  })
  const services = createServices(options, app.log)
  app.addHook('onClose', () => services.live.close())
  app.addHook('onClose', async () => services.throttle.close())
  await services.throttle.connected()

  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    maxRequestBodySize: REQUEST_BODY_LIMIT,
    plugins: [explainOversizedUpload, logPrivilegeRefusals],
    // Largest upload we take (a stock spreadsheet); each resolver applies its own, smaller limit where it has one.
    fetchAPI: createFetch({ formDataLimits: { fileSize: REQUEST_BODY_LIMIT, files: 10, fieldSize: 1024 * 1024 } }),
    logging: {
      debug: (...args) => app.log.debug(args),
      info: (...args) => app.log.info(args),
      warn: (...args) => app.log.warn(args),
      error: (...args) => app.log.error(args),
    },
    context: ({ req }) =>
      createContext({
        db: options.db,
        services,
        clientAddress: req.ip,
        log: req.log,
        authorization: req.headers.authorization,
        now: options.now,
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
    handler: async (req, reply) => {
      if (!req.headers.authorization) {
        const wait = await services.throttle.anonymousRequestWait(req.ip)
        if (wait > 0) {
          new SecurityLog(req.log, req.ip).record('request_throttled', { retryAfterSeconds: wait })
          const error = rateLimited(wait, `Too many requests. Try again in ${wait} seconds.`)
          return reply
            .status(429)
            .header('retry-after', String(wait))
            .send({ errors: [error.toJSON()] })
        }
      }
      if (req.headers.accept?.includes('text/event-stream')) {
        eventStreams.add(reply.raw)
        reply.raw.once('close', () => eventStreams.delete(reply.raw))
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply })
      response.headers.forEach((value, key) => {
        reply.header(key, value)
      })
      reply.status(response.status)
      reply.send(response.body)
      return reply
    },
  })

  app.get('/healthz', async () => ({ ok: true }))

  await mkdir(options.uploadsDir, { recursive: true })
  await app.register(fastifyStatic, {
    root: resolve(options.uploadsDir),
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    maxAge: '7d',
    immutable: true,
  })

  const staticDir = options.staticDir && resolve(options.staticDir)
  if (staticDir && existsSync(resolve(staticDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: staticDir, index: 'index.html' })
    // Client-side routes get the SPA; a missing file (say, an asset of an older build) gets a real 404.
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? ''
      const isPage = request.method === 'GET' && !path.startsWith('/graphql') && !/\.[a-z0-9]+$/i.test(path)
      if (isPage) return reply.sendFile('index.html')
      return reply.status(404).send({ error: 'Not found' })
    })
  }
  return app
}
