import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CompleteSignInDocument,
  ConfirmTwoStepEnrolmentDocument,
  DisableTwoStepDocument,
  GetMeDocument,
  GetMyTwoStepDocument,
  GetUserTwoStepDocument,
  LoginDocument,
  RefreshTokenDocument,
  RegenerateRecoveryCodesDocument,
  ResetUserTwoStepDocument,
  SetTwoStepPolicyDocument,
  StartTwoStepEnrolmentDocument,
} from '@/gql/graphql'
import { operationRunner } from './support/operations'
import { insertUser } from './support/user-fixtures'
import { DATABASE_TARGETS, DEMO_PASSWORD, errorCode, startTestServer, type TestServer } from './support/test-server'

const WRONG_CODE = 'That code is not valid. Check your authenticator app and try again.'
const PRODUCTS = '{ searchProducts(search: { parameters: [] }) { pagination { totalCount } } }'

describe.each(DATABASE_TARGETS)('two-step sign-in with an authenticator app on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>
  /** The server's clock: each test moves it on, so every code is of a time step no earlier one used. */
  let clock = Date.now()
  const tick = (seconds = 30) => (clock += seconds * 1000)
  /** The app's code for the server's current time. */
  const codeOf = (secret: string) => generate({ secret, epoch: Math.floor(clock / 1000) })

  beforeAll(async () => {
    server = await startTestServer(target, { now: () => new Date(clock) })
    run = operationRunner(server)
  })
  afterAll(() => server.close())

  const newStaff = async (roles: [string, number][] = [['employee', 20]]) =>
    (await insertUser(server.database.db, { firstName: 'Two', lastName: 'Step', roles })).email

  const passwordStep = async (email: string, password = DEMO_PASSWORD) =>
    run(LoginDocument, { token: { email, password } })

  const tokenOf = async (email: string) => {
    const { token } = (await passwordStep(email)).data!.login
    if (!token) throw new Error(`${email} got no token`)
    return token
  }

  /** Enrols the user from a fresh sign-in: the secret and the recovery codes. */
  async function enrol(email: string): Promise<{ secret: string; codes: string[]; token: string }> {
    const token = await tokenOf(email)
    const { secret } = (await run(StartTwoStepEnrolmentDocument, {}, token)).data!.startTwoStepEnrolment
    tick()
    const confirmed = await run(ConfirmTwoStepEnrolmentDocument, { code: await codeOf(secret) }, token)
    return { secret, codes: confirmed.data!.confirmTwoStepEnrolment.codes, token }
  }

  async function challengeOf(email: string): Promise<string> {
    const { data } = await passwordStep(email)
    expect(data?.login.token).toBeNull()
    return data!.login.secondStep!.challenge
  }

  const secondStep = async (email: string, code: string) =>
    run(CompleteSignInDocument, { step: { challenge: await challengeOf(email), code } })

  it('enrols from the secret, then asks for a code after the password and gives tokens for a right one', async () => {
    const email = await newStaff()
    const token = await tokenOf(email)
    const started = (await run(StartTwoStepEnrolmentDocument, {}, token)).data!.startTwoStepEnrolment
    expect(started.qrCode).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(started.otpauthUri).toContain(`secret=${started.secret}`)

    const wrong = await run(ConfirmTwoStepEnrolmentDocument, { code: '000000' }, token)
    expect(wrong.errors?.[0]?.message).toBe(WRONG_CODE)
    tick()
    const confirmed = await run(ConfirmTwoStepEnrolmentDocument, { code: await codeOf(started.secret) }, token)
    expect(confirmed.data?.confirmTwoStepEnrolment.codes).toHaveLength(10)
    expect((await run(GetMyTwoStepDocument, {}, token)).data?.myTwoStep).toMatchObject({
      enrolled: true,
      recoveryCodesLeft: 10,
      enrolmentOnly: false,
    })

    const challenged = (await passwordStep(email)).data!.login
    expect(challenged).toMatchObject({ token: null, refreshToken: null, twoStepEnrolmentRequired: false })
    tick()
    const signedIn = await run(CompleteSignInDocument, {
      step: { challenge: challenged.secondStep!.challenge, code: await codeOf(started.secret) },
    })
    const me = await run(GetMeDocument, {}, signedIn.data!.completeSignIn.token!)
    expect(me.data?.me.email).toBe(email)
  })

  it('refuses a code used once already, and an older one, with the same answer as a wrong code', async () => {
    const email = await newStaff()
    const { secret } = await enrol(email)
    tick()
    const code = await codeOf(secret)
    expect((await secondStep(email, code)).data?.completeSignIn.token).toBeTruthy()
    const replayed = await secondStep(email, code)
    expect(replayed.errors?.[0]?.message).toBe(WRONG_CODE)
    const older = await secondStep(email, await generate({ secret, epoch: Math.floor(clock / 1000) - 30 }))
    expect(older.errors?.[0]?.message).toBe(WRONG_CODE)
    expect((await secondStep(email, '123456')).errors?.[0]?.message).toBe(WRONG_CODE)
  })

  it('takes a recovery code instead of an app code, once', async () => {
    const email = await newStaff()
    const { codes, token } = await enrol(email)
    const signedIn = await secondStep(email, codes[3]!.toUpperCase())
    expect(signedIn.data?.completeSignIn.token).toBeTruthy()
    expect((await secondStep(email, codes[3]!)).errors?.[0]?.message).toBe(WRONG_CODE)
    expect((await run(GetMyTwoStepDocument, {}, token)).data?.myTwoStep.recoveryCodesLeft).toBe(9)
  })

  it('never hands out a challenge for a wrong password, and an old challenge asks for the password again', async () => {
    const email = await newStaff()
    await enrol(email)
    const wrongPassword = await passwordStep(email, 'not-the-password')
    expect(wrongPassword.data).toBeNull()
    expect(wrongPassword.errors?.[0]?.message).toBe('Invalid email or password.')
    const challenge = await challengeOf(email)
    tick(6 * 60)
    const late = await run(CompleteSignInDocument, { step: { challenge, code: '123456' } })
    expect(errorCode(late)).toBe('UNAUTHENTICATED')
  })

  it('slows wrong codes down like wrong passwords, until even a right one waits', async () => {
    const email = await newStaff()
    const { secret } = await enrol(email)
    const challenge = await challengeOf(email)
    const codes: (string | undefined)[] = []
    for (let attempt = 0; attempt < 7; attempt++) {
      const answer = await run(CompleteSignInDocument, { step: { challenge, code: '000000' } })
      codes.push(errorCode(answer))
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('BAD_USER_INPUT'))
    expect(codes).toContain('RATE_LIMITED')
    tick()
    const right = await run(CompleteSignInDocument, { step: { challenge, code: await codeOf(secret) } })
    expect(errorCode(right)).toBe('RATE_LIMITED')
  })

  it('turns off only with the password and a code, after which the password alone signs in', async () => {
    const email = await newStaff()
    const { secret, token } = await enrol(email)
    tick()
    const wrongPassword = await run(
      DisableTwoStepDocument,
      { input: { password: 'not-the-password', code: await codeOf(secret) } },
      token,
    )
    expect(wrongPassword.errors?.[0]?.extensions?.fieldErrors).toEqual({ password: 'The password is incorrect.' })
    const wrongCode = await run(DisableTwoStepDocument, { input: { password: DEMO_PASSWORD, code: '000000' } }, token)
    expect(wrongCode.errors?.[0]?.message).toBe(WRONG_CODE)
    const done = await run(
      DisableTwoStepDocument,
      { input: { password: DEMO_PASSWORD, code: await codeOf(secret) } },
      token,
    )
    expect(done.data?.disableTwoStep).toBe(true)
    expect((await passwordStep(email)).data?.login.token).toBeTruthy()
  })

  it('gives ten new recovery codes for a code, and the old ones stop working', async () => {
    const email = await newStaff()
    const { secret, codes, token } = await enrol(email)
    tick()
    const fresh = await run(RegenerateRecoveryCodesDocument, { code: await codeOf(secret) }, token)
    expect(fresh.data?.regenerateRecoveryCodes.codes).toHaveLength(10)
    expect((await secondStep(email, codes[0]!)).errors?.[0]?.message).toBe(WRONG_CODE)
    expect((await secondStep(email, fresh.data!.regenerateRecoveryCodes.codes[0]!)).errors).toBeUndefined()
  })

  it('lets a Delete holder who must but has not enrolled reach nothing but enrolment, until enrolled', async () => {
    const admin = await server.signIn('admin@example.com')
    expect((await run(SetTwoStepPolicyDocument, { policy: 'DELETE_HOLDERS' }, admin)).errors).toBeUndefined()
    try {
      const viewerOnly = await newStaff([
        ['employee', 20],
        ['inventory_manager', 5],
      ])
      expect((await passwordStep(viewerOnly)).data?.login.twoStepEnrolmentRequired).toBe(false)

      const deleter = await newStaff([
        ['employee', 20],
        ['inventory_manager', 20],
      ])
      const login = (await passwordStep(deleter)).data!.login
      expect(login.twoStepEnrolmentRequired).toBe(true)
      const refused = await server.gql(PRODUCTS, {}, login.token!)
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', twoStepEnrolmentRequired: true })
      expect((await run(GetMeDocument, {}, login.token!)).data?.me.email).toBe(deleter)
      // A refreshed token is still only good for enrolment.
      const refreshed = await run(RefreshTokenDocument, { refresh: { refreshToken: login.refreshToken! } })
      const token = refreshed.data!.refreshToken.token
      expect(errorCode(await server.gql(PRODUCTS, {}, token))).toBe('FORBIDDEN')
      expect((await run(GetMyTwoStepDocument, {}, token)).data?.myTwoStep).toMatchObject({
        required: true,
        enrolmentOnly: true,
      })

      const { secret } = (await run(StartTwoStepEnrolmentDocument, {}, token)).data!.startTwoStepEnrolment
      tick()
      await run(ConfirmTwoStepEnrolmentDocument, { code: await codeOf(secret) }, token)
      expect((await server.gql(PRODUCTS, {}, token)).errors).toBeUndefined()
      tick()
      const turnOff = await run(
        DisableTwoStepDocument,
        { input: { password: DEMO_PASSWORD, code: await codeOf(secret) } },
        token,
      )
      expect(errorCode(turnOff)).toBe('FORBIDDEN')
    } finally {
      await run(SetTwoStepPolicyDocument, { policy: 'NOBODY' }, admin)
    }
  })

  it('lets a user manager reset the two-step of a user holding no more than they do, which ends their sessions', async () => {
    const email = await newStaff()
    const { token } = await enrol(email)
    const userId = (await server.database.db.execute<{ id: string }>(`select id from users where email = '${email}'`))
      .rows[0]!.id
    const hr = await server.signIn('hr@example.com')
    expect((await run(GetUserTwoStepDocument, { userId }, hr)).data?.userTwoStep?.enrolled).toBe(true)
    expect((await run(ResetUserTwoStepDocument, { userId }, hr)).data?.resetUserTwoStep).toBe(true)
    expect(errorCode(await run(GetMeDocument, {}, token))).toBe('UNAUTHENTICATED')
    expect((await passwordStep(email)).data?.login.token).toBeTruthy()

    const adminId = (
      await server.database.db.execute<{ id: string }>(`select id from users where email = 'admin@example.com'`)
    ).rows[0]!.id
    expect(errorCode(await run(ResetUserTwoStepDocument, { userId: adminId }, hr))).toBe('FORBIDDEN')
  })
})
