import type { AddressInfo } from 'node:net'
import { buildApp, type AppOptions } from '@/server/app'
import { migrate, openDatabase, type Database } from '@/server/db/client'
import { seedDemoData } from '@/server/db/seed'
import { createTestDatabase } from '@/server/db/test-database'

export const TEST_JWT_SECRET = 'integration-test-signing-key-long-enough-for-hs256'
export const DEMO_PASSWORD = 'demo-password-1'

export type DatabaseTarget = 'pglite' | 'postgres'

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const DATABASE_TARGETS: DatabaseTarget[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[]
}

export interface TestServer {
  url: string
  database: Database
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GraphQLResponse<T>>
  /** Signs in a demo account and returns its access token. */
  signIn(email: string): Promise<string>
  close(): Promise<void>
}

/** The real server, in process, listening on a free port over a freshly migrated and seeded database. */
export async function startTestServer(
  target: DatabaseTarget,
  options: Partial<Omit<AppOptions, 'db'>> = {},
): Promise<TestServer> {
  const postgres = target === 'postgres' ? await createTestDatabase() : undefined
  const database = await openDatabase(postgres ? { url: postgres.url } : {})
  await migrate(database)
  await seedDemoData(database.db, { size: 'small' })
  const app = await buildApp({ db: database.db, jwtSecret: TEST_JWT_SECRET, ...options })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}/graphql`
  const gql: TestServer['gql'] = async (query, variables, token) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    })
    return (await response.json()) as GraphQLResponse<never>
  }
  return {
    url,
    database,
    gql,
    async signIn(email) {
      const result = await gql<{ login: { token: string } }>(
        'mutation SignIn($token: LoginInput!) { login(token: $token) { token } }',
        { token: { email, password: DEMO_PASSWORD } },
      )
      if (!result.data) throw new Error(`Sign-in as ${email} failed: ${result.errors?.[0]?.message}`)
      return result.data.login.token
    },
    async close() {
      await app.close()
      await database.close()
      await postgres?.drop()
    },
  }
}

export function errorCode(response: GraphQLResponse<unknown>): string | undefined {
  return response.errors?.[0]?.extensions?.code
}
