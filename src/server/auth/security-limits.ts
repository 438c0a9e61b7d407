import { availableParallelism } from 'node:os'

/** Every limit that protects sign-in and the password hash; each can be changed through `AppOptions.limits`. */
export interface SecurityLimits {
  /** Failed sign-ins (and current-password checks) for one account from one address, per window. */
  accountAddressAttempts: number
  accountAddressWindowSeconds: number
  /** Sign-in attempts from one address across all accounts, per window; a successful one is given back. */
  addressAttempts: number
  addressWindowSeconds: number
  /** From this many failures on (one account, one address), each further try waits 1, 2, 4 … seconds. */
  delayAfterFailures: number
  maxDelaySeconds: number
  /** resetPassword calls from one address, per window. */
  resetAttempts: number
  resetWindowSeconds: number
  /** Requests without a bearer token from one address, per window. */
  anonymousRequests: number
  anonymousWindowSeconds: number
  /**
   * How long a refused request (any RATE_LIMITED answer) is held before it is answered. A script that retries at
   * once slows to one try per this delay, at the cost of a timer, so signed-in staff keep the CPU.
   */
  refusalDelayMs: number
  /** Password hashes running at once in this process, and how many may wait for one of those slots. */
  hashesRunning: number
  hashesWaiting: number
  /** Prefix of the counters' keys in Redis. */
  keyPrefix: string
}

export const DEFAULT_SECURITY_LIMITS: SecurityLimits = {
  accountAddressAttempts: 10,
  accountAddressWindowSeconds: 15 * 60,
  addressAttempts: 30,
  addressWindowSeconds: 60,
  delayAfterFailures: 5,
  maxDelaySeconds: 30,
  resetAttempts: 10,
  resetWindowSeconds: 60,
  anonymousRequests: 300,
  anonymousWindowSeconds: 60,
  refusalDelayMs: 1000,
  // scrypt keeps a core busy while it runs: leave at least one core to the event loop.
  hashesRunning: Math.max(1, Math.floor(availableParallelism() / 2)),
  hashesWaiting: 4,
  keyPrefix: 'storefront:limit',
}
