import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, errorCode, startTestServer, type TestServer } from '../integration/support/test-server'
import { startOwnRedis, type OwnRedis } from './support/own-redis'
import { countCodes, signInFrom, times } from './support/requests'

// Each test starts its own app servers (PGlite migrated and seeded) inside it: on a loaded 2-core machine that alone
// has taken over a minute, so these tests get longer than the suite's 60 s.
const STARTS_ITS_OWN_SERVERS_MS = 180_000

describe('rate-limit counters in Redis', () => {
  let redis: OwnRedis
  const servers: TestServer[] = []
  const start = async (...args: Parameters<typeof startTestServer>) => {
    const server = await startTestServer(...args)
    servers.push(server)
    return server
  }

  beforeAll(async () => {
    redis = await startOwnRedis()
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()))
    await redis.stop()
  })

  it(
    "lets two app instances on one Redis share an account's limit",
    async () => {
      // 4 checks per account and address (instead of 10) keep the hashing short; each instance alone would allow 4.
      const limits = {
        keyPrefix: `test:${randomUUID()}`,
        accountAddressAttempts: 4,
        hashesWaiting: 100,
        delayAfterFailures: 100,
      }
      const redisUrl = process.env.TEST_REDIS_URL ?? redis.url
      const [first, second] = await Promise.all([
        start('pglite', { trustProxy: true, redisUrl, limits }),
        start('pglite', { trustProxy: true, redisUrl, limits }),
      ])
      const guesses = (server: TestServer) =>
        times(8, (i) => signInFrom(server.url, '203.0.113.9', 'orders@example.com', `wrong-${i}`))
      const [viaFirst, viaSecond] = await Promise.all([guesses(first!), guesses(second!)])
      const counts = countCodes([...viaFirst, ...viaSecond])
      console.log('8 guesses through each of two instances, limit 4:', counts)
      expect(counts.UNAUTHENTICATED).toBeGreaterThan(0)
      expect(counts.UNAUTHENTICATED).toBeLessThanOrEqual(4)
      expect(countCodes(viaFirst).RATE_LIMITED).toBeGreaterThan(0)
      expect(countCodes(viaSecond).RATE_LIMITED).toBeGreaterThan(0)
    },
    STARTS_ITS_OWN_SERVERS_MS,
  )

  it(
    'keeps sign-in working, and limited in memory, while Redis is down',
    async () => {
      const server = await start('pglite', {
        trustProxy: true,
        redisUrl: redis.url,
        limits: { accountAddressAttempts: 2, delayAfterFailures: 100 },
      })
      await redis.stop()
      const admin = await signInFrom(server.url, '203.0.113.10', 'admin@example.com', DEMO_PASSWORD)
      expect(admin.data?.login.token).toBeTruthy()
      const codes: (string | undefined)[] = []
      for (let i = 0; i < 3; i++)
        codes.push(errorCode(await signInFrom(server.url, '203.0.113.10', 'dev@example.com', 'x')))
      expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'RATE_LIMITED'])
    },
    STARTS_ITS_OWN_SERVERS_MS,
  )
})
