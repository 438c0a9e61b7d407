import type { ProductListItemFragment } from '@/gql/graphql'
import { formatMoney } from '@/lib/format'
import { ProductItemActions } from './product-item-actions'
import { ProductStatusBadge } from './product-status-badge'

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
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
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
        <tbody>
          {products.map((product) => (
            <tr key={product.id} className="border-t">
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
        </tbody>
      </table>
    </div>
  )
}
