import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ChangePasswordDocument,
  GetNotificationPreferencesDocument,
  GetProfileDocument,
  LoginDocument,
  RefreshTokenDocument,
  UpdateNotificationPreferencesDocument,
  UpdateProfileDocument,
} from '@/gql/graphql'
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@/shared/notification-preferences'
import { operationRunner } from './support/operations'
import { DATABASE_TARGETS, DEMO_PASSWORD, errorCode, startTestServer, type TestServer } from './support/test-server'

describe.each(DATABASE_TARGETS)('own account settings on %s', (target) => {
  let server: TestServer
  let run: ReturnType<typeof operationRunner>

  beforeAll(async () => {
    server = await startTestServer(target)
    run = operationRunner(server)
  })
  afterAll(() => server.close())

  const login = async (email: string, password = DEMO_PASSWORD) => {
    const result = await run(LoginDocument, { token: { email, password } })
    const { token, refreshToken } = result.data?.login ?? {}
    if (!token || !refreshToken) throw new Error(`Sign-in as ${email} failed: ${result.errors?.[0]?.message}`)
    return { token, refreshToken }
  }
  const profileOf = async (token: string) => (await run(GetProfileDocument, {}, token)).data!.me

  describe('profile', () => {
    it('saves first name, last name, email and phone of the signed-in user without any area permission', async () => {
      const token = await server.signIn('orders@example.com')
      const result = await run(
        UpdateProfileDocument,
        {
          updateRequest: {
            firstName: ' Olive ',
            lastName: 'Ordersworth',
            email: 'olive.orders@example.com',
            phoneNumber: '+1 (555) 123-4567',
            currentPassword: DEMO_PASSWORD,
          },
        },
        token,
      )
      expect(result.errors).toBeUndefined()
      expect(result.data?.updateUser).toMatchObject({ fullName: 'Olive Ordersworth', phoneNumber: '+1 (555) 123-4567' })
      expect(await profileOf(token)).toMatchObject({
        firstName: 'Olive',
        lastName: 'Ordersworth',
        email: 'olive.orders@example.com',
        phoneNumber: '+1 (555) 123-4567',
      })
      // The new address signs in; the old one no longer does.
      await expect(login('olive.orders@example.com')).resolves.toHaveProperty('token')
      await expect(login('orders@example.com')).rejects.toThrow(/Invalid email or password/)
    })

    it("refuses a change of one's own email without the current password, or with a wrong one, and changes nothing", async () => {
      const token = await server.signIn('stock@example.com')
      const before = await profileOf(token)
      const change = { firstName: 'Stan', lastName: 'Stock', email: 'taken.over@example.com', phoneNumber: '555-0102' }
      const without = await run(UpdateProfileDocument, { updateRequest: change }, token)
      expect(errorCode(without)).toBe('BAD_USER_INPUT')
      expect(without.errors?.[0]?.extensions?.fieldErrors).toEqual({
        currentPassword: 'Enter your current password to change your email.',
      })
      const wrong = await run(
        UpdateProfileDocument,
        { updateRequest: { ...change, currentPassword: 'not-it-at-all' } },
        token,
      )
      expect(wrong.errors?.[0]?.extensions?.fieldErrors).toEqual({
        currentPassword: 'The current password is incorrect.',
      })
      expect(await profileOf(token)).toEqual(before)
    })

    it('keeps the email when none is sent', async () => {
      const token = await server.signIn('viewer@example.com')
      const result = await run(
        UpdateProfileDocument,
        { updateRequest: { firstName: 'Vera', lastName: 'Viewer', phoneNumber: '555-0100' } },
        token,
      )
      expect(result.errors).toBeUndefined()
      expect((await profileOf(token)).email).toBe('viewer@example.com')
    })

    it('refuses an email another account uses (in any case) and changes nothing', async () => {
      const token = await server.signIn('dev@example.com')
      const before = await profileOf(token)
      const result = await run(
        UpdateProfileDocument,
        {
          updateRequest: {
            firstName: 'Changed',
            lastName: before.lastName,
            email: 'ADMIN@example.com',
            phoneNumber: '555-0101',
            currentPassword: DEMO_PASSWORD,
          },
        },
        token,
      )
      expect(errorCode(result)).toBe('BAD_USER_INPUT')
      expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual({
        email: 'This email address is already used by another account.',
      })
      expect(await profileOf(token)).toEqual(before)
    })

    it('refuses an invalid phone number and empty names with the shared messages', async () => {
      const token = await server.signIn('dev@example.com')
      const before = await profileOf(token)
      const result = await run(
        UpdateProfileDocument,
        { updateRequest: { firstName: '  ', lastName: 'Dev', phoneNumber: '555-CALL-NOW' } },
        token,
      )
      expect(errorCode(result)).toBe('BAD_USER_INPUT')
      expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual({
        firstName: 'First name is required',
        phoneNumber: 'Please enter a valid phone number',
      })
      expect(await profileOf(token)).toEqual(before)
    })

    it("changes another user's profile only with user management Edit", async () => {
      const devToken = await server.signIn('dev@example.com')
      const dev = await profileOf(devToken)
      const changeDev = (token: string) =>
        run(
          UpdateProfileDocument,
          { updateRequest: { userId: dev.id, firstName: 'Devon', lastName: dev.lastName, phoneNumber: '555-0199' } },
          token,
        )

      const refused = await changeDev(await server.signIn('viewer@example.com'))
      expect(errorCode(refused)).toBe('FORBIDDEN')
      expect(refused.errors?.[0]?.message).toBe('You need Edit permission in user management to do this.')
      expect((await profileOf(devToken)).firstName).toBe(dev.firstName)

      const allowed = await changeDev(await server.signIn('admin@example.com'))
      expect(allowed.errors).toBeUndefined()
      expect(await profileOf(devToken)).toMatchObject({ firstName: 'Devon', phoneNumber: '555-0199' })
    })

    it('asks for a sign-in', async () => {
      const result = await run(UpdateProfileDocument, { updateRequest: { firstName: 'A', lastName: 'B' } })
      expect(errorCode(result)).toBe('UNAUTHENTICATED')
    })
  })

  describe('notification preferences', () => {
    const preferencesOf = async (token: string) =>
      (await run(GetNotificationPreferencesDocument, {}, token)).data!.me.notificationPreferences

    it("start at the spec's defaults and keep what was saved, key by key, per user", async () => {
      const token = await server.signIn('admin@example.com')
      expect(await preferencesOf(token)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES)

      const saved = await run(
        UpdateNotificationPreferencesDocument,
        { preferences: { push: true, email: false } },
        token,
      )
      expect(saved.errors).toBeUndefined()
      const expected = { ...DEFAULT_NOTIFICATION_PREFERENCES, push: true, email: false }
      expect(saved.data?.updateNotificationPreferences).toEqual(expected)

      await run(UpdateNotificationPreferencesDocument, { preferences: { marketing: true } }, token)
      expect(await preferencesOf(await server.signIn('admin@example.com'))).toEqual({ ...expected, marketing: true })
      expect(await preferencesOf(await server.signIn('viewer@example.com'))).toEqual(DEFAULT_NOTIFICATION_PREFERENCES)
    })
  })

  describe('password change', () => {
    const change = (token: string, currentPassword: string, newPassword: string) =>
      run(ChangePasswordDocument, { input: { currentPassword, newPassword } }, token)
    const refresh = (refreshToken: string) => run(RefreshTokenDocument, { refresh: { refreshToken } })

    it('refuses a wrong current password and a too-short new one, and the old password keeps working', async () => {
      const token = await server.signIn('viewer@example.com')
      const wrong = await change(token, 'not-my-password', 'brand-new-password')
      expect(errorCode(wrong)).toBe('BAD_USER_INPUT')
      expect(wrong.errors?.[0]?.message).toBe('The current password is incorrect.')
      expect(wrong.errors?.[0]?.extensions?.fieldErrors).toEqual({
        currentPassword: 'The current password is incorrect.',
      })

      const short = await change(token, DEMO_PASSWORD, 'short')
      expect(short.errors?.[0]?.extensions?.fieldErrors).toEqual({
        newPassword: 'Password must be at least 8 characters long',
      })
      await expect(login('viewer@example.com')).resolves.toHaveProperty('token')
    })

    it('sets the new password, ends the other sessions and keeps the current one', async () => {
      const other = await login('dev@example.com')
      const another = await login('dev@example.com')
      const current = await login('dev@example.com')

      const result = await change(current.token, DEMO_PASSWORD, 'a-new-secret-9')
      expect(result.errors).toBeUndefined()
      // Earlier tests signed dev in too: at least these two other sessions end.
      const { endedSessions } = result.data!.changePassword
      expect(endedSessions).toBeGreaterThanOrEqual(2)
      expect(result.data?.changePassword).toEqual({
        success: true,
        endedSessions,
        message: `Password updated. ${endedSessions} other sessions were signed out.`,
      })

      for (const ended of [other, another]) {
        expect(errorCode(await refresh(ended.refreshToken))).toBe('UNAUTHENTICATED')
        expect(errorCode(await run(GetProfileDocument, {}, ended.token))).toBe('UNAUTHENTICATED')
      }
      expect((await profileOf(current.token)).email).toBe('dev@example.com')
      const rotated = await refresh(current.refreshToken)
      expect(rotated.errors).toBeUndefined()
      expect((await profileOf(rotated.data!.refreshToken.token)).email).toBe('dev@example.com')

      await expect(login('dev@example.com')).rejects.toThrow(/Invalid email or password/)
      const later = await login('dev@example.com', 'a-new-secret-9')

      const again = await change(current.token, 'a-new-secret-9', 'another-secret-10')
      expect(again.data?.changePassword).toMatchObject({
        endedSessions: 1,
        message: 'Password updated. 1 other session was signed out.',
      })
      expect(errorCode(await refresh(later.refreshToken))).toBe('UNAUTHENTICATED')
      const alone = await change(current.token, 'another-secret-10', 'third-secret-11')
      expect(alone.data?.changePassword).toMatchObject({
        endedSessions: 0,
        message: 'Password updated. No other sessions were signed in.',
      })
    })
  })
})
