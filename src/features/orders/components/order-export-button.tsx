import { ExportCsvButton } from '@/components/data-table/export-csv-button'
import { orderFilterParameters, type OrderListSearch } from '../order-list-search'
import { exportOrdersCsv } from '../queries'

/** Export CSV: every order the list's search and filters match, in its sort, as a download. */
export function OrderExportButton({ search }: { search: OrderListSearch }) {
  return <ExportCsvButton name="orders" load={() => exportOrdersCsv(orderFilterParameters(search))} />
}
