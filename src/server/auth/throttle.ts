import { createHash } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { holdRefusal } from '@/server/auth/hold-refusal'
import type { SecurityLimits } from '@/server/auth/security-limits'
import type { SecurityLog } from '@/server/auth/security-log'
import { rateLimited } from '@/server/errors'

const wholeSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))
/** Keys name an account and an address without storing either in Redis. */
const keyOf = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('base64url')
const accountOf = (email: string) => email.trim().toLowerCase()

/** One reserved password check: the caller reports how it ended. */
export interface SignInAttempt {
  /** The password was right: the account's failures from this address are forgotten. */
  succeeded(): Promise<void>
  /** The password was wrong: the attempt stays counted and the wait before the next one grows. */
  failed(): Promise<void>
  /** The password was never checked (server busy, database error): the attempt is given back. */
  release(): Promise<void>
}

/**
 * Counters that keep password guessing and anonymous floods bounded, in Redis when it is configured (shared by
 * every server process, with counters in memory while Redis is unreachable) and in memory otherwise.
 * Attempts are reserved atomically before any hashing, so concurrent guesses cannot all slip through.
 */
export class Throttle {
  private readonly redis: Redis | undefined
  private readonly accountAddress: RateLimiterAbstract
  private readonly address: RateLimiterAbstract
  private readonly delay: RateLimiterAbstract
  private readonly reset: RateLimiterAbstract
  private readonly anonymous: RateLimiterAbstract

  constructor(
    private readonly limits: SecurityLimits,
    redisUrl: string | undefined,
    log: FastifyBaseLogger,
  ) {
    if (redisUrl) {
      // No offline queue and a short command timeout: while Redis is away, the in-memory counters answer at once.
      this.redis = new Redis(redisUrl, { enableOfflineQueue: false, commandTimeout: 2000, maxRetriesPerRequest: 1 })
      this.redis.on('error', (error: Error) => log.warn({ err: error }, 'rate-limit Redis unavailable'))
    }
    this.accountAddress = this.limiter(
      'account-address',
      limits.accountAddressAttempts,
      limits.accountAddressWindowSeconds,
    )
    this.address = this.limiter('address', limits.addressAttempts, limits.addressWindowSeconds)
    this.delay = this.limiter('delay', 1, limits.maxDelaySeconds)
    this.reset = this.limiter('reset', limits.resetAttempts, limits.resetWindowSeconds)
    this.anonymous = this.limiter('anonymous', limits.anonymousRequests, limits.anonymousWindowSeconds)
  }

  /** Reserves one password check for the account from the caller's address; RATE_LIMITED past the limits. */
  async reserveSignIn(email: string, security: SecurityLog): Promise<SignInAttempt> {
    const key = keyOf(accountOf(email), security.address)
    const refuse = async (waitMs: number) => {
      security.record('sign_in_throttled', { email: accountOf(email), retryAfterSeconds: wholeSeconds(waitMs) })
      await holdRefusal(this.limits.refusalDelayMs)
      return rateLimited(wholeSeconds(waitMs))
    }
    const delayed = await this.delay.get(key)
    if (delayed && delayed.consumedPoints > 1) throw await refuse(delayed.msBeforeNext)
    const fromAddress = await consume(this.address, security.address)
    if (!fromAddress.allowed) throw await refuse(fromAddress.waitMs)
    const forAccount = await consume(this.accountAddress, key)
    if (!forAccount.allowed) {
      await this.address.reward(security.address)
      throw await refuse(forAccount.waitMs)
    }
    const failures = forAccount.consumedPoints
    return {
      succeeded: async () => {
        await Promise.all([this.accountAddress.delete(key), this.address.reward(security.address)])
      },
      failed: async () => {
        const { delayAfterFailures, maxDelaySeconds } = this.limits
        if (failures < delayAfterFailures) return
        await this.delay.block(key, Math.min(2 ** (failures - delayAfterFailures), maxDelaySeconds))
      },
      release: async () => {
        await Promise.all([this.accountAddress.reward(key), this.address.reward(security.address)])
      },
    }
  }

  /** Counts one resetPassword call from the caller's address; RATE_LIMITED past the limit. */
  async reserveReset(security: SecurityLog): Promise<void> {
    const outcome = await consume(this.reset, security.address)
    if (outcome.allowed) return
    security.record('reset_throttled', { retryAfterSeconds: wholeSeconds(outcome.waitMs) })
    await holdRefusal(this.limits.refusalDelayMs)
    throw rateLimited(wholeSeconds(outcome.waitMs))
  }

  /**
   * Counts one request without a bearer token; the seconds to wait when over the limit (answered only after the
   * refusal delay), otherwise 0.
   */
  async anonymousRequestWait(address: string): Promise<number> {
    const outcome = await consume(this.anonymous, address)
    if (outcome.allowed) return 0
    await holdRefusal(this.limits.refusalDelayMs)
    return wholeSeconds(outcome.waitMs)
  }

  /**
   * Waits (at most `timeoutMs`) for Redis to connect: until then counts go to the in-memory limiters, which
   * another process does not see. Without Redis, or when it is down, returns without it.
   */
  async connected(timeoutMs = 2000): Promise<void> {
    const redis = this.redis
    if (!redis || redis.status === 'ready') return
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        redis.off('ready', done)
        resolve()
      }
      const timer = setTimeout(done, timeoutMs)
      redis.once('ready', done)
    })
  }

  close(): void {
    this.redis?.disconnect()
  }

  private limiter(name: string, points: number, duration: number): RateLimiterAbstract {
    const options = { keyPrefix: `${this.limits.keyPrefix}:${name}`, points, duration }
    const memory = new RateLimiterMemory(options)
    if (!this.redis) return memory
    return new RateLimiterRedis({
      ...options,
      storeClient: this.redis,
      insuranceLimiter: memory,
      rejectIfRedisNotReady: true,
    })
  }
}

type Outcome = { allowed: true; consumedPoints: number } | { allowed: false; waitMs: number }

/** Consumes one point; past the limit, how long until the key may try again. */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<Outcome> {
  try {
    const result = await limiter.consume(key)
    return { allowed: true, consumedPoints: result.consumedPoints }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { allowed: false, waitMs: rejection.msBeforeNext }
    throw rejection
  }
}
