import { Card } from '@/components/ui/card'
import type { ProductListItemFragment } from '@/gql/graphql'
import { formatMoney } from '@/shared/money'
import { ProductImage } from './product-image'
import { ProductItemActions } from './product-item-actions'
import { ProductStatusBadge } from './product-status-badge'

export function ProductCard({
  product,
  selected,
  onToggle,
  mayEdit,
  priority = false,
}: {
  product: ProductListItemFragment
  selected: boolean
  onToggle: () => void
  mayEdit: boolean
  /** The first card: its image, often the screen's Largest Contentful Paint, loads at once. */
  priority?: boolean
}) {
  return (
    <Card className="gap-0 overflow-hidden py-0">
      <div className="relative">
        <ProductImage src={product.images[0]} name={product.name} priority={priority} className="aspect-[4/3] w-full" />
        <input
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          aria-label={`Select ${product.name}`}
          className="absolute top-2 left-2 size-4 accent-primary"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {/* The badge above the name, so the name has the card's width: up to three lines, whole in its tooltip. */}
        <div>
          <ProductStatusBadge status={product.status} />
        </div>
        <h2 className="line-clamp-3 font-semibold wrap-anywhere" title={product.name}>
          {product.name}
        </h2>
        <p className="line-clamp-2 text-sm text-muted-foreground wrap-anywhere">{product.description}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 pt-2 text-sm">
          <span className="text-base font-semibold">{formatMoney(product.price)}</span>
          <span className="text-muted-foreground">Stock: {product.quantity}</span>
        </div>
        <ProductItemActions product={product} mayEdit={mayEdit} className="mt-2" />
      </div>
    </Card>
  )
}
