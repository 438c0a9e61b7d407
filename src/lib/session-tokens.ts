import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage'

export interface SessionTokens {
  token: string
  refreshToken: string
  /** ISO-8601 expiry of the access token. */
  expire: string
}

export function readTokens(): Partial<SessionTokens> {
  return {
    token: readStored(STORAGE_KEYS.token) ?? undefined,
    refreshToken: readStored(STORAGE_KEYS.refreshToken) ?? undefined,
    expire: readStored(STORAGE_KEYS.expire) ?? undefined,
  }
}

export function saveTokens(tokens: SessionTokens): void {
  writeStored(STORAGE_KEYS.token, tokens.token)
  writeStored(STORAGE_KEYS.refreshToken, tokens.refreshToken)
  writeStored(STORAGE_KEYS.expire, tokens.expire)
}

/** Removes every stored credential, the cached user included. */
export function clearSession(): void {
  const { token, refreshToken, expire, currentUser, startPage, enrolmentOnly } = STORAGE_KEYS
  for (const key of [token, refreshToken, expire, currentUser, startPage, enrolmentOnly]) {
    writeStored(key, null)
  }
}

/** True when the access token is missing its expiry or expires within the threshold. */
export function expiresWithin(expire: string | undefined, thresholdMs: number, now = Date.now()): boolean {
  const at = expire ? Date.parse(expire) : Number.NaN
  return Number.isNaN(at) || at - now <= thresholdMs
}

/** The session may only set up two-step sign-in (the store requires it), until the setup is done. */
export function markEnrolmentOnly(enrolmentOnly: boolean): void {
  writeStored(STORAGE_KEYS.enrolmentOnly, enrolmentOnly ? 'true' : null)
}

export const isEnrolmentOnly = (): boolean => readStored(STORAGE_KEYS.enrolmentOnly) === 'true'
