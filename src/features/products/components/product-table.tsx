import { listColumns, TitleCell } from '@/components/data-table/columns'
import { DataTable, type ListTableProps } from '@/components/data-table/data-table'
import type { ProductListItemFragment } from '@/gql/graphql'
import { formatDate } from '@/lib/format'
import { formatMoney } from '@/shared/money'
import { ProductImage } from './product-image'
import { ProductItemActions } from './product-item-actions'
import { ProductStatusBadge } from './product-status-badge'

const ROW_HEIGHT = 58

/**
 * The Product column of a product list: the thumbnail, the name and the SKU under it. It takes the width the other
 * columns leave, and no more: a long name ends in an ellipsis (whole in its tooltip). The first row's thumbnail loads
 * at once, with priority: it is often the screen's Largest Contentful Paint.
 */
export const productColumn = {
  id: 'product',
  header: 'Product',
  className: 'w-full max-w-0 min-w-24 sm:min-w-40',
  cell: (product: Pick<ProductListItemFragment, 'name' | 'sku' | 'images'>, index: number) => (
    <div className="flex min-w-0 items-center gap-3">
      <ProductImage
        src={product.images[0]}
        name={product.name}
        thumbnail
        priority={index === 0}
        className="max-sm:hidden"
      />
      <div className="min-w-0 flex-1">
        <TitleCell
          title={
            <span className="block truncate" title={product.name}>
              {product.name}
            </span>
          }
          detail={<span className="block truncate">{product.sku}</span>}
        />
      </div>
    </div>
  ),
}

const COLUMNS = listColumns<ProductListItemFragment>([
  { ...productColumn, sortKey: 'name' },
  { id: 'price', header: 'Price', sortKey: 'price', align: 'right', cell: (product) => formatMoney(product.price) },
  { id: 'stock', header: 'Stock', sortKey: 'stock', align: 'right', fold: 'sm', cell: (product) => product.quantity },
  { id: 'status', header: 'Status', fold: 'md', cell: (product) => <ProductStatusBadge status={product.status} /> },
  {
    id: 'created',
    header: 'Created',
    sortKey: 'created',
    fold: 'lg',
    className: 'whitespace-nowrap',
    cell: (product) => formatDate(product.createdAt),
  },
])

/** The list view: every loaded product, rendered a window of rows at a time; its headers sort on the server. */
export function ProductTable({
  products,
  selection,
  mayEdit,
  sort,
  onSort,
}: ListTableProps & { products: ProductListItemFragment[]; mayEdit: boolean }) {
  return (
    <DataTable
      label="Products"
      columns={[
        ...COLUMNS,
        ...listColumns<ProductListItemFragment>([
          {
            id: 'actions',
            header: 'Actions',
            align: 'right',
            cell: (product) => (
              <ProductItemActions product={product} mayEdit={mayEdit} className="justify-end max-sm:flex-col" />
            ),
          },
        ]),
      ]}
      rows={products}
      rowId={(product) => product.id}
      rowLabel={(product) => `Select ${product.name}`}
      selection={selection}
      selectAllLabel="Select all loaded products"
      sort={sort}
      onSort={onSort}
      windowed={{ rowHeight: ROW_HEIGHT }}
    />
  )
}
