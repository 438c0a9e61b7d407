import { useSyncExternalStore } from 'react'
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage'

export type Theme = 'light' | 'dark'

const systemQuery = () => window.matchMedia('(prefers-color-scheme: dark)')

function storedTheme(): Theme | null {
  const value = readStored(STORAGE_KEYS.theme)
  return value === 'light' || value === 'dark' ? value : null
}

/** The stored choice wins, then the system preference, then light. */
function resolveTheme(): Theme {
  return storedTheme() ?? (systemQuery().matches ? 'dark' : 'light')
}

const listeners = new Set<() => void>()
let snapshot = { theme: resolveTheme(), stored: storedTheme() }

function apply() {
  snapshot = { theme: resolveTheme(), stored: storedTheme() }
  document.documentElement.classList.toggle('dark', snapshot.theme === 'dark')
  for (const listener of listeners) listener()
}

// The system preference counts only while no choice is stored.
systemQuery().addEventListener('change', () => {
  if (!storedTheme()) apply()
})

export function setTheme(theme: Theme): void {
  writeStored(STORAGE_KEYS.theme, theme)
  apply()
}

export function toggleTheme(): void {
  setTheme(snapshot.theme === 'dark' ? 'light' : 'dark')
}

/** Auto: forget the stored choice and follow the system. */
export function resetThemeToSystem(): void {
  writeStored(STORAGE_KEYS.theme, null)
  apply()
}

export function useTheme(): { theme: Theme; stored: Theme | null } {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => snapshot,
  )
}
