import { afterEach, describe, expect, it, vi } from 'vitest'
import { AccessTokens } from '@/server/auth/access-token'

const SECRET = 'unit-test-signing-key-that-is-long-enough'
const codeOf = (error: unknown) => (error as { extensions?: { code?: string } }).extensions?.code

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers())

  it('keeps answering for a token it verified before, until the token expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'))
    const tokens = new AccessTokens(SECRET, 60)
    const { token } = await tokens.sign({ userId: 'user-1', sessionId: 'session-1' })
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1', sessionId: 'session-1' })
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1', sessionId: 'session-1' })

    vi.setSystemTime(new Date('2026-11-28T12:01:00Z'))
    const expired = await tokens.verify(token).catch((error: unknown) => error)
    expect(codeOf(expired)).toBe('AUTH_TOKEN_EXPIRED')
  })

  it('refuses a token signed with another key or altered, also after a good one was verified', async () => {
    const tokens = new AccessTokens(SECRET, 60)
    const { token } = await tokens.sign({ userId: 'user-1', sessionId: 'session-1' })
    await tokens.verify(token)
    const foreign = await new AccessTokens(`${SECRET}-other`, 60).sign({ userId: 'user-1', sessionId: 'session-1' })
    expect(codeOf(await tokens.verify(foreign.token).catch((error: unknown) => error))).toBe('UNAUTHENTICATED')
    const [header, , signature] = token.split('.')
    const claims = Buffer.from(JSON.stringify({ sub: 'admin', sid: 'session-1', exp: 9_999_999_999 })).toString(
      'base64url',
    )
    const altered = `${header}.${claims}.${signature}`
    expect(codeOf(await tokens.verify(altered).catch((error: unknown) => error))).toBe('UNAUTHENTICATED')
  })
})
