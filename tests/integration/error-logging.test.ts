import { sql } from 'drizzle-orm'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support/test-server'

describe('logging of unexpected errors', () => {
  let server: TestServer
  const lines: Record<string, unknown>[] = []

  beforeAll(async () => {
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) })
    server = await startTestServer('pglite', { logger })
  })
  afterAll(() => server.close())

  it('masks a failing resolver as INTERNAL_SERVER_ERROR and logs the real error with its stack and request id', async () => {
    const admin = await server.signIn('admin@example.com')
    // A fault no client can cause: the table the resolver reads is gone.
    await server.database.db.execute(sql`alter table categories rename to categories_gone`)
    try {
      const answer = await server.gql('query { productCategories { id name } }', {}, admin)
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Unexpected error.',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      })
      const logged = lines.find((line) => line.level === 50)
      expect(logged).toMatchObject({
        reqId: expect.any(String),
        path: 'productCategories',
        err: { message: expect.stringContaining('categories'), stack: expect.stringContaining('\n    at ') },
      })
    } finally {
      await server.database.db.execute(sql`alter table categories_gone rename to categories`)
    }
  })
})
