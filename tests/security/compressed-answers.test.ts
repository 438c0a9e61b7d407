import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchProductsDocument } from '@/gql/graphql'
import { COMPRESS_FROM_BYTES } from '@/server/graphql/compressed-response'
import { searchInput } from '../integration/support/operations'
import { startTestServer, type TestServer } from '../integration/support/test-server'

describe('GraphQL answers compressed for the browsers that accept it', () => {
  let server: TestServer
  let token: string

  beforeAll(async () => {
    server = await startTestServer('pglite')
    token = await server.signIn('admin@example.com')
  })
  afterAll(() => server.close())

  const post = (query: string, variables: Record<string, unknown>, acceptEncoding: string) =>
    fetch(server.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'accept-encoding': acceptEncoding,
      },
      body: JSON.stringify({ query, variables }),
    })
  const productPage = (acceptEncoding: string) =>
    post(String(SearchProductsDocument), { search: searchInput({ PageSize: '50' }) }, acceptEncoding)

  it('sends a large answer with brotli, else gzip, and the same JSON as uncompressed', async () => {
    const plain = await productPage('identity')
    expect(plain.headers.get('content-encoding')).toBeNull()
    const text = await plain.text()
    expect(Buffer.byteLength(text)).toBeGreaterThan(COMPRESS_FROM_BYTES)
    const expected: unknown = JSON.parse(text)
    expect(expected).toHaveProperty('data.searchProducts')

    const brotli = await productPage('gzip, deflate, br, zstd')
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(await brotli.json()).toEqual(expected)
    // On the wire (the header as sent, before fetch decodes it) a product page is a fraction of its JSON.
    const { brotliDecompressSync } = await import('node:zlib')
    const wire = await new Promise<Buffer>((resolve, reject) => {
      const url = new URL(server.url)
      const body = JSON.stringify({
        query: String(SearchProductsDocument),
        variables: { search: searchInput({ PageSize: '50' }) },
      })
      const request = httpRequest(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => resolve(Buffer.concat(chunks)))
        },
      )
      request.on('error', reject)
      request.end(body)
    })
    expect(wire.length * 3).toBeLessThan(Buffer.byteLength(text))
    expect(JSON.parse(brotliDecompressSync(wire).toString())).toEqual(expected)

    const gzip = await productPage('gzip;q=1, br;q=0')
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(await gzip.json()).toEqual(expected)
  })

  it('sends a small answer as it is', async () => {
    const small = await post('{ __typename }', {}, 'br, gzip')
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(await small.json()).toEqual({ data: { __typename: 'Query' } })
  })
})
