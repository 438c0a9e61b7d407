import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCTION_SCRYPT_COST } from '@/server/auth/password'
import { SERVER_BUSY } from '@/server/auth/hash-slots'
import { errorCode, startTestServer, type TestServer } from '../integration/support/test-server'
import { countCodes, gqlFrom, signInFrom, times } from './support/requests'

const ME = '{ me { id } }'
const RESET = 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }'

describe('password hashing cannot starve signed-in staff', () => {
  let server: TestServer
  let token: string

  beforeAll(async () => {
    // Refusals answered at once, so the times below measure hashing (at production's cost), not the refusal delay.
    server = await startTestServer('pglite', {
      trustProxy: true,
      limits: { refusalDelayMs: 0 },
      passwordCost: PRODUCTION_SCRYPT_COST,
    })
    token = await server.signIn('admin@example.com')
    // The hash an unknown account is checked against is made on first use; make it now, outside the timing.
    await signInFrom(server.url, '192.0.2.250', 'nobody@example.com', 'warm-up')
  })
  afterAll(() => server.close())

  it('answers a signed-in me within a second while 60 bad sign-ins are in flight; hashes past the cap are refused', async () => {
    // Each attacker has an address of its own, so only the hash cap stands between them and the thread pool.
    const attackStarted = performance.now()
    const attack = times(60, (i) => signInFrom(server.url, `192.0.2.${i + 1}`, `nobody-${i}@example.com`, 'guess'))
    // Long enough for every attacker to have asked for a hash: without the cap they fill the thread pool.
    await new Promise((resolve) => setTimeout(resolve, 300))

    const started = performance.now()
    const me = await server.gql<{ me: { id: string } }>(ME, {}, token)
    const meMs = performance.now() - started

    const answers = await attack
    const attackMs = performance.now() - attackStarted
    const counts = countCodes(answers)
    console.log(`me took ${Math.round(meMs)} ms during a ${Math.round(attackMs)} ms attack; attackers:`, counts)
    expect(me.data?.me.id).toBeTruthy()
    expect(meMs).toBeLessThan(1000)
    expect(counts.RATE_LIMITED).toBeGreaterThan(0)
    expect(answers.find((answer) => errorCode(answer) === 'RATE_LIMITED')?.errors?.[0]?.message).toBe(SERVER_BUSY)
  })

  it('answers 40 concurrent resetPassword calls with a bad token fast, without hashing, and throttles them', async () => {
    const started = performance.now()
    const answers = await times(40, (i) =>
      gqlFrom(server.url, '192.0.2.200', RESET, {
        input: { token: `not-a-token-${i}`, newPassword: 'a-new-secret-9' },
      }),
    )
    const elapsed = performance.now() - started
    const counts = countCodes(answers)
    console.log(`40 bad resets answered in ${Math.round(elapsed)} ms:`, counts)
    expect(counts.BAD_USER_INPUT).toBeLessThanOrEqual(10)
    expect(counts.RATE_LIMITED).toBe(40 - (counts.BAD_USER_INPUT ?? 0))
    expect(elapsed).toBeLessThan(1500)
  })
})
