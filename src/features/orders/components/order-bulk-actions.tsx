import { useState } from 'react'
import { SelectAllMatching } from '@/components/data-table/select-all-matching'
import { useCsvExport } from '@/components/data-table/use-csv-export'
import type { ListSelection } from '@/components/data-table/use-list-selection'
import { BulkActions } from '@/components/layout/list-toolbar'
import { DropdownMenuItem } from '@/components/ui/dropdown-menu'
import type { OrderListItemFragment } from '@/gql/graphql'
import { usePermission } from '@/lib/session/use-permission'
import { PermissionLevel } from '@/shared/permissions'
import { orderFilterParameters, type OrderListSearch } from '../order-list-search'
import { exportSelectedOrdersCsv, type OrderSelectionInput } from '../queries'
import { BulkOrderStatusDialog } from './bulk-order-status-dialog'

/**
 * The lists' bulk pattern for orders: '{n} selected' with the Bulk Actions menu, and "Select all N matching" once the
 * page is selected (its header checkbox); Export Selected and Change Status act on the selection.
 */
export function OrderBulkActions({
  search,
  selection,
  orders,
  total,
}: {
  search: OrderListSearch
  selection: ListSelection
  /** The orders on screen. */
  orders: readonly OrderListItemFragment[]
  total: { count: number; label: string }
}) {
  const mayChange = usePermission('orders', PermissionLevel.Edit)
  const [changing, setChanging] = useState(false)
  const csvExport = useCsvExport('orders-selected')
  const visible = orders.map((order) => order.id)
  const target = selection.target()
  const chosen: OrderSelectionInput =
    'ids' in target
      ? { ids: target.ids }
      : { matching: { filter: { parameters: orderFilterParameters(search) }, exceptIds: target.exceptIds } }
  const count = selection.count(total.count)
  // The rows chosen one by one are all on screen (a selection belongs to one page): their statuses are known.
  const known = 'ids' in target ? orders.filter((order) => selection.isSelected(order.id)) : null

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-3 text-sm empty:hidden">
        <BulkActions count={count} onExport={() => void csvExport.run(() => exportSelectedOrdersCsv(chosen))}>
          {mayChange && <DropdownMenuItem onSelect={() => setChanging(true)}>Change Status...</DropdownMenuItem>}
        </BulkActions>
        <SelectAllMatching selection={selection} visible={visible} total={total} noun="orders" />
      </div>
      {csvExport.failure()}
      {changing && (
        <BulkOrderStatusDialog
          selection={chosen}
          count={count}
          known={known}
          onOpenChange={setChanging}
          onChanged={selection.clear}
        />
      )}
    </>
  )
}
