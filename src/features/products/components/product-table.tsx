import type { ProductListItemFragment } from '@/gql/graphql'
import { formatMoney } from '@/lib/format'
import { useWindowRows } from '@/lib/use-window-rows'
import { ProductItemActions } from './product-item-actions'
import { ProductStatusBadge } from './product-status-badge'

const ROW_HEIGHT = 58

/** The list view: a table whose rows near the viewport are rendered, with spacer rows for the rest. */
export function ProductTable({
  products,
  selected,
  onToggle,
  mayEdit,
}: {
  products: ProductListItemFragment[]
  selected: ReadonlySet<string>
  onToggle: (id: string) => void
  mayEdit: boolean
}) {
  const { listRef, rows, paddingTop, paddingBottom, measureRow } = useWindowRows<HTMLTableSectionElement>({
    count: products.length,
    estimateSize: ROW_HEIGHT,
  })
  return (
    <div className="relative overflow-x-auto rounded-lg border">
      <table className="w-full text-sm" aria-rowcount={products.length + 1}>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th className="w-10 px-3 py-2 font-medium">Select</th>
            <th className="px-3 py-2 font-medium">Product</th>
            <th className="px-3 py-2 text-right font-medium">Price</th>
            <th className="px-3 py-2 text-right font-medium">Stock</th>
            <th className="px-3 py-2 font-medium">Status</th>
            <th className="px-3 py-2 text-right font-medium">Actions</th>
          </tr>
        </thead>
        <tbody ref={listRef}>
          {paddingTop > 0 && <tr aria-hidden style={{ height: paddingTop }} />}
          {rows
            .map(({ index }) => [index, products[index]!] as const)
            .map(([index, product]) => (
              <tr key={product.id} ref={measureRow} data-index={index} aria-rowindex={index + 2} className="border-t">
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    checked={selected.has(product.id)}
                    onChange={() => onToggle(product.id)}
                    aria-label={`Select ${product.name}`}
                    className="size-4 accent-primary"
                  />
                </td>
                <td className="px-3 py-2">
                  <div className="font-medium">{product.name}</div>
                  <div className="text-xs text-muted-foreground">{product.sku}</div>
                </td>
                <td className="px-3 py-2 text-right">{formatMoney(product.price)}</td>
                <td className="px-3 py-2 text-right">{product.quantity}</td>
                <td className="px-3 py-2">
                  <ProductStatusBadge status={product.status} />
                </td>
                <td className="px-3 py-2 text-right">
                  <ProductItemActions product={product} mayEdit={mayEdit} className="justify-end" />
                </td>
              </tr>
            ))}
          {paddingBottom > 0 && <tr aria-hidden style={{ height: paddingBottom }} />}
        </tbody>
      </table>
    </div>
  )
}
