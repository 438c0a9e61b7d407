import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import { createFetch } from '@whatwg-node/fetch'
import { createYoga } from 'graphql-yoga'
import { AccessTokens } from '@/server/auth/access-token'
import { FailureRateLimiter } from '@/server/auth/rate-limiter'
import type { Db } from '@/server/db/client'
import { createLiveEvents } from '@/server/live/live-events'
import { createContext, type GraphQLContext, type ServerContext, type Services } from '@/server/graphql/context'
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
import { AuthService } from '@/server/services/auth-service'
import { ProductImageStore, UPLOADS_URL_PREFIX } from '@/server/services/product-images'
import { createUploadProgressHub } from '@/server/services/upload-progress'

export interface AppOptions {
  db: Db
  jwtSecret: string
  accessTokenTtlSeconds?: number
  refreshTokenTtlDays?: number
  /** Where uploaded product images are kept (served at /uploads/). */
  uploadsDir: string
  /** Folder of the built SPA; not served when absent. */
  staticDir?: string
  logger?: boolean
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy?: boolean
  now?: () => Date
  /** Redis for live-update events shared by every server process; in memory when absent. */
  redisUrl?: string
  /** Origins (scheme://host[:port]) other sites may call the API from with CORS; none by default. */
  corsOrigins?: readonly string[]
  /** Answer schema introspection and field suggestions to everyone (development); else only to the dev role. */
  graphqlIntrospection?: boolean
}

const FAILED_SIGN_INS_PER_ACCOUNT_PER_MINUTE = 10
const FAILED_SIGN_INS_PER_ADDRESS_PER_MINUTE = 30

export function createServices(options: AppOptions): Services {
  return {
    auth: new AuthService({
      db: options.db,
      accessTokens: new AccessTokens(options.jwtSecret, options.accessTokenTtlSeconds ?? 15 * 60),
      accountLimiter: new FailureRateLimiter(FAILED_SIGN_INS_PER_ACCOUNT_PER_MINUTE, 60_000),
      addressLimiter: new FailureRateLimiter(FAILED_SIGN_INS_PER_ADDRESS_PER_MINUTE, 60_000),
      refreshTtlMs: (options.refreshTokenTtlDays ?? 30) * 24 * 3600 * 1000,
      now: options.now,
    }),
    productImages: new ProductImageStore(options.uploadsDir),
    uploadProgress: createUploadProgressHub(),
    live: createLiveEvents(options.redisUrl),
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // JSON bodies; multipart uploads are read by Yoga under REQUEST_BODY_LIMIT.
    bodyLimit: JSON_BODY_LIMIT,
  })
  const services = createServices(options)
  app.addHook('onClose', () => services.live.close())
  await registerSecurityHeaders(app)

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
      ...operationLimits(),
      schemaDisclosure({ enabled: options.graphqlIntrospection ?? false, auth: services.auth }),
    ],
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
      reply.send(response.body)
      return reply
    },
  })

  app.get('/healthz', async () => ({ ok: true }))

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
