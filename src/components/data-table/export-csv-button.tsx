import Download from 'lucide-react/icons/download'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { toApiError } from '@/lib/api-error'
import { exportCsv } from '@/lib/csv-download'
import { toast } from '@/lib/toast'

/** A list's Export CSV: downloads what `load` gets from the server as `{name}-{today}.csv`; a refusal is a toast. */
export function ExportCsvButton({ name, load }: { name: string; load: () => Promise<string> }) {
  const [busy, setBusy] = useState(false)
  const exportList = async () => {
    setBusy(true)
    try {
      exportCsv(name, await load())
    } catch (error) {
      toast.error(`Export failed: ${toApiError(error).message}`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="outline" onClick={() => void exportList()} disabled={busy}>
      <Download aria-hidden />
      {busy ? 'Exporting...' : 'Export CSV'}
    </Button>
  )
}
