import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCTION_SCRYPT_COST } from '@/server/auth/password'
import { DEMO_PASSWORD, errorCode, startTestServer, type TestServer } from '../integration/support/test-server'
import { countCodes, signInFrom, times } from './support/requests'

// Reserved attempts past the limits are refused; those within them may still find every hash slot taken
// (tests/security/password-hash-capacity.test.ts). Either way a refusal is RATE_LIMITED and nothing is checked.
describe('sign-in throttling', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer('pglite', { trustProxy: true, passwordCost: PRODUCTION_SCRYPT_COST })
  })
  afterAll(() => server.close())

  it('checks at most 10 of 40 concurrent wrong guesses on one account from one address', async () => {
    const answers = await times(40, (i) => signInFrom(server.url, '203.0.113.1', 'orders@example.com', `wrong-${i}`))
    const counts = countCodes(answers)
    console.log('40 concurrent guesses on one account:', counts)
    expect(counts.UNAUTHENTICATED).toBeGreaterThan(0)
    expect(counts.UNAUTHENTICATED).toBeLessThanOrEqual(10)
    expect(counts.RATE_LIMITED).toBe(40 - counts.UNAUTHENTICATED!)
    expect(answers.find((answer) => errorCode(answer) === 'RATE_LIMITED')?.errors?.[0]?.extensions).toMatchObject({
      retryAfterSeconds: expect.any(Number),
    })
  })

  it('checks at most 30 of 100 concurrent guesses from one address across accounts', async () => {
    const answers = await times(100, (i) => signInFrom(server.url, '203.0.113.2', `nobody-${i}@example.com`, 'guess'))
    const counts = countCodes(answers)
    console.log('100 concurrent guesses across accounts:', counts)
    expect(counts.UNAUTHENTICATED).toBeGreaterThan(0)
    expect(counts.UNAUTHENTICATED).toBeLessThanOrEqual(30)
    expect(counts.RATE_LIMITED).toBe(100 - counts.UNAUTHENTICATED!)
  })

  it("does not let a stranger's failures lock the administrator out from another address", async () => {
    const stranger = await times(15, (i) => signInFrom(server.url, '198.51.100.7', 'admin@example.com', `guess-${i}`))
    expect(countCodes(stranger).RATE_LIMITED).toBeGreaterThan(0)
    const admin = await signInFrom(server.url, '203.0.113.50', 'admin@example.com', DEMO_PASSWORD)
    expect(admin.errors).toBeUndefined()
    expect(admin.data?.login.token).toBeTruthy()
  })

  it('makes each further wrong guess wait longer once an account has failed 5 times from one address', async () => {
    const guess = () => signInFrom(server.url, '203.0.113.3', 'viewer@example.com', 'not-it')
    for (let i = 1; i <= 5; i++) expect(errorCode(await guess())).toBe('UNAUTHENTICATED')
    const first = await guess()
    expect(errorCode(first)).toBe('RATE_LIMITED')
    expect(first.errors?.[0]?.extensions?.retryAfterSeconds).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect(errorCode(await guess())).toBe('UNAUTHENTICATED')
    const second = await guess()
    expect(errorCode(second)).toBe('RATE_LIMITED')
    expect(second.errors?.[0]?.extensions?.retryAfterSeconds).toBe(2)
  })
})
