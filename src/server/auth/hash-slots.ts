import { holdRefusal } from '@/server/auth/hold-refusal'
import { rateLimited } from '@/server/errors'

export const SERVER_BUSY = 'The server is busy checking other sign-ins. Try again in a moment.'

/**
 * Bounds the password hashes running at once. scrypt runs on libuv's thread pool, which also verifies every
 * access token (WebCrypto HMAC) and reads files: without a bound, a burst of sign-ins stalls every signed-in
 * request. Past the running slots and the short queue, a caller hears RATE_LIMITED at once.
 */
export class HashSlots {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    private readonly maxRunning: number,
    private readonly maxWaiting: number,
    /** How long a caller turned away waits for its answer (see SecurityLimits.refusalDelayMs). */
    private readonly refusalDelayMs = 0,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.maxRunning) this.running++
    else if (this.waiting.length < this.maxWaiting) await new Promise<void>((resolve) => this.waiting.push(resolve))
    else {
      await holdRefusal(this.refusalDelayMs)
      throw rateLimited(1, SERVER_BUSY)
    }
    try {
      return await work()
    } finally {
      // The slot passes straight to the next waiter, so `running` only drops when nobody waits.
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }
}
