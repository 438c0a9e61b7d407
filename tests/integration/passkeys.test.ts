import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CompletePasskeySignInDocument,
  CompleteSignInDocument,
  FinishPasskeyRegistrationDocument,
  GetMeDocument,
  GetUserTwoStepDocument,
  LoginDocument,
  StartPasskeySignInDocument,
  GetMyPasskeysDocument,
  RemovePasskeyDocument,
  ResetUserTwoStepDocument,
  StartPasskeyRegistrationDocument,
} from '@/gql/graphql'
import { operationRunner } from './support/operations'
import { assertPasskey, createPasskey, type SoftPasskey } from './support/soft-authenticator'
import { insertUser } from './support/user-fixtures'
import { DATABASE_TARGETS, DEMO_PASSWORD, errorCode, startTestServer, type TestServer } from './support/test-server'

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

  const newStaff = async () =>
    (await insertUser(server.database.db, { firstName: 'Pat', lastName: 'Passkey', roles: [['employee', 20]] })).email
  const staffToken = async () => server.signIn(await newStaff())

  /** Registration options, and the browser's answer made for them at `origin`. */
  async function created(token: string, origin = ORIGIN) {
    const { options, ticket } = (await run(StartPasskeyRegistrationDocument, {}, token)).data!.startPasskeyRegistration
    const parsed = JSON.parse(options) as { challenge: string; rp: { id?: string; name: string } }
    const made = createPasskey(parsed, origin)
    return { ticket, parsed, response: JSON.stringify(made.response), key: made.key }
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
    const again = await run(
      FinishPasskeyRegistrationDocument,
      { input: { ticket: first.ticket, name: 'Work laptop again', response: first.response } },
      token,
    )
    expect(again.errors?.[0]?.message).toBe(NOT_VERIFIED)
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

  /** A new user with one passkey registered: their email and the passkey as the authenticator keeps it. */
  async function withPasskey(): Promise<{ email: string; key: SoftPasskey }> {
    const email = await newStaff()
    const token = await server.signIn(email)
    const { ticket, response, key } = await created(token)
    await run(FinishPasskeyRegistrationDocument, { input: { ticket, name: 'Laptop', response } }, token)
    return { email, key }
  }

  async function signInWith(key: SoftPasskey, challenge?: string, origin = ORIGIN) {
    const started = (await run(StartPasskeySignInDocument, { challenge })).data!.startPasskeySignIn
    const response = JSON.stringify(assertPasskey(key, JSON.parse(started.options) as { challenge: string }, origin))
    const input = { ticket: started.ticket, response }
    return { ...(await run(CompletePasskeySignInDocument, { input })), input }
  }

  it('asks a user with a passkey for it after the password, and signs them in with it', async () => {
    const { email, key } = await withPasskey()
    const login = (await run(LoginDocument, { token: { email, password: DEMO_PASSWORD } })).data!.login
    expect(login.token).toBeNull()
    expect(login.secondStep?.methods).toEqual(['PASSKEY'])
    const signedIn = await signInWith(key, login.secondStep!.challenge)
    const me = await run(GetMeDocument, {}, signedIn.data!.completePasskeySignIn.token!)
    expect(me.data?.me.email).toBe(email)
    // No code from an app stands in for it.
    const code = await run(CompleteSignInDocument, { step: { challenge: login.secondStep!.challenge, code: '123456' } })
    expect(code.data).toBeNull()
  })

  it("signs in with a passkey alone, and refuses one made for another origin or for another user's step", async () => {
    const { email, key } = await withPasskey()
    const alone = await signInWith(key)
    const me = await run(GetMeDocument, {}, alone.data!.completePasskeySignIn.token!)
    expect(me.data?.me.email).toBe(email)

    // The same ticket and answer again (caught on the wire, say) sign nobody in.
    const replayed = await run(CompletePasskeySignInDocument, { input: alone.input })
    expect(replayed.errors?.[0]?.message).toBe('That passkey could not sign you in.')

    const elsewhere = await signInWith(key, undefined, 'https://phish.example')
    expect(elsewhere.errors?.[0]?.message).toBe('That passkey could not sign you in.')
    const other = await withPasskey()
    const otherLogin = (await run(LoginDocument, { token: { email: other.email, password: DEMO_PASSWORD } })).data!
      .login
    const mixed = await signInWith(key, otherLogin.secondStep!.challenge)
    expect(mixed.errors?.[0]?.message).toBe('That passkey could not sign you in.')
  })

  it('is removed with the rest of the two-step sign-in when a user manager resets it', async () => {
    const { email } = await withPasskey()
    const { rows } = await server.database.db.execute<{ id: string }>(`select id from users where email = '${email}'`)
    const hr = await server.signIn('hr@example.com')
    expect((await run(GetUserTwoStepDocument, { userId: rows[0]!.id }, hr)).data?.userTwoStep?.enrolled).toBe(true)
    expect((await run(ResetUserTwoStepDocument, { userId: rows[0]!.id }, hr)).data?.resetUserTwoStep).toBe(true)
    const login = (await run(LoginDocument, { token: { email, password: DEMO_PASSWORD } })).data!.login
    expect(login.token).toBeTruthy()
    expect((await run(GetMyPasskeysDocument, {}, login.token!)).data?.myPasskeys).toEqual([])
  })
})
