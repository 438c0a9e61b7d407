import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCode, startTestServer, type GraphQLResponse, type TestServer } from '../integration/support/test-server'
import { gqlFrom } from './support/requests'

const PING = '{ __typename }'
const REFUSAL_DELAY_MS = 400

describe('requests without a bearer token, per address', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer('pglite', {
      trustProxy: true,
      limits: { anonymousRequests: 5, refusalDelayMs: REFUSAL_DELAY_MS },
    })
  })
  afterAll(() => server.close())

  it('answers RATE_LIMITED with retryAfterSeconds past the limit, after the refusal delay, for that address only', async () => {
    const token = await server.signIn('admin@example.com')
    for (let i = 0; i < 5; i++) expect((await gqlFrom(server.url, '203.0.113.5', PING)).errors).toBeUndefined()

    const sent = performance.now()
    const refused = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.5' },
      body: JSON.stringify({ query: PING }),
    })
    expect(refused.status).toBe(429)
    // Held before it is answered: a script retrying at once slows to one try per delay.
    expect(performance.now() - sent).toBeGreaterThanOrEqual(REFUSAL_DELAY_MS - 5)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const body = (await refused.json()) as GraphQLResponse<unknown>
    expect(errorCode(body)).toBe('RATE_LIMITED')
    expect(body.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0)

    expect((await gqlFrom(server.url, '203.0.113.6', PING)).errors).toBeUndefined()
    expect((await gqlFrom(server.url, '203.0.113.5', PING, {}, token)).errors).toBeUndefined()
  })

  it('counts a request with a bearer token that is not valid as anonymous', async () => {
    const junk = await Promise.all(Array.from({ length: 8 }, () => gqlFrom(server.url, '203.0.113.7', PING, {}, 'x')))
    expect(junk.filter((response) => errorCode(response) === 'RATE_LIMITED').length).toBeGreaterThan(0)
  })
})
