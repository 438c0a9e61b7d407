import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  EndOtherSessionsDocument,
  EndSessionDocument,
  EndUserSessionsDocument,
  GetMeDocument,
  GetMySessionsDocument,
  GetUserSessionsDocument,
  LoginDocument,
  RefreshTokenDocument,
  type SessionFieldsFragment,
} from '@/gql/graphql'
import { insertUser } from './support/user-fixtures'
import { DATABASE_TARGETS, DEMO_PASSWORD, errorCode, startTestServer, type TestServer } from './support/test-server'

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0'
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1'

type Session = SessionFieldsFragment
interface Tokens {
  token: string
  refreshToken: string
}
interface Answer<T> {
  data?: T | null
  errors?: { message: string; extensions?: { code?: string } }[]
}

describe.each(DATABASE_TARGETS)('sessions a user can see and end on %s', (target) => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer(target)
  })
  afterAll(() => server.close())

  /** A GraphQL request from a browser of its own (the User-Agent the server keeps with the session). */
  async function send<T>(
    document: unknown,
    variables: Record<string, unknown>,
    { token, userAgent }: { token?: string; userAgent?: string } = {},
  ): Promise<Answer<T>> {
    const response = await fetch(server.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(userAgent ? { 'user-agent': userAgent } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query: String(document), variables }),
    })
    return (await response.json()) as Answer<T>
  }

  async function signIn(email: string, userAgent: string): Promise<Tokens> {
    const answer = await send<{ login: Tokens }>(
      LoginDocument,
      { token: { email, password: DEMO_PASSWORD } },
      { userAgent },
    )
    return answer.data!.login
  }

  const idOf = async (email: string) =>
    (await server.database.db.execute<{ id: string }>(sql`select id from users where email = ${email}`)).rows[0]!.id

  const sessionsOf = async (token: string) =>
    (await send<{ mySessions: Session[] }>(GetMySessionsDocument, {}, { token })).data!.mySessions

  it('lists each sign-in with its browser, system and address, the current one marked, the latest first', async () => {
    const laptop = await signIn('stock@example.com', CHROME_ON_LINUX)
    const desktop = await signIn('stock@example.com', FIREFOX_ON_WINDOWS)
    const sessions = await sessionsOf(laptop.token)
    expect(sessions.map(({ browser, system, address, current }) => ({ browser, system, address, current }))).toEqual([
      { browser: 'Firefox 140', system: 'Windows 10', address: '127.0.0.1', current: false },
      { browser: 'Chrome 156', system: 'Linux', address: '127.0.0.1', current: true },
    ])
    for (const session of sessions)
      expect(Date.parse(session.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(session.signedInAt))
    const fromDesktop = await sessionsOf(desktop.token)
    expect(fromDesktop.find((session) => session.current)?.browser).toBe('Firefox 140')
  })

  it('shows the browser of the latest refresh and keeps the sign-in time', async () => {
    const phone = await signIn('orders@example.com', CHROME_ON_LINUX)
    const [before] = await sessionsOf(phone.token)
    const refreshed = await send<{ refreshToken: Tokens }>(
      RefreshTokenDocument,
      { refresh: { refreshToken: phone.refreshToken } },
      { userAgent: SAFARI_ON_IPHONE },
    )
    const [after] = await sessionsOf(refreshed.data!.refreshToken.token)
    expect(after).toMatchObject({ id: before!.id, signedInAt: before!.signedInAt, browser: 'Safari 18', system: 'iOS' })
  })

  it('ends another session at once: its access and refresh tokens stop working; the current one cannot be ended here', async () => {
    const kept = await signIn('viewer@example.com', CHROME_ON_LINUX)
    const lost = await signIn('viewer@example.com', FIREFOX_ON_WINDOWS)
    const lostId = (await sessionsOf(kept.token)).find(
      (session) => !session.current && session.browser === 'Firefox 140',
    )!.id

    const ended = await send<{ endSession: boolean }>(EndSessionDocument, { sessionId: lostId }, { token: kept.token })
    expect(ended.data?.endSession).toBe(true)
    expect(errorCode(await send(GetMeDocument, {}, { token: lost.token }))).toBe('UNAUTHENTICATED')
    expect(errorCode(await send(RefreshTokenDocument, { refresh: { refreshToken: lost.refreshToken } }))).toBe(
      'UNAUTHENTICATED',
    )
    expect((await sessionsOf(kept.token)).map((session) => session.id)).not.toContain(lostId)

    const again = await send(EndSessionDocument, { sessionId: lostId }, { token: kept.token })
    expect(errorCode(again)).toBe('NOT_FOUND')
    const current = (await sessionsOf(kept.token)).find((session) => session.current)!
    const own = await send(EndSessionDocument, { sessionId: current.id }, { token: kept.token })
    expect(errorCode(own)).toBe('BAD_USER_INPUT')
    expect(own.errors?.[0]?.message).toBe('This is the session you are using: sign out to end it.')
    expect((await send<{ me: { email: string } }>(GetMeDocument, {}, { token: kept.token })).data?.me.email).toBe(
      'viewer@example.com',
    )
  })

  it("cannot end another user's session by its id", async () => {
    const theirs = await signIn('stock@example.com', SAFARI_ON_IPHONE)
    const theirId = (await sessionsOf(theirs.token)).find((session) => session.current)!.id
    const mine = await signIn('dev@example.com', CHROME_ON_LINUX)
    expect(errorCode(await send(EndSessionDocument, { sessionId: theirId }, { token: mine.token }))).toBe('NOT_FOUND')
    expect(errorCode(await send(GetMeDocument, {}, { token: theirs.token }))).toBeUndefined()
  })

  it('ends every other session and says how many', async () => {
    const here = await signIn('dev@example.com', CHROME_ON_LINUX)
    const elsewhere = await signIn('dev@example.com', SAFARI_ON_IPHONE)
    const live = (await sessionsOf(here.token)).length
    const ended = await send<{ endOtherSessions: number }>(EndOtherSessionsDocument, {}, { token: here.token })
    expect(ended.data?.endOtherSessions).toBe(live - 1)
    expect(errorCode(await send(GetMeDocument, {}, { token: elsewhere.token }))).toBe('UNAUTHENTICATED')
    expect((await sessionsOf(here.token)).map((session) => session.current)).toEqual([true])
  })

  it("lets a user manager see and end a user's sessions, but not those of someone holding more", async () => {
    const manager = await signIn('hr@example.com', CHROME_ON_LINUX)
    // Holds nothing the manager lacks (a user holding more is the refusal below).
    const { id: clerkId, email } = await insertUser(server.database.db, {
      firstName: 'Sam',
      lastName: 'Clerk',
      roles: [['employee', 20]],
    })
    const clerk = await signIn(email, FIREFOX_ON_WINDOWS)
    const listed = await send<{ userSessions: Session[] }>(
      GetUserSessionsDocument,
      { userId: clerkId },
      { token: manager.token },
    )
    expect(listed.data!.userSessions.map((session) => session.browser)).toContain('Firefox 140')
    expect(listed.data!.userSessions.every((session) => !session.current)).toBe(true)

    const ended = await send<{ endUserSessions: number }>(
      EndUserSessionsDocument,
      { userId: clerkId },
      { token: manager.token },
    )
    expect(ended.data!.endUserSessions).toBe(listed.data!.userSessions.length)
    expect(errorCode(await send(GetMeDocument, {}, { token: clerk.token }))).toBe('UNAUTHENTICATED')

    const admin = await signIn('admin@example.com', CHROME_ON_LINUX)
    const adminId = await idOf('admin@example.com')
    const refused = await send(EndUserSessionsDocument, { userId: adminId }, { token: manager.token })
    expect(errorCode(refused)).toBe('FORBIDDEN')
    expect(errorCode(await send(GetMeDocument, {}, { token: admin.token }))).toBeUndefined()
  })

  it('keeps at most 512 characters of an absurd User-Agent and still names the browser', async () => {
    // Node takes headers up to 16 KB in all; this one alone is 8 KB.
    const huge = `${CHROME_ON_LINUX} ${'x'.repeat(8_000)}`
    const session = await signIn('viewer@example.com', huge)
    const { rows } = await server.database.db.execute<{ length: number }>(
      sql`select max(length(user_agent))::int as length from refresh_tokens`,
    )
    expect(rows[0]!.length).toBe(512)
    expect((await sessionsOf(session.token)).find((entry) => entry.current)?.browser).toBe('Chrome 156')
  })
})
