import { toApiError } from '@/lib/api-error'

/** The server's reason an action failed, read out as it appears; nothing while there is no error. */
export function ActionError({ error }: { error: unknown }) {
  if (error === null || error === undefined) return null
  return (
    <p role="alert" className="text-sm text-destructive">
      {toApiError(error).message}
    </p>
  )
}
