import type { FastifyBaseLogger } from 'fastify'
import { GraphQLError } from 'graphql'
import { rateLimited, tokenExpired, unauthenticated } from '@/server/errors'
import type { Viewer } from '@/server/auth/viewer'

/** How many live streams one user may hold open in one server process, and all users together. */
export const STREAM_LIMITS = { perUser: 10, perProcess: 1000 }

/**
 * How often every open stream's session and area are rechecked even when no event comes: a stream whose session
 * ended or whose area was taken away closes within this plus one recheck.
 */
const STREAM_RECHECK_MS = 1000

/** Reads the sessions again, all in one go (services/auth/authenticate.ts: recheckSessions). */
type SessionRecheck = (
  sessions: readonly { userId: string; sessionId: string }[],
) => Promise<Map<string, Viewer | GraphQLError>>

export interface StreamRequest {
  viewer: Viewer
  /** When the access token the stream was opened with expires. */
  expiresAt: Date
  /** Why this viewer may no longer follow the stream (its area, its level); undefined while they may. */
  refusal: (viewer: Viewer) => GraphQLError | undefined
}

/** One open stream's hold on its place under the caps; the server may end it. */
export interface StreamLease {
  /** Resolves with the reason once the server ends the stream. */
  readonly ended: Promise<GraphQLError>
  /** The viewer as a recheck started after this call found it, the error that ended the stream, or undefined if the
   * recheck failed (the database is away: the event is not delivered, the stream stays). */
  current(): Promise<Viewer | GraphQLError | undefined>
  release(): void
}

interface OpenStream extends StreamRequest {
  end(reason: GraphQLError): void
  endedBy?: GraphQLError
  latest?: Viewer
}

export interface StreamRegistryOptions {
  recheck: SessionRecheck
  log: FastifyBaseLogger
  now?: () => Date
  limits?: typeof STREAM_LIMITS
  recheckMs?: number
}

/**
 * The live streams open in this process. Every stream follows its session: before each event, and every
 * STREAM_RECHECK_MS while none comes, all their sessions are read again in one batch (session not ended or expired,
 * account active, area still held), and a stream that fails is ended. The database is the truth every process
 * shares, so a logout, deactivation, password change or role change made anywhere ends the streams everywhere.
 */
export class StreamRegistry {
  private readonly streams = new Set<OpenStream>()
  private readonly now: () => Date
  private readonly limits: typeof STREAM_LIMITS
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private queued: Promise<void> | undefined

  constructor(private readonly options: StreamRegistryOptions) {
    this.now = options.now ?? (() => new Date())
    this.limits = options.limits ?? STREAM_LIMITS
  }

  get size(): number {
    return this.streams.size
  }

  /** Takes a place for a new stream; RATE_LIMITED past the caps. */
  open(request: StreamRequest): StreamLease {
    const userId = request.viewer.user.id
    const ofUser = [...this.streams].filter((stream) => stream.viewer.user.id === userId).length
    if (ofUser >= this.limits.perUser) {
      throw rateLimited(
        30,
        `You already have ${this.limits.perUser} live updates open, the most one user may have. Close other tabs or windows of the portal and try again.`,
      )
    }
    if (this.streams.size >= this.limits.perProcess) {
      throw rateLimited(30, 'The server is following as many live updates as it can. Try again in a moment.')
    }
    let end!: (reason: GraphQLError) => void
    const ended = new Promise<GraphQLError>((resolve) => (end = resolve))
    const stream: OpenStream = {
      ...request,
      latest: request.viewer,
      end: (reason) => {
        stream.endedBy ??= reason
        this.remove(stream)
        end(stream.endedBy)
      },
    }
    this.streams.add(stream)
    this.timer ??= setInterval(() => void this.fresh().catch(() => {}), this.options.recheckMs ?? STREAM_RECHECK_MS)
    this.timer.unref()
    return {
      ended,
      current: async () => {
        try {
          await this.fresh()
        } catch {
          return stream.endedBy
        }
        return stream.endedBy ?? stream.latest
      },
      release: () => this.remove(stream),
    }
  }

  /** Ends every stream (the server is shutting down). */
  close(reason: GraphQLError): void {
    for (const stream of this.streams) stream.end(reason)
  }

  /** A recheck that starts after this call: the one queued behind the running one, or a new one. */
  private fresh(): Promise<void> {
    if (!this.running) return this.start()
    this.queued ??= this.running.then(
      () => this.afterRunning(),
      () => this.afterRunning(),
    )
    return this.queued
  }

  private afterRunning(): Promise<void> {
    this.queued = undefined
    return this.running ?? this.start()
  }

  private start(): Promise<void> {
    const run = this.recheck().finally(() => {
      if (this.running === run) this.running = undefined
    })
    this.running = run
    return run
  }

  private async recheck(): Promise<void> {
    const streams = [...this.streams]
    if (streams.length === 0) return
    let checked: Map<string, Viewer | GraphQLError>
    try {
      checked = await this.options.recheck(
        streams.map(({ viewer }) => ({ userId: viewer.user.id, sessionId: viewer.sessionId })),
      )
    } catch (err) {
      this.options.log.warn({ err }, 'Live streams could not be rechecked; their events wait for the next recheck')
      throw err
    }
    const now = this.now()
    for (const stream of streams) {
      const verdict = judge(stream, checked.get(stream.viewer.sessionId), now)
      if (verdict instanceof GraphQLError) stream.end(verdict)
      else stream.latest = verdict
    }
  }

  private remove(stream: OpenStream): void {
    this.streams.delete(stream)
    if (this.streams.size > 0 || !this.timer) return
    clearInterval(this.timer)
    this.timer = undefined
  }
}

/** The stream's viewer as rechecked, or why the stream ends: session, account, token expiry, then area. */
function judge(stream: OpenStream, rechecked: Viewer | GraphQLError | undefined, now: Date): Viewer | GraphQLError {
  if (rechecked === undefined) return unauthenticated()
  if (rechecked instanceof GraphQLError) return rechecked
  if (now >= stream.expiresAt) return tokenExpired()
  return stream.refusal(rechecked) ?? rechecked
}
