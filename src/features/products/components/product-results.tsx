import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import Loader2 from 'lucide-react/icons/loader-circle'
import { useCallback, useMemo } from 'react'
import type { ListSort } from '@/components/data-table/data-table'
import { useListSelection } from '@/components/data-table/use-list-selection'
import { usePermission } from '@/lib/session/use-permission'
import { PermissionLevel } from '@/shared/permissions'
import { productTotal, searchSummary } from '../product-count'
import { productSortOf } from '@/shared/product-search-parameters'
import type { ProductListSearch } from '../product-list-search'
import { productSearchOptions } from '../queries'
import { FacetChips } from './facet-chips'
import { InfiniteScrollSentinel } from './infinite-scroll-sentinel'
import { ProductBulkActions } from './product-bulk-actions'
import { ProductGrid } from './product-grid'
import { NoProducts } from './product-list-states'
import { ProductTable } from './product-table'

/** The subtitle: how many products the search found. */
export function ProductsFound({ search }: { search: ProductListSearch }) {
  const { data } = useSuspenseInfiniteQuery(productSearchOptions(search))
  return `${productTotal(data.pages)} products found`
}

/**
 * One search's facets, selection, cards or rows and further pages. It is mounted afresh for every search, so a
 * selection belongs to the search it was made in.
 */
export function ProductResults({
  search,
  view,
  onFilter,
  onSort,
}: {
  search: ProductListSearch
  view: 'grid' | 'list'
  onFilter: (key: 'category' | 'status', values: string[]) => void
  onSort: (sort: ListSort) => void
}) {
  const query = useSuspenseInfiniteQuery(productSearchOptions(search))
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query
  const products = useMemo(() => query.data.pages.flatMap((page) => page.products), [query.data])
  const first = searchSummary(query.data.pages)
  const total = { count: first.pagination.totalCount, label: productTotal(query.data.pages) }
  const selection = useListSelection('products')
  const mayEdit = usePermission('products', PermissionLevel.Edit)

  const loadMore = useCallback(() => {
    if (hasNextPage) void fetchNextPage({ cancelRefetch: false })
  }, [fetchNextPage, hasNextPage])

  return (
    <>
      <div className="mb-4 flex flex-col gap-2">
        {first.filters.map((filter) => (
          <FacetChips
            key={filter.key}
            label={filter.key === 'category' ? 'Category' : 'Status'}
            values={filter.value}
            selected={(filter.key === 'category' ? search.category : search.status) ?? []}
            onChange={(values) => onFilter(filter.key === 'category' ? 'category' : 'status', values)}
          />
        ))}
      </div>
      {/* Nothing to select on an empty list: no Select All, no Deselect All. */}
      {products.length > 0 && (
        <ProductBulkActions
          search={search}
          selection={selection}
          visible={products.map((product) => product.id)}
          total={total}
        />
      )}
      {products.length === 0 ? (
        <NoProducts />
      ) : view === 'grid' ? (
        <ProductGrid products={products} selection={selection} mayEdit={mayEdit} />
      ) : (
        <ProductTable
          products={products}
          selection={selection}
          mayEdit={mayEdit}
          sort={productSortOf(search)}
          onSort={onSort}
        />
      )}
      {isFetchingNextPage && (
        <p role="status" className="flex items-center justify-center gap-2 py-6 text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Getting more products...
        </p>
      )}
      {products.length > 0 && (
        <p className="py-4 text-center text-sm text-muted-foreground">
          Showing {products.length} of {total.label} products
        </p>
      )}
      {hasNextPage && <InfiniteScrollSentinel onVisible={loadMore} busy={query.isFetching} />}
    </>
  )
}
