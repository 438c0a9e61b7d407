/** Browser storage keys (spec part 1 §9). */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  expire: 'expire',
  currentUser: 'currentUser',
  /** The stored user's start page (`startPage`), which the boot script reads. */
  startPage: 'startPage',
  /** Set while the session may only set up two-step sign-in (the store requires it): the app sends it to the setup. */
  enrolmentOnly: 'twoStepEnrolmentOnly',
  theme: 'theme',
} as const

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeStored(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
  } catch {
    // Storage may be unavailable (private mode, quota); the session then lives in memory only.
  }
}
