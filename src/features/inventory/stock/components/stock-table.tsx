import History from 'lucide-react/icons/rotate-ccw-clock'
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal'
import { listColumns, TitleCell } from '@/components/data-table/columns'
import { DataTable, type ListSort } from '@/components/data-table/data-table'
import { Button } from '@/components/ui/button'
import type { StockProductFragment } from '@/gql/graphql'
import { cn } from '@/lib/cn'
import { StockLevelBadge } from './stock-level-badge'

export type StockAction = { kind: 'adjust' | 'history'; product: StockProductFragment }

/** One row per product: name and SKU, stock with its level, and the history and (with Edit) adjust actions. */
export function StockTable({
  products,
  sort,
  onSort,
  mayAdjust,
  threshold,
  onAction,
}: {
  products: StockProductFragment[]
  sort: ListSort
  onSort: (sort: ListSort) => void
  mayAdjust: boolean
  threshold: number
  onAction: (action: StockAction) => void
}) {
  const columns = listColumns<StockProductFragment>([
    {
      id: 'product',
      header: 'Product',
      sortKey: 'name',
      cell: (product) => <TitleCell title={product.name} detail={product.sku} detailClassName="sm:hidden" />,
    },
    { id: 'sku', header: 'SKU', fold: 'sm', className: 'font-mono text-xs', cell: (product) => product.sku },
    {
      id: 'stock',
      header: 'Stock',
      sortKey: 'stock',
      align: 'right',
      cell: (product) => (
        <>
          <span
            className={cn(
              'font-semibold tabular-nums',
              product.quantity <= threshold && 'text-red-700 dark:text-red-400',
            )}
          >
            {product.quantity}
          </span>
          <div className="mt-1 md:hidden">
            <StockLevelBadge quantity={product.quantity} />
          </div>
        </>
      ),
    },
    { id: 'level', header: 'Level', fold: 'md', cell: (product) => <StockLevelBadge quantity={product.quantity} /> },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (product) => (
        <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end sm:gap-2">
          <Button variant="outline" size="sm" onClick={() => onAction({ kind: 'history', product })}>
            <History aria-hidden />
            <span className="max-sm:sr-only">History</span>
            <span className="sr-only"> of {product.name}</span>
          </Button>
          {mayAdjust && (
            <Button size="sm" onClick={() => onAction({ kind: 'adjust', product })}>
              <SlidersHorizontal aria-hidden />
              <span className="max-sm:sr-only">Adjust</span>
              <span className="sr-only"> stock of {product.name}</span>
            </Button>
          )}
        </div>
      ),
    },
  ])
  return (
    <DataTable
      label="Stock of each product"
      columns={columns}
      rows={products}
      rowId={(product) => product.id}
      sort={sort}
      onSort={onSort}
    />
  )
}
