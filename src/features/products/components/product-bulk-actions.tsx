import ChevronDown from 'lucide-react/icons/chevron-down'
import { useState } from 'react'
import { SelectAllMatching } from '@/components/data-table/select-all-matching'
import { useCsvExport } from '@/components/data-table/use-csv-export'
import type { ListSelection } from '@/components/data-table/use-list-selection'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { usePermission } from '@/lib/session/use-permission'
import { PermissionLevel } from '@/shared/permissions'
import { PRODUCT_ACTION_LEVELS } from '@/shared/product-rules'
import { productFilterParameters } from '@/shared/product-search-parameters'
import type { ProductListSearch } from '../product-list-search'
import { exportProductsCsv, type ProductSelectionInput } from '../queries'
import { BulkChangeProductsDialog, type BulkChangeKind } from './bulk-change-products-dialog'
import { DeleteProductsDialog } from './delete-products-dialog'
import { formatCount } from '@/shared/count-text'

/**
 * Select All / Deselect All (the loaded products), '{n} selected' with the Bulk Actions menu, and "Select all N
 * matching", after which Export Selected, Change Status, Change Category and Delete Selected act on every product the
 * search matches but the unticked.
 */
export function ProductBulkActions({
  search,
  selection,
  visible,
  total,
}: {
  search: ProductListSearch
  selection: ListSelection
  visible: string[]
  total: { count: number; label: string }
}) {
  const mayDelete = usePermission('products', PermissionLevel.Delete)
  const mayChange = usePermission('products', PRODUCT_ACTION_LEVELS.bulkUpdate)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [changing, setChanging] = useState<BulkChangeKind | null>(null)
  const csvExport = useCsvExport('products')
  const target = selection.target()
  const chosen: ProductSelectionInput =
    'ids' in target
      ? { ids: target.ids }
      : { matching: { filter: { parameters: productFilterParameters(search) }, exceptIds: target.exceptIds } }
  const count = selection.count(total.count)

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-2 text-sm">
        <Button variant="outline" size="sm" onClick={() => selection.set(visible)} disabled={!visible.length}>
          Select All
        </Button>
        <Button variant="outline" size="sm" onClick={selection.clear} disabled={!count}>
          Deselect All
        </Button>
        {count > 0 && (
          <>
            <span aria-live="polite" className="font-medium">
              {formatCount(count)} selected
            </span>
            <DropdownMenu modal={false}>
              <DropdownMenuTrigger asChild>
                <Button size="sm">
                  Bulk Actions <ChevronDown aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start">
                <DropdownMenuItem onSelect={() => void csvExport.run(() => exportProductsCsv(chosen))}>
                  Export Selected
                </DropdownMenuItem>
                {mayChange && (
                  <>
                    <DropdownMenuItem onSelect={() => setChanging('status')}>Change Status...</DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => setChanging('category')}>Change Category...</DropdownMenuItem>
                  </>
                )}
                {mayDelete && (
                  <DropdownMenuItem variant="destructive" onSelect={() => setConfirmingDelete(true)}>
                    Delete Selected
                  </DropdownMenuItem>
                )}
              </DropdownMenuContent>
            </DropdownMenu>
          </>
        )}
        <SelectAllMatching selection={selection} visible={visible} total={total} noun="products" />
      </div>
      {csvExport.failure()}
      <BulkChangeProductsDialog
        kind={changing}
        selection={chosen}
        count={count}
        onOpenChange={(open) => !open && setChanging(null)}
        onChanged={selection.clear}
      />
      <DeleteProductsDialog
        selection={chosen}
        count={count}
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        onDeleted={selection.clear}
      />
    </>
  )
}
