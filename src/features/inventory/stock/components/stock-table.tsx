import { History, SlidersHorizontal } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { StockProductFragment } from '@/gql/graphql'
import { cn } from '@/lib/cn'
import type { StockSort } from '../stock-search'
import { StockLevelBadge } from './stock-level-badge'
import { StockSortHeader } from './stock-sort-header'

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
  sort: StockSort
  onSort: (sort: StockSort) => void
  mayAdjust: boolean
  threshold: number
  onAction: (action: StockAction) => void
}) {
  return (
    <div className="relative overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">Stock of each product</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <StockSortHeader
              label="Product"
              direction={sort === 'name' ? 'ascending' : null}
              onSort={() => onSort('name')}
            />
            <th className="hidden px-2 py-2 sm:px-3 font-medium sm:table-cell">SKU</th>
            <StockSortHeader
              label="Stock"
              className="text-right"
              direction={sort === 'stock-asc' ? 'ascending' : sort === 'stock-desc' ? 'descending' : null}
              onSort={() => onSort(sort === 'stock-asc' ? 'stock-desc' : 'stock-asc')}
            />
            <th className="hidden px-2 py-2 sm:px-3 font-medium md:table-cell">Level</th>
            <th className="px-2 py-2 sm:px-3 text-right font-medium">Actions</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id} className="border-t">
              <td className="px-2 py-2 sm:px-3">
                <div className="font-medium">{product.name}</div>
                <div className="text-xs text-muted-foreground sm:hidden">{product.sku}</div>
              </td>
              <td className="hidden px-2 py-2 sm:px-3 font-mono text-xs sm:table-cell">{product.sku}</td>
              <td className="px-2 py-2 sm:px-3 text-right">
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
              </td>
              <td className="hidden px-2 py-2 sm:px-3 md:table-cell">
                <StockLevelBadge quantity={product.quantity} />
              </td>
              <td className="px-2 py-2 sm:px-3">
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
