import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FinishPasskeyRegistrationDocument,
  GetMyPasskeysDocument,
  RemovePasskeyDocument,
  StartPasskeyRegistrationDocument,
} from '@/gql/graphql'
import { operationRunner } from './support/operations'
import { createPasskey } from './support/soft-authenticator'
import { insertUser } from './support/user-fixtures'
import { DATABASE_TARGETS, errorCode, startTestServer, type TestServer } from './support/test-server'

const ORIGIN = 'https://admin.shop.example'
const NOT_VERIFIED = 'The passkey could not be verified. Please try again.'

describe.each(DATABASE_TARGETS)('passkeys a user registers and removes on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>

  beforeAll(async () => {
    server = await startTestServer(target, { relyingParty: { id: 'shop.example', origin: ORIGIN } })
    run = operationRunner(server)
  })
  afterAll(() => server.close())

  const staffToken = async () => {
    const { email } = await insertUser(server.database.db, {
      firstName: 'Pat',
      lastName: 'Passkey',
      roles: [['employee', 20]],
    })
    return server.signIn(email)
  }

  /** Registration options, and the browser's answer made for them at `origin`. */
  async function created(token: string, origin = ORIGIN) {
    const { options, ticket } = (await run(StartPasskeyRegistrationDocument, {}, token)).data!.startPasskeyRegistration
    const parsed = JSON.parse(options) as { challenge: string; rp: { id?: string; name: string } }
    return { ticket, parsed, response: JSON.stringify(createPasskey(parsed, origin)) }
  }

  it('registers passkeys under their names for the configured relying party, lists and removes them', async () => {
    const token = await staffToken()
    const first = await created(token)
    expect(first.parsed.rp).toEqual({ id: 'shop.example', name: 'Storefront Admin' })
    const laptop = await run(
      FinishPasskeyRegistrationDocument,
      { input: { ticket: first.ticket, name: 'Work laptop', response: first.response } },
      token,
    )
    expect(laptop.data?.finishPasskeyRegistration.name).toBe('Work laptop')
    const second = await created(token)
    await run(
      FinishPasskeyRegistrationDocument,
      { input: { ticket: second.ticket, name: 'Phone', response: second.response } },
      token,
    )
    const listed = (await run(GetMyPasskeysDocument, {}, token)).data!.myPasskeys
    expect(listed.map((passkey) => passkey.name)).toEqual(['Phone', 'Work laptop'])

    const removed = await run(RemovePasskeyDocument, { passkeyId: listed[1]!.id }, token)
    expect(removed.data?.removePasskey).toBe(true)
    expect((await run(GetMyPasskeysDocument, {}, token)).data!.myPasskeys.map((passkey) => passkey.name)).toEqual([
      'Phone',
    ])
    expect(errorCode(await run(RemovePasskeyDocument, { passkeyId: listed[1]!.id }, token))).toBe('NOT_FOUND')
  })

  it('refuses an answer made on another origin, for another ticket, or brought by someone else', async () => {
    const token = await staffToken()
    const elsewhere = await created(token, 'https://phish.example')
    const phished = await run(
      FinishPasskeyRegistrationDocument,
      { input: { ticket: elsewhere.ticket, name: 'Phished', response: elsewhere.response } },
      token,
    )
    expect(phished.errors?.[0]?.message).toBe(NOT_VERIFIED)

    const one = await created(token)
    const other = await created(token)
    const swapped = await run(
      FinishPasskeyRegistrationDocument,
      { input: { ticket: other.ticket, name: 'Swapped', response: one.response } },
      token,
    )
    expect(swapped.errors?.[0]?.message).toBe(NOT_VERIFIED)

    const stranger = await staffToken()
    const stolen = await run(
      FinishPasskeyRegistrationDocument,
      { input: { ticket: one.ticket, name: 'Stolen', response: one.response } },
      stranger,
    )
    expect(stolen.errors?.[0]?.message).toBe(NOT_VERIFIED)
    expect((await run(GetMyPasskeysDocument, {}, token)).data!.myPasskeys).toEqual([])
  })
})
