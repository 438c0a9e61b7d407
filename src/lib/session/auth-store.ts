import { useSyncExternalStore } from 'react'
import { errorCode, isRetryable } from '@/lib/api-error'
import {
  gqlRequest,
  gqlRequestSentAhead,
  onSessionEnded,
  operations,
  publicRequest,
  type SessionEndReason,
} from '@/lib/graphql-client'
import type { SentAhead } from '@/first-visit/sent-ahead'
import { clearSession, markEnrolmentOnly, readTokens, saveTokens } from '@/lib/session-tokens'
import { STORAGE_KEYS, writeStored } from '@/lib/storage'
import { startPage } from '@/shared/permissions'
import { storedUser, toSessionUser, type SessionUser } from './session-user'

export interface AuthState {
  isLoggedIn: boolean
  user: SessionUser | null
  isLoading: boolean
  error: string | null
  token: string | null
  refreshToken: string | null
}

const SIGNED_OUT: AuthState = {
  isLoggedIn: false,
  user: null,
  isLoading: false,
  error: null,
  token: null,
  refreshToken: null,
}

/** How a password step ended when it did not fail. */
export type LoginOutcome = 'signed-in' | 'second-step' | 'enrolment'

const PASSKEY_CANCELLED = 'The passkey was not used. Try again, or use another way to sign in.'
const AUTH_INIT_FAILED = 'Auth initialization failed'
const EMPTY_FIELDS = 'Please enter your email and password.'

export class AuthStore {
  private state: AuthState = SIGNED_OUT
  private readonly listeners = new Set<() => void>()
  private initializing: Promise<void> | undefined
  private storedUserRevised: () => void = () => {}
  /** The password step's challenge while the second step is waiting (kept in memory only). */
  private challenge: string | undefined
  private methods: readonly string[] = []

  constructor() {
    onSessionEnded((reason) => this.endSession(reason))
  }

  getState = (): AuthState => this.state

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /**
   * Verifies a stored token with `me`, once per page load. When the user of the last sign-in is stored too, it is
   * signed in at once and `me` checks it meanwhile, so the first screen's query goes out beside `me`, not after it.
   * The stored user only shapes what the client shows; the server checks every request. On a first screen, the `me`
   * the boot script sent ahead answers it when it could (`gqlRequestSentAhead`).
   */
  initialize(meSentAhead?: SentAhead): Promise<void> {
    if (!this.initializing) {
      const stored = readTokens().token ? storedUser() : null
      if (stored) this.signIn(stored)
      const verifying = this.verifyStoredSession(stored, meSentAhead)
      this.initializing = stored ? Promise.resolve() : verifying
    }
    return this.initializing
  }

  /** Called when the check of a stored user found it changed or gone, for the routes to guard again. */
  onStoredUserRevised(listener: () => void): void {
    this.storedUserRevised = listener
  }

  /**
   * The password step. Signed in, or (for an account with two-step sign-in) waiting for `completeSignIn`'s code, or
   * signed in to a session that may only enrol (the store requires two-step sign-in the user has not set up).
   */
  async login(email: string, password: string): Promise<LoginOutcome | false> {
    this.set({ ...SIGNED_OUT, isLoading: true })
    this.challenge = undefined
    try {
      const { login } = await publicRequest((await operations()).LoginDocument, {
        token: { email: email.trim(), password },
      })
      if (login?.secondStep) {
        this.challenge = login.secondStep.challenge
        this.methods = login.secondStep.methods
        this.set(SIGNED_OUT)
        return 'second-step'
      }
      await this.startSession(login)
      markEnrolmentOnly(login.twoStepEnrolmentRequired)
      return login.twoStepEnrolmentRequired ? 'enrolment' : 'signed-in'
    } catch (error) {
      this.fail(error)
      return false
    }
  }

  /** The second step: a code from the authenticator app, or a recovery code, for the challenge `login` got. */
  async completeSignIn(code: string): Promise<boolean> {
    const challenge = this.challenge
    if (!challenge) return false
    this.set({ ...SIGNED_OUT, isLoading: true })
    try {
      const { completeSignIn } = await publicRequest((await operations()).CompleteSignInDocument, {
        step: { challenge, code },
      })
      await this.startSession(completeSignIn)
      this.challenge = undefined
      return true
    } catch (error) {
      // An expired challenge means the password again; a wrong code may be typed again.
      if (errorCode(error) === 'UNAUTHENTICATED') this.challenge = undefined
      this.fail(error)
      return false
    }
  }

  /**
   * A passkey: the second step when a password step is waiting for one (which stays waiting if it fails), else, or when
   * asked `alone`, a sign-in with a passkey alone. The browser asks which passkey and checks the user (the WebAuthn code
   * loads only now).
   */
  async signInWithPasskey(alone = false): Promise<boolean> {
    const challenge = alone ? undefined : this.challenge
    this.set({ ...SIGNED_OUT, isLoading: true })
    try {
      const ops = await operations()
      const { startPasskeySignIn } = await publicRequest(ops.StartPasskeySignInDocument, { challenge })
      const { startAuthentication } = await import('@simplewebauthn/browser')
      const assertion = await startAuthentication({ optionsJSON: JSON.parse(startPasskeySignIn.options) })
      const { completePasskeySignIn } = await publicRequest(ops.CompletePasskeySignInDocument, {
        input: { ticket: startPasskeySignIn.ticket, response: JSON.stringify(assertion) },
      })
      await this.startSession(completePasskeySignIn)
      this.challenge = undefined
      return true
    } catch (error) {
      this.fail(error instanceof Error && error.name === 'NotAllowedError' ? new Error(PASSKEY_CANCELLED) : error)
      return false
    }
  }

  /** The second steps the waiting sign-in may use (TOTP, PASSKEY). */
  secondStepMethods(): readonly string[] {
    return this.methods
  }

  /** Whether a password step is waiting for its second step. */
  awaitingSecondStep(): boolean {
    return this.challenge !== undefined
  }

  /** Back from the second step to the password. */
  cancelSecondStep(): void {
    this.challenge = undefined
    this.set(SIGNED_OUT)
  }

  private async startSession(tokens: { token?: string | null; refreshToken?: string | null; expire?: string | null }) {
    if (!tokens.token || !tokens.refreshToken || !tokens.expire) throw new Error('Invalid credentials')
    saveTokens({ token: tokens.token, refreshToken: tokens.refreshToken, expire: tokens.expire })
    markEnrolmentOnly(false)
    const { me } = await gqlRequest((await operations()).GetMeDocument, {})
    if (!me) throw new Error('Failed to fetch user information')
    this.signIn(toSessionUser(me))
    this.initializing = Promise.resolve()
  }

  private fail(error: unknown): void {
    console.error('Login error', error)
    clearSession()
    const message = error instanceof Error && error.message ? error.message : 'Login failed'
    this.set({ ...SIGNED_OUT, error: message })
  }

  async logout(): Promise<void> {
    const { token, refreshToken } = readTokens()
    clearSession()
    this.set(SIGNED_OUT)
    if (!refreshToken) return
    await publicRequest((await operations()).LogoutDocument, { refreshToken }, token).catch((error: unknown) => {
      console.error('Sign-out could not reach the server', error)
    })
  }

  /** Reads the signed-in user again, e.g. after they changed their own name or email. */
  async reloadUser(): Promise<void> {
    const { me } = await gqlRequest((await operations()).GetMeDocument, {})
    this.signIn(toSessionUser(me))
  }

  clearError(): void {
    if (this.state.error) this.set({ ...this.state, error: null })
  }

  /** The validation-error action: an empty field was submitted, and nothing is sent. */
  rejectEmptyFields(): void {
    this.set({ ...this.state, isLoading: false, error: EMPTY_FIELDS })
  }

  private async verifyStoredSession(stored: SessionUser | null, meSentAhead: SentAhead | undefined): Promise<void> {
    if (!readTokens().token) return
    if (!stored) this.set({ ...this.state, isLoading: true })
    try {
      const meta = { sentAhead: meSentAhead }
      const { me } = await gqlRequestSentAhead((await operations()).GetMeDocument, {}, { meta })
      const user = toSessionUser(me)
      this.signIn(user)
      if (stored && JSON.stringify(user) !== JSON.stringify(stored)) this.storedUserRevised()
    } catch (error) {
      console.error(AUTH_INIT_FAILED, error)
      // A connection that failed (or a page unloading mid-request) says nothing about the session: keep it.
      const retryable = isRetryable(error)
      if (stored && retryable) return
      if (!retryable) clearSession()
      this.set({ ...SIGNED_OUT, error: AUTH_INIT_FAILED })
      if (stored) this.storedUserRevised()
    }
  }

  private signIn(user: SessionUser): void {
    writeStored(STORAGE_KEYS.currentUser, JSON.stringify(user))
    // For the boot script, which cannot work out which screen '/' opens, nor whether this user may see it.
    writeStored(STORAGE_KEYS.startPage, startPage(user.roles))
    const { token, refreshToken } = readTokens()
    this.set({
      isLoggedIn: true,
      user,
      isLoading: false,
      error: null,
      token: token ?? null,
      refreshToken: refreshToken ?? null,
    })
  }

  private endSession(reason: SessionEndReason): void {
    this.set(SIGNED_OUT)
    window.location.assign(reason === 'refresh-failed' ? '/' : '/auth?mode=login')
  }

  private set(next: AuthState): void {
    this.state = next
    for (const listener of this.listeners) listener()
  }
}

export const authStore = new AuthStore()

export function useAuth() {
  // The third argument serves the build's rendering of the sign-in page (src/first-visit/first-paint.tsx): signed out.
  const state = useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState)
  return {
    ...state,
    login: (email: string, password: string) => authStore.login(email, password),
    logout: () => authStore.logout(),
    clearError: () => authStore.clearError(),
    rejectEmptyFields: () => authStore.rejectEmptyFields(),
    completeSignIn: (code: string) => authStore.completeSignIn(code),
    signInWithPasskey: (alone?: boolean) => authStore.signInWithPasskey(alone),
    secondStepMethods: () => authStore.secondStepMethods(),
    awaitingSecondStep: () => authStore.awaitingSecondStep(),
    cancelSecondStep: () => authStore.cancelSecondStep(),
  }
}
