import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { toApiError } from '@/lib/api-error'

/**
 * Shows the server's per-field messages (BAD_USER_INPUT's fieldErrors) beside the form's own fields. A message about a
 * nested value ("images.0") goes to its top-level field; messages about fields the form does not have are left out.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): void {
  for (const [field, message] of Object.entries(toApiError(error).fieldErrors)) {
    const name = field.split('.')[0]!
    if (fields.includes(name)) setError(name as Path<T>, { message })
  }
}
