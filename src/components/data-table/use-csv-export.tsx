import { useState } from 'react'
import { toApiError } from '@/lib/api-error'
import { cn } from '@/lib/cn'
import { exportCsv } from '@/lib/csv-download'

/**
 * A list's Export Selected: downloads the CSV the server makes as `{name}-{today}.csv`, or keeps why it failed for
 * `failure` to show under the toolbar.
 */
export function useCsvExport(name: string) {
  const [error, setError] = useState<string | null>(null)
  const run = async (load: () => Promise<string>) => {
    setError(null)
    try {
      exportCsv(name, await load())
    } catch (failed) {
      setError(toApiError(failed).message)
    }
  }
  const failure = (className = 'mb-4') =>
    error && (
      <p role="alert" className={cn('text-sm text-destructive', className)}>
        Export failed: {error}
      </p>
    )
  return { run, failure }
}
