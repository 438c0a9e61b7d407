import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../integration/support/test-server'

const ALLOWED_ORIGIN = 'https://admin.example.com'
const FOREIGN_ORIGIN = 'https://evil.example'

let server: TestServer
let staticDir: string

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'storefront-spa-'))
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Storefront Admin</title>')
  server = await startTestServer('pglite', { staticDir, trustProxy: true, corsOrigins: [ALLOWED_ORIGIN] })
})
afterAll(async () => {
  await server?.close()
  await rm(staticDir, { recursive: true, force: true })
})

const graphqlPost = (headers: Record<string, string> = {}) =>
  fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: '{ __typename }' }),
  })

const preflight = (origin: string) =>
  fetch(server.url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  })

const corsHeaders = (response: Response) =>
  [...response.headers.keys()].filter((name) => name.startsWith('access-control-'))

describe('security headers', () => {
  it.each(['/', '/products', '/graphql'])('are on %s', async (path) => {
    const response = path === '/graphql' ? await graphqlPost() : await fetch(`${server.origin}${path}`)
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
  })

  it('sends HSTS only when the trusted proxy says the request came over TLS', async () => {
    const plain = await fetch(`${server.origin}/`)
    expect(plain.headers.get('strict-transport-security')).toBeNull()
    const overTls = await fetch(`${server.origin}/`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(overTls.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/)
  })
})

describe('CORS', () => {
  it('grants nothing to a foreign origin, in a preflight or a simple request', async () => {
    const checked = await preflight(FOREIGN_ORIGIN)
    expect(corsHeaders(checked)).toEqual([])
    const simple = await graphqlPost({ origin: FOREIGN_ORIGIN })
    expect(corsHeaders(simple)).toEqual([])
  })

  it('grants an allow-listed origin, with credentials', async () => {
    const checked = await preflight(ALLOWED_ORIGIN)
    expect(checked.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN)
    expect(checked.headers.get('access-control-allow-credentials')).toBe('true')
    expect(checked.headers.get('access-control-allow-methods')).toContain('POST')
    const simple = await graphqlPost({ origin: ALLOWED_ORIGIN })
    expect(simple.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN)
  })
})
