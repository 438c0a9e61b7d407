import { describe, expect, it } from 'vitest'
import { expiresWithin } from '@/lib/session-tokens'
import { retryDelay } from '@/lib/query-client'

describe('access token expiry check', () => {
  const now = Date.parse('2026-01-01T12:00:00Z')
  it('refreshes within five minutes of expiry, or when the expiry is missing or unreadable', () => {
    expect(expiresWithin('2026-01-01T12:04:59Z', 300_000, now)).toBe(true)
    expect(expiresWithin('2026-01-01T12:06:00Z', 300_000, now)).toBe(false)
    expect(expiresWithin(undefined, 300_000, now)).toBe(true)
    expect(expiresWithin('soon', 300_000, now)).toBe(true)
  })
})

describe('retry backoff', () => {
  it('grows exponentially from 1.5 s with jitter in the upper half, capped at 15 s', () => {
    for (let i = 0; i < 50; i++) {
      const first = retryDelay(0)
      expect(first).toBeGreaterThanOrEqual(750)
      expect(first).toBeLessThanOrEqual(1500)
      const second = retryDelay(1)
      expect(second).toBeGreaterThanOrEqual(1500)
      expect(second).toBeLessThanOrEqual(3000)
      expect(retryDelay(10)).toBeLessThanOrEqual(15_000)
    }
  })
})
