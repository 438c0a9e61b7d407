import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '@/server/app'
import type { Db } from '@/server/db/client'

export const BENCH_JWT_SECRET = 'bench-signing-key-long-enough-for-hs256-hmac'
export const BENCH_SIGN_IN = { email: 'dev@example.com', password: 'demo-password-1' }

export interface AppClient {
  /** One GraphQL request through the whole app (signed in), throwing on a GraphQL error. */
  call(query: string, variables?: Record<string, unknown>): Promise<Record<string, unknown>>
  close(): Promise<void>
}

/** The real app in process, signed in as the demo developer account; `now` is its clock. */
export async function signedInApp(db: Db, now?: () => Date): Promise<AppClient> {
  const uploadsDir = await mkdtemp(join(tmpdir(), 'bench-uploads-'))
  const app = await buildApp({ db, jwtSecret: BENCH_JWT_SECRET, uploadsDir, now })
  const session = { token: '' }
  const call = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        ...(session.token ? { authorization: `Bearer ${session.token}` } : {}),
      },
      payload: JSON.stringify({ query, variables }),
    })
    const body = response.json<{ data?: Record<string, unknown>; errors?: { message: string }[] }>()
    if (body.errors) throw new Error(body.errors[0]!.message)
    return body.data!
  }
  const signIn = await call('mutation ($token: LoginInput!) { login(token: $token) { token } }', {
    token: BENCH_SIGN_IN,
  })
  session.token = (signIn.login as { token: string }).token
  return {
    call,
    close: async () => {
      await app.close()
      await rm(uploadsDir, { recursive: true, force: true })
    },
  }
}
