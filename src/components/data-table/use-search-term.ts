import { useEffect, useEffectEvent, useState } from 'react'
import { useDebouncedValue } from '@/lib/use-debounced-value'

/** Typing in a list's search box waits this long before it changes the list (spec part 1 §9). */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * A list's search box: the text as typed, handed on trimmed (undefined when empty) once typing pauses and only when it
 * differs from the search the list shows (`current`, from the URL).
 */
export function useSearchTerm(current: string | undefined, apply: (term: string | undefined) => void) {
  const [term, setTerm] = useState(current ?? '')
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS).trim()
  const onPause = useEffectEvent((value: string) => apply(value || undefined))
  useEffect(() => {
    if ((current ?? '') !== debounced) onPause(debounced)
  }, [debounced, current])
  return [term, setTerm] as const
}
