import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pino } from 'pino'
import { insertUser } from '../integration/support/user-fixtures'
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../integration/support/test-server'
import { gqlFrom, signInFrom } from './support/requests'

const REFRESH = 'mutation ($r: RefreshInput!) { refreshToken(refresh: $r) { refreshToken } }'
const LOGIN = 'mutation ($token: LoginInput!) { login(token: $token) { token refreshToken } }'
const SET_ACTIVE =
  'mutation ($userId: ID!, $active: Boolean!) { setUserActive(userId: $userId, active: $active) { active } }'
const ISSUE_RESET = 'mutation ($userId: ID!) { issuePasswordReset(userId: $userId) { url } }'
const RESET = 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }'
const ADDRESS = '203.0.113.77'

describe('security events in the log', () => {
  let server: TestServer
  const lines: Record<string, unknown>[] = []
  const events = (event: string) => lines.filter((line) => line.event === event)

  beforeAll(async () => {
    server = await startTestServer('pglite', {
      trustProxy: true,
      logger: pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) }),
      limits: { accountAddressAttempts: 1 },
    })
  })
  afterAll(() => server.close())

  it('logs failed and throttled sign-ins with the email and address', async () => {
    await signInFrom(server.url, ADDRESS, 'orders@example.com', 'wrong')
    await signInFrom(server.url, ADDRESS, 'orders@example.com', 'wrong again')
    expect(events('sign_in_failed')).toEqual([
      expect.objectContaining({ email: 'orders@example.com', address: ADDRESS, level: 40 }),
    ])
    expect(events('sign_in_throttled')).toEqual([
      expect.objectContaining({ email: 'orders@example.com', address: ADDRESS, retryAfterSeconds: expect.any(Number) }),
    ])
  })

  it('logs a reused refresh token, a privilege refusal, a reset link, a reset and a deactivation with the actor', async () => {
    const admin = await gqlFrom<{ login: { token: string; refreshToken: string } }>(server.url, ADDRESS, LOGIN, {
      token: { email: 'admin@example.com', password: DEMO_PASSWORD },
    })
    const { token, refreshToken } = admin.data!.login
    const adminId = (await server.gql<{ me: { id: string } }>('{ me { id } }', {}, token)).data!.me.id
    await gqlFrom(server.url, ADDRESS, REFRESH, { r: { refreshToken } })
    // Spent again at once from the same address and browser: a tab, not a replay (the grace window), so not logged.
    await gqlFrom(server.url, ADDRESS, REFRESH, { r: { refreshToken } })
    expect(events('refresh_token_reused')).toEqual([])
    const elsewhere = '203.0.113.99'
    await gqlFrom(server.url, elsewhere, REFRESH, { r: { refreshToken } })
    expect(events('refresh_token_reused')).toEqual([expect.objectContaining({ userId: adminId, address: elsewhere })])

    const staff = await insertUser(server.database.db, {
      firstName: 'Lou',
      lastName: 'Logged',
      roles: [['employee', 20]],
    })
    const staffToken = await server.signIn(staff.email)
    await gqlFrom(server.url, ADDRESS, SET_ACTIVE, { userId: adminId, active: false }, staffToken)
    expect(events('privilege_refused')).toEqual([
      expect.objectContaining({
        actorId: staff.id,
        address: ADDRESS,
        path: 'setUserActive',
        reason: expect.any(String),
      }),
    ])

    const relogin = await server.signIn('admin@example.com')
    const link = await gqlFrom<{ issuePasswordReset: { url: string } }>(
      server.url,
      ADDRESS,
      ISSUE_RESET,
      { userId: staff.id },
      relogin,
    )
    const resetToken = new URL(link.data!.issuePasswordReset.url, server.origin).searchParams.get('token')
    await gqlFrom(server.url, ADDRESS, RESET, { input: { token: resetToken, newPassword: 'a-new-secret-9' } })
    await gqlFrom(server.url, ADDRESS, SET_ACTIVE, { userId: staff.id, active: false }, relogin)
    expect(events('password_reset_issued')).toEqual([
      expect.objectContaining({ actorId: adminId, userId: staff.id, email: staff.email, address: ADDRESS }),
    ])
    expect(events('password_reset')).toEqual([expect.objectContaining({ userId: staff.id, address: ADDRESS })])
    expect(events('user_deactivated')).toEqual([
      expect.objectContaining({ actorId: adminId, userId: staff.id, address: ADDRESS, level: 30 }),
    ])
  })
})
