import { listColumns, TitleCell } from '@/components/data-table/columns'
import { DataTable, type ListTableProps } from '@/components/data-table/data-table'
import type { ProductListItemFragment } from '@/gql/graphql'
import { formatDate, formatMoney } from '@/lib/format'
import { ProductItemActions } from './product-item-actions'
import { ProductStatusBadge } from './product-status-badge'

const ROW_HEIGHT = 58

const COLUMNS = listColumns<ProductListItemFragment>([
  {
    id: 'product',
    header: 'Product',
    sortKey: 'name',
    // Takes the width the other columns leave, and no more: a long name ends in an ellipsis (whole in its tooltip).
    className: 'w-full max-w-0 min-w-24 sm:min-w-40',
    cell: (product) => (
      <TitleCell
        title={
          <span className="block truncate" title={product.name}>
            {product.name}
          </span>
        }
        detail={<span className="block truncate">{product.sku}</span>}
      />
    ),
  },
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
