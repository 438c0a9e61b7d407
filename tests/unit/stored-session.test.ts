import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GetMeDocument } from '@/gql/graphql'
import type { GraphQLResult } from '@/lib/graphql-response'
import type { SentAhead } from '@/first-visit/sent-ahead'
import { AuthStore } from '@/lib/session/auth-store'
import type { SessionUser } from '@/lib/session/session-user'

const analyst: SessionUser = {
  name: 'Ana Lyst',
  email: 'ana@example.com',
  roles: [{ id: '7', name: 'analyst', permissionLevel: 5, areas: [{ area: 'analytics', level: 20 }] }],
  permissions: ['analyst'],
  profile: { firstName: 'Ana', lastName: 'Lyst', phone: '' },
}
const me = (roles: SessionUser['roles']) => ({
  data: {
    me: { firstName: 'Ana', lastName: 'Lyst', fullName: 'Ana Lyst', email: analyst.email, phoneNumber: null, roles },
  },
})

/** The answer to the next GraphQL request, given when the test says. */
function pendingAnswer() {
  let answer!: (body: unknown) => void
  let fail!: (error: Error) => void
  const response = new Promise<Response>((resolve, reject) => {
    answer = (body) => resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }))
    fail = reject
  })
  return { response, answer, fail }
}

let storage: Map<string, string>
let requests: string[]
let next: ReturnType<typeof pendingAnswer>

beforeEach(() => {
  storage = new Map([
    ['token', 'access-token'],
    ['refreshToken', 'refresh-token'],
    ['expire', new Date(Date.now() + 15 * 60_000).toISOString()],
  ])
  requests = []
  next = pendingAnswer()
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
    location: { origin: 'http://localhost', assign: vi.fn() },
  })
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    requests.push((JSON.parse(String(init.body)) as { operationName: string }).operationName)
    return next.response
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a page load with a stored session', () => {
  it('lets the routes go on with the stored user while me is still on its way', async () => {
    storage.set('currentUser', JSON.stringify(analyst))
    const store = new AuthStore()
    await store.initialize()
    expect(store.getState().user).toEqual(analyst)
    // The network client loads with the first request, so me goes out a moment after the routes were let through.
    await vi.waitFor(() => expect(requests).toEqual(['GetMe']))
    expect(store.getState().user).toEqual(analyst)
  })

  it('asks the routes to guard again when me answers with other roles, and not when nothing changed', async () => {
    storage.set('currentUser', JSON.stringify(analyst))
    const store = new AuthStore()
    const revised = vi.fn()
    store.onStoredUserRevised(revised)
    await store.initialize()
    const promoted = [{ id: '9', name: 'admin', permissionLevel: 20, areas: [{ area: 'settings', level: 20 }] }]
    next.answer(me(promoted))
    await vi.waitFor(() => expect(revised).toHaveBeenCalledTimes(1))
    expect(store.getState().user?.roles).toEqual(promoted)

    // The next page load: what the first one stored, and me agreeing with it.
    const again = new AuthStore()
    const unchanged = vi.fn()
    again.onStoredUserRevised(unchanged)
    next = pendingAnswer()
    await again.initialize()
    next.answer(me(promoted))
    await vi.waitFor(() => expect(requests).toHaveLength(2))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(unchanged).not.toHaveBeenCalled()
  })

  it('keeps the stored user when me cannot reach the server', async () => {
    storage.set('currentUser', JSON.stringify(analyst))
    const store = new AuthStore()
    const revised = vi.fn()
    store.onStoredUserRevised(revised)
    await store.initialize()
    next.fail(new TypeError('Failed to fetch'))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(store.getState().user).toEqual(analyst)
    expect(storage.get('token')).toBe('access-token')
    expect(revised).not.toHaveBeenCalled()
  })

  it('waits for me when no user was stored', async () => {
    const store = new AuthStore()
    let settled = false
    const initialized = store.initialize().then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(settled).toBe(false)
    next.answer(me(analyst.roles))
    await initialized
    expect(store.getState().user?.email).toBe(analyst.email)
  })
})

describe('a first screen whose me the boot script sent ahead', () => {
  const sentAhead = (answer: unknown, variables: object = {}): SentAhead => ({
    body: { query: String(GetMeDocument), operationName: 'GetMe', variables },
    answer: Promise.resolve(answer as GraphQLResult<unknown>),
  })

  it('takes its answer and sends no me of its own', async () => {
    const store = new AuthStore()
    await store.initialize(sentAhead(me(analyst.roles)))
    expect(store.getState().user?.email).toBe(analyst.email)
    expect(storage.get('startPage')).toBe('/dashboard')
    expect(requests).toEqual([])
  })

  it.each([
    [
      'an error answer',
      sentAhead({ data: null, errors: [{ message: 'Token expired', extensions: { code: 'AUTH_TOKEN_EXPIRED' } }] }),
    ],
    ['a failed request', sentAhead(undefined)],
    ['another request', sentAhead(me(analyst.roles), { id: '1' })],
  ])('sends its own me after %s, through the usual client', async (_case, sent) => {
    const store = new AuthStore()
    const initialized = store.initialize(sent)
    await vi.waitFor(() => expect(requests).toEqual(['GetMe']))
    next.answer(me(analyst.roles))
    await initialized
    expect(store.getState().user?.email).toBe(analyst.email)
  })
})
