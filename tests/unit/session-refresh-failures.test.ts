import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { freshAccessToken } from '@/lib/graphql-client'
import { readTokens, saveTokens } from '@/lib/session-tokens'

/** A token that expires within the refresh threshold, so that the next call refreshes it first. */
const expiringSoon = () => new Date(Date.now() + 10_000).toISOString()

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
const refreshed = answer({
  data: {
    refreshToken: {
      token: 'new-access',
      refreshToken: 'new-refresh',
      expire: new Date(Date.now() + 3_600_000).toISOString(),
      expiresAt: null,
    },
  },
})
const refused = answer({
  data: null,
  errors: [{ message: 'Your session has ended. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } }],
})

// A refresh that fails is not always a refusal: only the server's refusal of the refresh token ends the session.
describe('refreshing the access token', () => {
  const stored = new Map<string, string>()
  const fetchAnswers: (() => Promise<Response>)[] = []
  const assign = vi.fn()

  beforeEach(() => {
    stored.clear()
    fetchAnswers.length = 0
    vi.stubGlobal('window', {
      location: { origin: 'http://admin.test', assign },
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => stored.set(key, value),
        removeItem: (key: string) => stored.delete(key),
      },
    })
    vi.stubGlobal('fetch', () => fetchAnswers.shift()!())
    saveTokens({ token: 'old-access', refreshToken: 'old-refresh', expire: expiringSoon() })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    assign.mockReset()
  })

  it('keeps the session when the server cannot be reached, and refreshes on the next try', async () => {
    fetchAnswers.push(
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.resolve(refreshed),
    )
    await expect(freshAccessToken()).rejects.toThrow()
    expect(readTokens().refreshToken).toBe('old-refresh')
    expect(assign).not.toHaveBeenCalled()
    expect(await freshAccessToken()).toBe('new-access')
    expect(readTokens().refreshToken).toBe('new-refresh')
  })

  it('keeps the session when the server fails or is busy', async () => {
    for (const code of ['INTERNAL_SERVER_ERROR', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE']) {
      fetchAnswers.push(() =>
        Promise.resolve(answer({ data: null, errors: [{ message: code, extensions: { code } }] })),
      )
      await expect(freshAccessToken()).rejects.toThrow()
      expect(readTokens().refreshToken).toBe('old-refresh')
    }
    expect(assign).not.toHaveBeenCalled()
  })

  it('ends the session when the server refuses the refresh token', async () => {
    fetchAnswers.push(() => Promise.resolve(refused))
    await expect(freshAccessToken()).rejects.toThrow('Your session has ended')
    expect(readTokens().refreshToken).toBeUndefined()
    expect(assign).toHaveBeenCalledWith('/')
  })
})
