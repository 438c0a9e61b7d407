import { useEffect } from 'react'
import type { FieldValues, UseFormWatch } from 'react-hook-form'

/** What a form's banner shows: the failure of its last submit, and how to clear it. */
interface SubmitMutation {
  isError: boolean
  reset: () => void
}

/**
 * A form's failure banner belongs to the submit that caused it: the mutation's error is cleared as soon as any field
 * of the form changes, and a new submit starts afresh. Every form with a failure banner calls this.
 */
export function useFailureOfSubmit<T extends FieldValues>(watch: UseFormWatch<T>, mutation: SubmitMutation): void {
  const { isError, reset } = mutation
  useEffect(() => {
    if (!isError) return
    const subscription = watch(() => reset())
    return () => subscription.unsubscribe()
  }, [watch, isError, reset])
}
