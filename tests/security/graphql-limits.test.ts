import { readdirSync, readFileSync } from 'node:fs'
import { Kind, parse, print, type DefinitionNode } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPERATION_LIMITS } from '@/server/graphql/operation-limits'
import { errorCode, startTestServer, type GraphQLResponse, type TestServer } from '../integration/support/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer('pglite')
})
afterAll(() => server?.close())

/**
 * POSTs a raw body to /graphql three times: the answer and the fastest time (this machine is shared, so one slow
 * run says more about its neighbours than about the server).
 */
async function post(body: string) {
  const times: number[] = []
  let answer = { status: 0, text: '' }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const started = performance.now()
    const response = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    answer = { status: response.status, text: await response.text() }
    times.push(performance.now() - started)
  }
  return { ...answer, ms: Math.min(...times) }
}

const messages = (response: { errors?: { message: string }[] }) => (response.errors ?? []).map((error) => error.message)

describe('GraphQL document limits', () => {
  const aliased = (count: number) =>
    `query { ${Array.from({ length: count }, (_, index) => `a${index}: productCategories { id }`).join(' ')} }`

  it('refuses 1,000 aliases', async () => {
    const response = await server.gql(aliased(1000))
    expect(response.data ?? null).toBeNull()
    expect(messages(response).join(' ')).toMatch(/limit of \d+ exceeded|more that \d+ tokens/)
  })

  it('refuses one alias more than the limit', async () => {
    const response = await server.gql(aliased(OPERATION_LIMITS.aliases + 1))
    expect(response.data ?? null).toBeNull()
    expect(messages(response).join(' ')).toContain(`Aliases limit of ${OPERATION_LIMITS.aliases} exceeded`)
  })

  it('refuses a query nested deeper than the limit', async () => {
    const depth = OPERATION_LIMITS.depth + 2
    const query = `query { ${'... on Query { '.repeat(depth)}__typename${' }'.repeat(depth)} }`
    const response = await server.gql(query)
    expect(response.data ?? null).toBeNull()
    expect(messages(response).join(' ')).toContain(`depth limit of ${OPERATION_LIMITS.depth} exceeded`)
  })

  it('refuses a 2 MB anonymous query in under 200 ms', async () => {
    const query = `query { ${'__typename '.repeat(200_000)}}`
    expect(query.length).toBeGreaterThan(2_000_000)
    const { status, ms } = await post(JSON.stringify({ query }))
    expect(status).toBe(413)
    expect(ms).toBeLessThan(200)
  })

  it('stops parsing a query under the body limit at the token limit, in under 200 ms', async () => {
    const query = `query { ${'__typename '.repeat(90_000)}}`
    const { text, ms } = await post(JSON.stringify({ query }))
    expect(text).toContain(`Document contains more that ${OPERATION_LIMITS.tokens} tokens`)
    expect(ms).toBeLessThan(200)
  })

  it('refuses a 2 MB JSON body before running anything', async () => {
    const body = JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(2 * 1024 * 1024) } })
    const { status, ms } = await post(body)
    expect(status).toBe(413)
    expect(ms).toBeLessThan(200)
  })

  it('lets every operation the app sends through the limits', async () => {
    const limitMessage = /limit of \d+ exceeded/i
    for (const file of readdirSync('operations')) {
      const document = parse(readFileSync(`operations/${file}`, 'utf8'))
      const fragments = document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
      for (const operation of operations) {
        const definitions: DefinitionNode[] = [operation, ...fragments]
        const response = await server.gql(print({ kind: Kind.DOCUMENT, definitions }))
        expect(
          messages(response).filter((message) => limitMessage.test(message)),
          file,
        ).toEqual([])
      }
    }
  })
})

describe('schema disclosure', () => {
  it('refuses introspection to an anonymous caller', async () => {
    for (const query of ['{ __schema { queryType { name } } }', '{ __type(name: "User") { fields { name } } }']) {
      const response = await server.gql(query)
      expect(errorCode(response)).toBe('FORBIDDEN')
      expect(response.data ?? null).toBeNull()
    }
  })

  it('refuses introspection to a signed-in user without the dev role', async () => {
    const token = await server.signIn('admin@example.com')
    const response = await server.gql('{ __schema { queryType { name } } }', {}, token)
    expect(errorCode(response)).toBe('FORBIDDEN')
  })

  it('answers introspection to a holder of the dev role', async () => {
    const token = await server.signIn('dev@example.com')
    const response = await server.gql<{ __schema: { queryType: { name: string } } }>(
      '{ __schema { queryType { name } } }',
      {},
      token,
    )
    expect(response.data?.__schema.queryType.name).toBe('Query')
  })

  it('leaves field suggestions out of validation errors for anonymous callers', async () => {
    const response = await server.gql('{ productCategorie { id } }')
    expect(messages(response)).toHaveLength(1)
    expect(messages(response)[0]).toContain('Cannot query field "productCategorie"')
    expect(messages(response)[0]).not.toContain('Did you mean')
  })

  it('keeps field suggestions for a holder of the dev role', async () => {
    const token = await server.signIn('dev@example.com')
    const response = await server.gql('{ productCategorie { id } }', {}, token)
    expect(messages(response)[0]).toContain('Did you mean "productCategories"?')
  })
})

describe('multipart requests', () => {
  it('answers an anonymous one before reading its body', async () => {
    // A body that never ends: only a server that answers without reading it can reply.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode('--boundary\r\nContent-Disposition: form-data; name="operations"\r\n'),
        )
      },
    })
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=boundary' },
      body,
      duplex: 'half',
      signal: AbortSignal.timeout(5000),
    } as RequestInit)
    expect(errorCode((await response.json()) as GraphQLResponse)).toBe('UNAUTHENTICATED')
  })

  it('carries only the upload operations', async () => {
    const token = await server.signIn('admin@example.com')
    const file = new File(['x'], 'x.txt')
    const response = await server.upload('query { productCategories { id } }', { file: null }, { file }, token)
    expect(errorCode(response)).toBe('BAD_USER_INPUT')
    expect(response.data ?? null).toBeNull()
  })
})
