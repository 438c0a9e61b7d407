import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SECURITY_LIMITS } from '@/server/auth/security-limits'
import { SecurityLog } from '@/server/auth/security-log'
import { Throttle } from '@/server/auth/throttle'

const log = Fastify().log
const from = (address: string) => new SecurityLog(log, address)
const newThrottle = () => new Throttle(DEFAULT_SECURITY_LIMITS, undefined, log)

/** How many of the concurrent reservations were granted. */
async function granted(reservations: Promise<unknown>[]): Promise<number> {
  const outcomes = await Promise.allSettled(reservations)
  return outcomes.filter((outcome) => outcome.status === 'fulfilled').length
}

describe('sign-in reservations (atomic, before any hashing)', () => {
  it('grants exactly 10 of 40 concurrent attempts on one account from one address', async () => {
    const throttle = newThrottle()
    const attempts = Array.from({ length: 40 }, () => throttle.reserveSignIn('Orders@Example.com', from('10.0.0.1')))
    expect(await granted(attempts)).toBe(10)
    expect(await granted([throttle.reserveSignIn('orders@example.com', from('10.0.0.2'))])).toBe(1)
  })

  it('grants exactly 30 of 100 concurrent attempts from one address across accounts', async () => {
    const throttle = newThrottle()
    const attempts = Array.from({ length: 100 }, (_, i) =>
      throttle.reserveSignIn(`user-${i}@example.com`, from('10.0.0.3')),
    )
    expect(await granted(attempts)).toBe(30)
  })

  it('forgets the failures of an account and address after a success, and takes back an unchecked attempt', async () => {
    const throttle = newThrottle()
    const address = from('10.0.0.4')
    for (let i = 0; i < 3; i++) await (await throttle.reserveSignIn('a@example.com', address)).failed()
    await (await throttle.reserveSignIn('a@example.com', address)).succeeded()
    for (let i = 0; i < 9; i++) await (await throttle.reserveSignIn('a@example.com', address)).release()
    const left = Array.from({ length: 12 }, () => throttle.reserveSignIn('a@example.com', address))
    expect(await granted(left)).toBe(10)
  })
})
