import { useState } from 'react'
import { SelectAllMatching } from '@/components/data-table/select-all-matching'
import { useCsvExport } from '@/components/data-table/use-csv-export'
import type { ListSelection } from '@/components/data-table/use-list-selection'
import { BulkActions } from '@/components/layout/list-toolbar'
import type { CustomerListItemFragment, ExportSelectedCustomersQueryVariables } from '@/gql/graphql'
import { usePermission } from '@/lib/session/use-permission'
import { PermissionLevel } from '@/shared/permissions'
import { customerFilterUnpaged, type CustomerListSearch } from '../customer-list-search'
import { exportSelectedCustomersCsv } from '../queries'
import { DeactivateCustomersDialog } from './deactivate-customers-dialog'

/**
 * The lists' bulk pattern for customers: '{n} selected' with the Bulk Actions menu (Export Selected; Deactivate
 * Selected for holders of customers Delete), and "Select all N matching" once the page is selected; the server reads
 * the matching customers from the filter, not from ids.
 */
export function CustomerBulkActions({
  search,
  selection,
  customers,
  total,
}: {
  search: CustomerListSearch
  selection: ListSelection
  /** The customers on screen. */
  customers: readonly CustomerListItemFragment[]
  total: { count: number; label: string }
}) {
  const csvExport = useCsvExport('customers-selected')
  const mayDeactivate = usePermission('customers', PermissionLevel.Delete)
  const [deactivating, setDeactivating] = useState(false)
  const target = selection.target()
  const chosen: ExportSelectedCustomersQueryVariables =
    'ids' in target
      ? { ids: target.ids }
      : { matching: { filter: customerFilterUnpaged(search), exceptIds: target.exceptIds } }
  const count = selection.count(total.count)
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-3 text-sm empty:hidden">
        <BulkActions
          count={count}
          onExport={() => void csvExport.run(() => exportSelectedCustomersCsv(chosen))}
          onDelete={mayDeactivate ? () => setDeactivating(true) : undefined}
          deleteLabel="Deactivate Selected"
        />
        <SelectAllMatching
          selection={selection}
          visible={customers.map((customer) => customer.id)}
          total={total}
          noun="customers"
        />
      </div>
      {csvExport.failure()}
      {deactivating && (
        <DeactivateCustomersDialog
          selection={chosen}
          count={count}
          onOpenChange={setDeactivating}
          onDone={selection.clear}
        />
      )}
    </>
  )
}
