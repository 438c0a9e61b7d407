import { describe, expect, it } from 'vitest'
import { FailureRateLimiter } from '@/server/auth/rate-limiter'

describe('failed sign-in limiter', () => {
  it('blocks after the allowed failures and lets the key in again once the window has passed', () => {
    let now = 1_000_000
    const limiter = new FailureRateLimiter(3, 60_000, () => now)
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter('a')).toBe(0)
      limiter.fail('a')
      now += 1_000
    }
    expect(limiter.retryAfter('a')).toBe(57)
    expect(limiter.retryAfter('b')).toBe(0)
    now += 57_000
    expect(limiter.retryAfter('a')).toBe(0)
  })

  it('forgets the failures of a key on reset', () => {
    const limiter = new FailureRateLimiter(1, 60_000)
    limiter.fail('a')
    expect(limiter.retryAfter('a')).toBeGreaterThan(0)
    limiter.reset('a')
    expect(limiter.retryAfter('a')).toBe(0)
  })
})
