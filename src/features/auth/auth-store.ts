import { useSyncExternalStore } from 'react'
import { GetMeDocument, LoginDocument, LogoutDocument } from '@/gql/graphql'
import { isRetryable } from '@/lib/api-error'
import { gqlRequest, onSessionEnded, publicRequest, type SessionEndReason } from '@/lib/graphql-client'
import { clearSession, readTokens, saveTokens } from '@/lib/session-tokens'
import { STORAGE_KEYS, writeStored } from '@/lib/storage'
import { toSessionUser, type SessionUser } from './session-user'

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

export const AUTH_INIT_FAILED = 'Auth initialization failed'
export const EMPTY_FIELDS = 'Please enter your email and password.'

export class AuthStore {
  private state: AuthState = SIGNED_OUT
  private readonly listeners = new Set<() => void>()
  private initializing: Promise<void> | undefined

  constructor() {
    onSessionEnded((reason) => this.endSession(reason))
  }

  getState = (): AuthState => this.state

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Verifies a stored token with `me`, once per page load. */
  initialize(): Promise<void> {
    this.initializing ??= this.verifyStoredSession()
    return this.initializing
  }

  async login(email: string, password: string): Promise<boolean> {
    this.set({ ...SIGNED_OUT, isLoading: true })
    try {
      const { login } = await publicRequest(LoginDocument, { token: { email: email.trim(), password } })
      if (!login?.token) throw new Error('Invalid credentials')
      saveTokens({ token: login.token, refreshToken: login.refreshToken, expire: login.expire })
      const { me } = await gqlRequest(GetMeDocument, {})
      if (!me) throw new Error('Failed to fetch user information')
      this.signIn(toSessionUser(me))
      this.initializing = Promise.resolve()
      return true
    } catch (error) {
      console.error('Login error', error)
      clearSession()
      const message = error instanceof Error && error.message ? error.message : 'Login failed'
      this.set({ ...SIGNED_OUT, error: message })
      return false
    }
  }

  async logout(): Promise<void> {
    const { token, refreshToken } = readTokens()
    clearSession()
    this.set(SIGNED_OUT)
    if (!refreshToken) return
    await publicRequest(LogoutDocument, { refreshToken }, token).catch((error: unknown) => {
      console.error('Sign-out could not reach the server', error)
    })
  }

  /** Reads the signed-in user again, e.g. after they changed their own name or email. */
  async reloadUser(): Promise<void> {
    const { me } = await gqlRequest(GetMeDocument, {})
    this.signIn(toSessionUser(me))
  }

  clearError(): void {
    if (this.state.error) this.set({ ...this.state, error: null })
  }

  /** The validation-error action: an empty field was submitted, and nothing is sent. */
  rejectEmptyFields(): void {
    this.set({ ...this.state, isLoading: false, error: EMPTY_FIELDS })
  }

  private async verifyStoredSession(): Promise<void> {
    if (!readTokens().token) return
    this.set({ ...this.state, isLoading: true })
    try {
      const { me } = await gqlRequest(GetMeDocument, {})
      this.signIn(toSessionUser(me))
    } catch (error) {
      console.error(AUTH_INIT_FAILED, error)
      // A connection that failed (or a page unloading mid-request) says nothing about the session: keep it.
      if (!isRetryable(error)) clearSession()
      this.set({ ...SIGNED_OUT, error: AUTH_INIT_FAILED })
    }
  }

  private signIn(user: SessionUser): void {
    writeStored(STORAGE_KEYS.currentUser, JSON.stringify(user))
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
  const state = useSyncExternalStore(authStore.subscribe, authStore.getState)
  return {
    ...state,
    login: (email: string, password: string) => authStore.login(email, password),
    logout: () => authStore.logout(),
    clearError: () => authStore.clearError(),
    rejectEmptyFields: () => authStore.rejectEmptyFields(),
  }
}
