import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '@/server/auth/token-hash'
import { passwordResetTokens } from '@/server/db/schema'
import { insertUser } from './support/user-fixtures'
import { DATABASE_TARGETS, startTestServer, type TestServer } from './support/test-server'

const STATUS = 'query ($token: String!) { passwordResetStatus(token: $token) { valid reason } }'
const ISSUE = 'mutation ($userId: ID!) { issuePasswordReset(userId: $userId) { url } }'
const RESET = 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }'

describe.each(DATABASE_TARGETS)('the reset link status on %s', (target) => {
  let server: TestServer
  let admin: string

  beforeAll(async () => {
    server = await startTestServer(target)
    admin = await server.signIn('admin@example.com')
  })
  afterAll(() => server.close())

  /** A fresh link for a user of the test's own; its token, as the reset screen reads it from the URL. */
  const issueToken = async () => {
    const { id: userId } = await insertUser(server.database.db, {
      firstName: 'Stella',
      lastName: 'Status',
      roles: [['employee', 20]],
    })
    const issued = await server.gql<{ issuePasswordReset: { url: string } }>(ISSUE, { userId }, admin)
    return new URLSearchParams(issued.data!.issuePasswordReset.url.split('?')[1]).get('token')!
  }
  /** Asked without signing in, as the reset screen does. */
  const status = async (token: string) =>
    (await server.gql<{ passwordResetStatus: { valid: boolean; reason: string | null } }>(STATUS, { token })).data!
      .passwordResetStatus

  it('calls a fresh link valid, and the same link used once it set a password', async () => {
    const token = await issueToken()
    expect(await status(token)).toEqual({ valid: true, reason: null })
    const reset = await server.gql(RESET, { input: { token, newPassword: 'a-new-password-1' } })
    expect(reset.errors).toBeUndefined()
    expect(await status(token)).toEqual({ valid: false, reason: 'USED' })
  })

  it('calls a link replaced by a newer one used', async () => {
    const { id: userId } = await insertUser(server.database.db, { firstName: 'Nora', lastName: 'Newer' })
    const tokenOf = async () => {
      const issued = await server.gql<{ issuePasswordReset: { url: string } }>(ISSUE, { userId }, admin)
      return new URLSearchParams(issued.data!.issuePasswordReset.url.split('?')[1]).get('token')!
    }
    const older = await tokenOf()
    const newer = await tokenOf()
    expect(await status(older)).toEqual({ valid: false, reason: 'USED' })
    expect(await status(newer)).toEqual({ valid: true, reason: null })
  })

  it('calls a link past its lifetime expired', async () => {
    const token = await issueToken()
    await server.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
    expect(await status(token)).toEqual({ valid: false, reason: 'EXPIRED' })
  })

  it('calls garbage, empty and oversized tokens invalid without an error', async () => {
    for (const token of ['not-a-token', '', 'x'.repeat(100_000), 'tab\there']) {
      const result = await server.gql(STATUS, { token })
      expect(result.errors, token.slice(0, 20)).toBeUndefined()
      expect(await status(token)).toEqual({ valid: false, reason: 'INVALID' })
    }
  })
})
