import Download from 'lucide-react/icons/download'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { toApiError } from '@/lib/api-error'
import { exportCsv } from '@/lib/csv-download'
import { toast } from '@/lib/toast'
import { orderFilterParameters, type OrderListSearch } from '../order-list-search'
import { exportOrdersCsv } from '../queries'

/** Export CSV: every order the list's search and filters match, in its sort, as a download. */
export function OrderExportButton({ search }: { search: OrderListSearch }) {
  const [busy, setBusy] = useState(false)
  const exportList = async () => {
    setBusy(true)
    try {
      exportCsv('orders', await exportOrdersCsv(orderFilterParameters(search)))
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
