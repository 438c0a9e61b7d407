import { useSyncExternalStore } from 'react'

export interface Flash {
  id: number
  message: string
  tone: 'success' | 'error'
}

/** How long a flash message stays on screen. */
export const FLASH_MS = 5000

let current: Flash | null = null
let nextId = 1
let timer: number | undefined
const listeners = new Set<() => void>()

function set(flash: Flash | null) {
  current = flash
  listeners.forEach((listener) => listener())
}

/** A message that outlives the screen that raised it, e.g. 'Product created' shown on the list it returns to. */
export function showFlash(message: string, tone: Flash['tone'] = 'success') {
  window.clearTimeout(timer)
  set({ id: nextId++, message, tone })
  timer = window.setTimeout(() => set(null), FLASH_MS)
}

export const dismissFlash = () => set(null)

export function useFlash(): Flash | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => current,
  )
}
