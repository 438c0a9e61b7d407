import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { buildApp, type AppOptions } from '@/server/app'
import { migrate, openDatabase, type Database, type OpenDatabaseOptions } from '@/server/db/client'
import { seedDemoData, type SeedOptions } from '@/server/db/seed'
import type { ScryptCost } from '@/server/auth/password'
import { createTestDatabase } from '@/server/db/test-database'
import { seedKey } from './prepared-databases'
import { TEST_PASSWORD_COST } from './test-password-cost'

export const TEST_JWT_SECRET = 'integration-test-signing-key-long-enough-for-hs256'
export const DEMO_PASSWORD = 'demo-password-1'

export type DatabaseTarget = 'pglite' | 'postgres'

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const DATABASE_TARGETS: DatabaseTarget[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

/**
 * For a file whose subject is PostgreSQL's own limits or plans at scale, where a second run on PGlite (the same SQL on
 * the same engine, in process) adds minutes and nothing else: PostgreSQL when there is one, else PGlite.
 */
export const SERVER_DATABASE_TARGET: DatabaseTarget[] = process.env.TEST_DATABASE_URL ? ['postgres'] : ['pglite']

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[]
}

export interface TestServer {
  url: string
  /** The server's root, for fetching what it serves besides /graphql. */
  origin: string
  database: Database
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<T>>
  /** A GraphQL multipart request (spec: operations, map, then one part per file) with each file at its variable path. */
  upload<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    files: Record<string, File>,
    token?: string,
  ): Promise<GraphQLResponse<T>>
  /** Signs in a demo account and returns its access token. */
  signIn(email: string): Promise<string>
  close(): Promise<void>
}

/**
 * A database of its own, migrated and seeded: a copy of the run's prepared one (tests/integration/support/
 * prepared-databases.ts) when there is one for this seed at the test password cost, else made here.
 */
async function openSeededDatabase(
  target: DatabaseTarget,
  seed: SeedOptions,
  passwordCost: ScryptCost,
  databaseOptions: Pick<OpenDatabaseOptions, 'queryLogger'>,
) {
  const prepared = passwordCost === TEST_PASSWORD_COST ? inject('preparedDatabases')[seedKey(seed)] : undefined
  const postgres =
    target === 'postgres' ? await createTestDatabase(undefined, undefined, prepared?.postgresTemplate) : undefined
  const database = await openDatabase({
    ...databaseOptions,
    ...(postgres ? { url: postgres.url } : {}),
    ...(prepared && !postgres ? { loadDataDir: new Blob([await readFile(prepared.pgliteTarball)]) } : {}),
  })
  if (!prepared) {
    await migrate(database)
    await seedDemoData(database.db, { ...seed, passwordCost })
  }
  return { database, postgres }
}

/** The real server, in process, listening on a free port over its own migrated and seeded database. */
export async function startTestServer(
  target: DatabaseTarget,
  options: Partial<Omit<AppOptions, 'db'>> = {},
  seed: SeedOptions = { size: 'small' },
  databaseOptions: Pick<OpenDatabaseOptions, 'queryLogger'> = {},
): Promise<TestServer> {
  const passwordCost = options.passwordCost ?? TEST_PASSWORD_COST
  const { database, postgres } = await openSeededDatabase(target, seed, passwordCost, databaseOptions)
  const uploadsDir = await mkdtemp(join(tmpdir(), 'storefront-uploads-'))
  const app = await buildApp({
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    uploadsDir,
    ...options,
    passwordCost,
    // Rate-limit counters in a shared Redis stay apart from other test servers' unless a test names a prefix.
    limits: { keyPrefix: `test:${randomUUID()}`, ...options.limits },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  const url = `${origin}/graphql`
  const authorization = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {})
  const gql: TestServer['gql'] = async (query, variables, token, headers) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authorization(token), ...headers },
      body: JSON.stringify({ query, variables }),
    })
    return (await response.json()) as GraphQLResponse<never>
  }
  const upload: TestServer['upload'] = async (query, variables, files, token) => {
    const body = new FormData()
    const paths = Object.keys(files)
    body.set('operations', JSON.stringify({ query, variables }))
    body.set(
      'map',
      JSON.stringify(Object.fromEntries(paths.map((path, index) => [String(index), [`variables.${path}`]]))),
    )
    paths.forEach((path, index) => body.set(String(index), files[path]!))
    const response = await fetch(url, { method: 'POST', headers: authorization(token), body })
    return (await response.json()) as GraphQLResponse<never>
  }
  return {
    url,
    origin,
    database,
    gql,
    upload,
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
      await rm(uploadsDir, { recursive: true, force: true })
    },
  }
}

export function errorCode(response: GraphQLResponse<unknown>): string | undefined {
  return response.errors?.[0]?.extensions?.code
}
