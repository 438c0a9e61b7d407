import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import { SecurityLog } from '@/server/auth/security-log'
import type { Throttle } from '@/server/auth/throttle'
import type { Db } from '@/server/db/client'
import { unauthenticated } from '@/server/errors'
import type { LiveEvents } from '@/server/live/live-events'
import type { StreamRegistry } from '@/server/live/stream-registry'
import type { Viewer } from '@/server/auth/viewer'
import type { AuthDeps } from '@/server/services/auth/auth-deps'
import { authenticateSession, fullAccess, type SessionViewer } from '@/server/services/auth/authenticate'
import type { PasswordHasher } from '@/server/auth/password'
import { createRequestLoaders, type RequestLoaders } from '@/server/services/shared/request-loaders'
import type { LiveWrite } from '@/server/services/shared/live-write'
import type { UploadProgressHub } from '@/server/services/inventory/upload-progress'
import type { DashboardCache } from '@/server/services/dashboard/dashboard-cache'
import { PRODUCT_SEARCH } from '@/shared/product-rules'

export interface Services {
  /** What the sign-in, token and session services need (services/auth). */
  auth: AuthDeps
  /** Every password hash goes through here: it bounds how many run at once. */
  passwords: PasswordHasher
  throttle: Throttle
  /** Where product images are written (`<data folder>/uploads`), served back at /uploads/. */
  uploadsDir: string
  uploadProgress: UploadProgressHub
  /** Live-update events (orderChanged, productChanged), in memory or through Redis. */
  live: LiveEvents
  /** The live streams open in this process: their caps, and the rechecks that end them with the session. */
  streams: StreamRegistry
  /** Data rows a stock upload may have (UPLOAD_MAX_ROWS; lower in tests). */
  uploadMaxRows: number
  /** Rows a preview's apply commits at a time, the steps it can be cancelled between (UPLOAD_APPLY_BATCH_ROWS). */
  applyBatchRows: number
  /** Batches of a preview's apply written side by side (UPLOAD_APPLY_LANES on PostgreSQL, one on PGlite). */
  applyLanes: number
  /** Awaited before each batch of a preview's apply starts (tests only). */
  beforeApplyBatch?: () => Promise<void>
  /** Each period's dashboard, kept while no order, order line or product changes (in this process). */
  dashboard: DashboardCache
}

/** What Fastify hands Yoga with each request. */
export interface ServerContext {
  req: FastifyRequest
  reply: FastifyReply
}

export interface GraphQLContext {
  db: Db
  services: Services
  /** Batch loaders of the relations list fields resolve, new for each request. */
  loaders: RequestLoaders
  /** The request's logger (its lines carry the request id). */
  log: FastifyBaseLogger
  clientAddress: string
  /** The request's User-Agent header, kept with the tokens a sign-in or refresh issues. */
  userAgent: string | undefined
  /** The request's id, for the audit log. */
  requestId?: string
  /** Security events of this request, logged with its client address. */
  security: SecurityLog
  /** The server's clock (fixed in tests). */
  now: () => Date
  /** Lists that may be long (products, stock, users) count exactly up to this many matches. */
  countCap: number
  /** The access token of the request, if it carried one. */
  bearer: string | undefined
  /**
   * The signed-in viewer; throws UNAUTHENTICATED, AUTH_TOKEN_EXPIRED or FORBIDDEN (also for a session that may only
   * enrol in two-step sign-in). Resolved once per request.
   */
  viewer(): Promise<Viewer>
  /** The signed-in session's viewer, enrolment-only sessions included: only the enrolment operations and `me` use it. */
  session(): Promise<SessionViewer>
  /**
   * A live stream keeps its request's context while it lasts: before each event it hands over the viewer as just
   * rechecked, so the event's fields are judged on the roles held now, not on those held when the stream started.
   */
  refreshViewer(viewer: Viewer): void
}

/** The database, the live-event hub and the viewer: what a service that changes records takes first. */
export const liveWrite = (context: GraphQLContext, viewer: Viewer): LiveWrite => ({
  db: context.db,
  live: context.services.live.pubsub,
  viewer,
})

/** The token of an `Authorization: Bearer <token>` header. */
export const bearerToken = (authorization: string | null | undefined) =>
  /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim() || undefined

export function createContext(input: {
  db: Db
  services: Services
  clientAddress: string
  userAgent?: string
  requestId?: string
  log: FastifyBaseLogger
  authorization: string | null | undefined
  now?: () => Date
  countCap?: number
}): GraphQLContext {
  const bearer = bearerToken(input.authorization)
  let session: Promise<SessionViewer> | undefined
  let viewer: Promise<Viewer> | undefined
  const sessionOf = () => {
    session ??= bearer ? authenticateSession(input.services.auth, bearer) : Promise.reject(unauthenticated())
    return session
  }
  return {
    db: input.db,
    services: input.services,
    loaders: createRequestLoaders(input.db),
    log: input.log,
    clientAddress: input.clientAddress,
    userAgent: input.userAgent,
    requestId: input.requestId,
    security: new SecurityLog(input.log, input.clientAddress),
    now: input.now ?? (() => new Date()),
    countCap: input.countCap ?? PRODUCT_SEARCH.countCap,
    bearer,
    session: sessionOf,
    viewer() {
      viewer ??= sessionOf().then(fullAccess)
      return viewer
    },
    refreshViewer(rechecked) {
      viewer = Promise.resolve(rechecked)
    },
  }
}
