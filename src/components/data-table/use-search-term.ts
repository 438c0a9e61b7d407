import { useEffect, useEffectEvent, useState } from 'react'
import { useDebouncedValue } from '@/lib/use-debounced-value'

/** Typing in a list's search box waits this long before it changes the list (spec part 1 §9). */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * A list's search box: the text as typed, handed on trimmed (undefined when empty) once typing pauses and only when it
 * differs from the search the list shows (`current`, from the URL). When the list's search changes to something the
 * box did not hand on (Clear filters, the browser's Back), the box shows it instead of handing its old text on again.
 */
export function useSearchTerm(current: string | undefined, apply: (term: string | undefined) => void) {
  const [term, setTerm] = useState(current ?? '')
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS).trim()
  const [shown, setShown] = useState(current ?? '')
  if ((current ?? '') !== shown) {
    setShown(current ?? '')
    if ((current ?? '') !== debounced) setTerm(current ?? '')
  }
  const onPause = useEffectEvent((value: string) => {
    if ((current ?? '') !== value) apply(value || undefined)
  })
  useEffect(() => onPause(debounced), [debounced])
  return [term, setTerm] as const
}
