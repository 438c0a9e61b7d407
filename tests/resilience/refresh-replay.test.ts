import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GetMeDocument, RefreshTokenDocument } from '@/gql/graphql'
import { users } from '@/server/db/schema'
import { operationRunner } from '../integration/support/operations'
import { DATABASE_TARGETS, startTestServer, type TestServer } from '../integration/support/test-server'
import { mintSession } from '../integration/support/user-fixtures'

const SESSIONS = 10
const REPLAYS = 3

describe.each(DATABASE_TARGETS)('refresh tokens replayed concurrently on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
  })
  afterAll(() => server.close())

  it('give tokens to one request at most, then end the whole session, the winner included', async () => {
    const [admin] = await server.database.db.select().from(users).where(eq(users.email, 'admin@example.com'))
    const sessions = await Promise.all(
      Array.from({ length: SESSIONS }, () => mintSession(server.database.db, admin!.id)),
    )
    // Every session's token sent several times at once from different browsers: a leaked token used by its thief and
    // its owner together (copies from one browser within moments are its own tabs: tests/integration/auth.test.ts).
    const rounds = await Promise.all(
      sessions.map((session) =>
        Promise.all(
          Array.from({ length: REPLAYS }, (_, copy) =>
            server.gql<{ refreshToken: { token: string; refreshToken: string } }>(
              String(RefreshTokenDocument),
              { refresh: { refreshToken: session.refreshToken } },
              undefined,
              { 'user-agent': `Browser ${copy}` },
            ),
          ),
        ),
      ),
    )
    for (const [index, results] of rounds.entries()) {
      const winners = results.filter((result) => !result.errors).map((result) => result.data!.refreshToken)
      expect(winners.length).toBeLessThanOrEqual(1)
      const refusals = results.filter((result) => result.errors).map((result) => result.errors![0]!.extensions?.code)
      expect(refusals).toEqual(Array(REPLAYS - winners.length).fill('UNAUTHENTICATED'))

      // A replay means the token leaked: nothing issued in that session may keep working.
      const original = await run(GetMeDocument, {}, sessions[index]!.token)
      expect(original.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
      for (const winner of winners) {
        expect((await run(GetMeDocument, {}, winner.token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
        const again = await run(RefreshTokenDocument, { refresh: { refreshToken: winner.refreshToken } })
        expect(again.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
      }
    }
  })
})
