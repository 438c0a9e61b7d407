import type { ListSelection } from '@/components/data-table/use-list-selection'
import type { ProductListItemFragment } from '@/gql/graphql'
import { useMediaQuery } from '@/lib/use-media-query'
import { useWindowRows } from '@/lib/use-window-rows'
import { ProductCard } from './product-card'

const CARD_ROW_HEIGHT = 440
const ROW_GAP = 16

/** Columns of the grid at the widths where its Tailwind classes change (sm, lg, xl). */
function useColumns(): number {
  const sm = useMediaQuery('(min-width: 640px)')
  const lg = useMediaQuery('(min-width: 1024px)')
  const xl = useMediaQuery('(min-width: 1280px)')
  return xl ? 4 : lg ? 3 : sm ? 2 : 1
}

/** The grid view, rendered a row of cards at a time around the viewport. */
export function ProductGrid({
  products,
  selection,
  mayEdit,
}: {
  products: ProductListItemFragment[]
  selection: ListSelection
  mayEdit: boolean
}) {
  const columns = useColumns()
  const { listRef, rows, paddingTop, paddingBottom, measureRow } = useWindowRows<HTMLDivElement>({
    count: Math.ceil(products.length / columns),
    estimateSize: CARD_ROW_HEIGHT,
    gap: ROW_GAP,
  })
  return (
    <div ref={listRef} className="flex flex-col gap-4" style={{ paddingTop, paddingBottom }}>
      {rows.map((row) => (
        <div
          key={row.key}
          ref={measureRow}
          data-index={row.index}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {products.slice(row.index * columns, (row.index + 1) * columns).map((product, place) => (
            <ProductCard
              key={product.id}
              product={product}
              priority={row.index === 0 && place === 0}
              selected={selection.isSelected(product.id)}
              onToggle={() => selection.toggle(product.id)}
              mayEdit={mayEdit}
            />
          ))}
        </div>
      ))}
    </div>
  )
}
