import { Button } from '@/components/ui/button'
import { toApiError } from '@/lib/api-error'

/** A part of the group page that could not be read: what, why, and Retry. */
export function InlineLoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 py-2 text-sm">
      <span className="text-destructive">
        {what} could not be loaded: {toApiError(error).message}
      </span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  )
}
