import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GetMeDocument, LoginDocument, RefreshTokenDocument } from '@/gql/graphql'
import { operationRunner } from '../integration/support/operations'
import { DATABASE_TARGETS, DEMO_PASSWORD, startTestServer, type TestServer } from '../integration/support/test-server'

describe.each(DATABASE_TARGETS)('a refresh token replayed concurrently on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
  })
  afterAll(() => server.close())

  it('gives tokens to one request only, then ends the whole session, the winner included', async () => {
    const login = await run(LoginDocument, { token: { email: 'admin@example.com', password: DEMO_PASSWORD } })
    const { refreshToken } = login.data!.login
    const results = await Promise.all(
      Array.from({ length: 10 }, () => run(RefreshTokenDocument, { refresh: { refreshToken } })),
    )
    const winners = results.filter((result) => !result.errors).map((result) => result.data!.refreshToken)
    expect(winners).toHaveLength(1)
    expect(results.filter((result) => result.errors).map((result) => result.errors![0]!.extensions?.code)).toEqual(
      Array(10 - winners.length).fill('UNAUTHENTICATED'),
    )

    // A replay means the token leaked: nothing issued in that family may keep working.
    const stillSignedIn = await run(GetMeDocument, {}, login.data!.login.token)
    expect(stillSignedIn.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    for (const winner of winners) {
      const me = await run(GetMeDocument, {}, winner.token)
      expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
      const again = await run(RefreshTokenDocument, { refresh: { refreshToken: winner.refreshToken } })
      expect(again.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    }
  })
})
