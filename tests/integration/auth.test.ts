import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GetMeDocument, LoginDocument, LogoutDocument, RefreshTokenDocument } from '@/gql/graphql'
import { AccessTokens } from '@/server/auth/access-token'
import { REFRESH_REUSE_GRACE_MS } from '@/server/services/auth/tokens'
import {
  DATABASE_TARGETS,
  DEMO_PASSWORD,
  errorCode,
  startTestServer,
  TEST_JWT_SECRET,
  type TestServer,
} from './support/test-server'

const LOGIN = String(LoginDocument)
const ME = String(GetMeDocument)
const REFRESH = String(RefreshTokenDocument)
const LOGOUT = String(LogoutDocument)

interface Tokens {
  token: string
  refreshToken: string
  expire: string
}

describe.each(DATABASE_TARGETS)('sign-in and sessions over HTTP on %s', (target) => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer(target)
  })
  afterAll(() => server.close())

  async function login(email: string, password = DEMO_PASSWORD) {
    return server.gql<{ login: Tokens & { fullName: string; roles: { name: string }[] } }>(LOGIN, {
      token: { email, password },
    })
  }

  async function refresh(refreshToken: string, browser = 'Browser A') {
    return server.gql<{ refreshToken: Tokens }>(REFRESH, { refresh: { refreshToken } }, undefined, {
      'user-agent': browser,
    })
  }

  it('signs in a staff member with a 15-minute access token and answers me with it', async () => {
    const before = Date.now()
    const result = await login('ADMIN@example.com ')
    expect(result.errors).toBeUndefined()
    const session = result.data!.login
    expect(session.fullName).toBe('Ada Admin')
    expect(session.roles.map((role) => role.name).sort()).toEqual(['admin', 'employee'])
    const lifetime = Date.parse(session.expire) - before
    expect(lifetime).toBeGreaterThan(14 * 60_000)
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000 + 5_000)

    const me = await server.gql<{ me: { email: string } }>(ME, {}, session.token)
    expect(me.data?.me.email).toBe('admin@example.com')
  })

  it('answers a wrong password and an unknown email with the same message', async () => {
    const wrong = await login('orders@example.com', 'not-the-password')
    const unknown = await login('nobody@example.com', 'not-the-password')
    expect(errorCode(wrong)).toBe('UNAUTHENTICATED')
    expect(errorCode(unknown)).toBe('UNAUTHENTICATED')
    expect(wrong.errors?.[0]?.message).toBe(unknown.errors?.[0]?.message)
  })

  it('refuses a customer-only account', async () => {
    const result = await login('customer@example.com')
    expect(errorCode(result)).toBe('FORBIDDEN')
    expect(result.errors?.[0]?.message).toMatch(/admin portal/)
  })

  it('asks for a token when none is sent', async () => {
    expect(errorCode(await server.gql(ME))).toBe('UNAUTHENTICATED')
  })

  it('says AUTH_TOKEN_EXPIRED for an expired access token', async () => {
    const { data } = await login('orders@example.com')
    const claims = JSON.parse(Buffer.from(data!.login.token.split('.')[1]!, 'base64url').toString()) as {
      sub: string
      sid: string
    }
    const issuer = new AccessTokens(TEST_JWT_SECRET, 60)
    const expired = await issuer.sign({ userId: claims.sub, sessionId: claims.sid }, new Date(Date.now() - 3_600_000))
    expect(errorCode(await server.gql(ME, {}, expired.token))).toBe('AUTH_TOKEN_EXPIRED')
  })

  it('rotates the refresh token, and a reused one fails and revokes the newer one', async () => {
    const first = (await login('viewer@example.com')).data!.login
    const second = await refresh(first.refreshToken)
    expect(second.errors).toBeUndefined()
    const rotated = second.data!.refreshToken
    expect(rotated.refreshToken).not.toBe(first.refreshToken)
    expect((await server.gql<{ me: { email: string } }>(ME, {}, rotated.token)).data?.me.email).toBe(
      'viewer@example.com',
    )

    const reused = await refresh(first.refreshToken, 'Browser B')
    expect(errorCode(reused)).toBe('UNAUTHENTICATED')
    expect(errorCode(await refresh(rotated.refreshToken))).toBe('UNAUTHENTICATED')
    expect(errorCode(await server.gql(ME, {}, rotated.token))).toBe('UNAUTHENTICATED')
  })

  it('lets the browser that spent a refresh token moments ago spend it again (a page unloaded mid-refresh, two tabs)', async () => {
    const first = (await login('viewer@example.com')).data!.login
    const [one, two] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)])
    expect(one.errors).toBeUndefined()
    expect(two.errors).toBeUndefined()
    const again = await refresh(first.refreshToken)
    expect(again.errors).toBeUndefined()
    for (const tokens of [one, two, again].map((result) => result.data!.refreshToken)) {
      expect((await server.gql<{ me: { email: string } }>(ME, {}, tokens.token)).data?.me.email).toBe(
        'viewer@example.com',
      )
    }
    expect((await refresh(again.data!.refreshToken.refreshToken)).errors).toBeUndefined()
  })

  it('logs out: the refresh token and the access token stop working', async () => {
    const session = (await login('dev@example.com')).data!.login
    const result = await server.gql<{ logout: boolean }>(LOGOUT, { refreshToken: session.refreshToken }, session.token)
    expect(result.data?.logout).toBe(true)
    expect(errorCode(await refresh(session.refreshToken))).toBe('UNAUTHENTICATED')
    expect(errorCode(await server.gql(ME, {}, session.token))).toBe('UNAUTHENTICATED')
  })
})

describe('refresh token reuse after the grace window', () => {
  let server: TestServer
  let clock = Date.now()

  beforeAll(async () => {
    server = await startTestServer('pglite', { now: () => new Date(clock) })
  })
  afterAll(() => server.close())

  it('ends the session when the same browser presents a token it spent longer ago than REFRESH_REUSE_GRACE_MS', async () => {
    const browser = { 'user-agent': 'Browser A' }
    const first = (
      await server.gql<{ login: Tokens }>(LOGIN, { token: { email: 'dev@example.com', password: DEMO_PASSWORD } })
    ).data!.login
    const rotated = (
      await server.gql<{ refreshToken: Tokens }>(
        REFRESH,
        { refresh: { refreshToken: first.refreshToken } },
        undefined,
        browser,
      )
    ).data!.refreshToken
    clock += REFRESH_REUSE_GRACE_MS + 1_000
    const late = await server.gql(REFRESH, { refresh: { refreshToken: first.refreshToken } }, undefined, browser)
    expect(errorCode(late)).toBe('UNAUTHENTICATED')
    const successor = await server.gql(REFRESH, { refresh: { refreshToken: rotated.refreshToken } }, undefined, browser)
    expect(errorCode(successor)).toBe('UNAUTHENTICATED')
  })
})

describe('failed sign-in rate limit', () => {
  let server: TestServer

  beforeAll(async () => {
    // The growing wait between failures (tests/security) would refuse earlier: here only the window's limit counts.
    server = await startTestServer('pglite', { limits: { delayAfterFailures: 10 } })
  })
  afterAll(() => server.close())

  it('refuses the 11th failed sign-in for an account from one address within 15 minutes, even with the right password', async () => {
    const attempt = (password: string) => server.gql(LOGIN, { token: { email: 'orders@example.com', password } })
    for (let i = 1; i <= 10; i++) expect(errorCode(await attempt(`wrong-${i}`))).toBe('UNAUTHENTICATED')
    const eleventh = await attempt(DEMO_PASSWORD)
    expect(errorCode(eleventh)).toBe('RATE_LIMITED')
    expect(eleventh.errors?.[0]?.message).toMatch(/Try again in \d+ seconds/)
  })
})
