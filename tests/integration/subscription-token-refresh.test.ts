import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LoginDocument, ProductChangedDocument, UpdateProductDocument } from '@/gql/graphql'
import { followSubscription } from '@/lib/live-subscription'
import { readTokens, saveTokens } from '@/lib/session-tokens'
import { operationRunner } from './support/operations'
import { insertProduct } from './support/order-fixtures'
import { DEMO_PASSWORD, SERVER_DATABASE_TARGET, startTestServer, type TestServer } from './support/test-server'

/**
 * Access tokens live this long here, so that the server ends a stream at its token's expiry within the test; long
 * enough that a loaded machine (the CI's other test files beside this one) still gets a stream up between expiries:
 * every connection first refreshes a token this short, and the clean-clone CI once saw no event in 30 s with 6 s
 * tokens, and none in 45 s with 12 s.
 */
const TOKEN_TTL_SECONDS = 20

/** Resolves when `check` holds, polling; rejects after `ms`. */
async function eventually(check: () => boolean, ms: number, what: string) {
  const until = Date.now() + ms
  while (!check()) {
    if (Date.now() > until) throw new Error(`Not within ${ms} ms: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The first `data:` line of an event stream (or how it ended without one), cut to 200 characters. */
async function firstEvent(body: ReadableStream<Uint8Array>): Promise<string> {
  const reader = body.getReader()
  let text = ''
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return `ended without data ${JSON.stringify(text.slice(0, 100))}`
      text += new TextDecoder().decode(value)
      const data = text.split('\n').find((line) => line.startsWith('data:'))
      if (data) return data.slice(0, 200)
    }
  } catch (error) {
    return String(error)
  } finally {
    void reader.cancel().catch(() => undefined)
  }
}

// The client of every subscription (live updates and a bulk upload's progress) as the browser runs it: the stored
// session, the token refresh and the reconnection, against the real server.
describe.each(SERVER_DATABASE_TARGET)('the subscription client outlives its access token (%s)', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  /** Each stream the client opened, with its answer's status or its error: what a failure below reports. */
  const streams: string[] = []

  beforeAll(async () => {
    server = await startTestServer(target, { accessTokenTtlSeconds: TOKEN_TTL_SECONDS })
    run = operationRunner(server)
    const stored = new Map<string, string>()
    vi.stubGlobal('window', {
      location: { origin: server.origin, assign: () => undefined },
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => stored.set(key, value),
        removeItem: (key: string) => stored.delete(key),
      },
    })
    const realFetch = globalThis.fetch
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      const opening = new Headers(args[1]?.headers).get('accept') === 'text/event-stream'
      const started = Date.now()
      try {
        const response = await realFetch(...args)
        if (!opening || !response.body) return response
        const index = streams.push(`${response.status} after ${Date.now() - started} ms`) - 1
        // What the stream said first (its first event: data, or the error that ended it), beside its status.
        const [forClient, forReport] = response.body.tee()
        void firstEvent(forReport).then((said) => (streams[index] += `: ${said}`))
        return new Response(forClient, response)
      } catch (error) {
        if (opening) streams.push(`${String(error)} after ${Date.now() - started} ms`)
        throw error
      }
    })
  })
  afterAll(async () => {
    vi.unstubAllGlobals()
    await server.close()
  })

  it('refreshes the token and reconnects when the server ends the stream at expiry, and events keep coming', async () => {
    const login = await run(LoginDocument, { token: { email: 'admin@example.com', password: DEMO_PASSWORD } })
    const { token, refreshToken, expire } = login.data!.login
    saveTokens({ token: token!, refreshToken: refreshToken!, expire: expire! })
    const product = await insertProduct(server.database.db, 20, 10)
    // Another admin's change, signed in for it (tokens here outlive a request only just).
    const change = async (price: number) => {
      const admin = await server.signIn('admin@example.com')
      expect((await run(UpdateProductDocument, { id: product.id, input: { price } }, admin)).errors).toBeUndefined()
    }

    const seen: string[] = []
    let reconnections = 0
    const abort = new AbortController()
    const following = followSubscription(
      ProductChangedDocument,
      { productId: product.id },
      { onResult: (result) => seen.push(result.productChanged.productId), onReconnect: () => reconnections++ },
      abort.signal,
    )
    try {
      // The first connection took a refreshed token (the stored one expires within the refresh threshold). Each
      // refresh hands out a new refresh token; the access token may read the same within the second it was issued in.
      await eventually(() => readTokens().refreshToken !== refreshToken, 20_000, 'a refresh before connecting')
      const first = readTokens().refreshToken
      // Changed until the stream, open a moment after the refresh, tells (for 45 s at most).
      const giveUpAt = Date.now() + 45_000
      for (let price = 21; seen.length === 0 && Date.now() < giveUpAt; price++) {
        await change(price)
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      expect(seen.length, `no event; the streams opened: ${streams.join('; ') || 'none'}`).toBeGreaterThan(0)
      const before = seen.length

      // The server ends the stream once that token expires; the client connects again with a new one.
      await eventually(() => reconnections >= 1, (TOKEN_TTL_SECONDS + 20) * 1000, 'a reconnection after expiry')
      expect(readTokens().refreshToken).not.toBe(first)
      await change(50)
      await eventually(() => seen.length > before, 20_000, 'an event after the token expired')
      expect(new Set(seen)).toEqual(new Set([product.id]))
    } finally {
      abort.abort()
      await following
    }
  }, 150_000)
})
