import { useInfiniteQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { ChevronDown, LayoutGrid, List, Loader2, Plus } from 'lucide-react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { SearchInput } from '@/components/ui/search-input'
import { useAuth } from '@/features/auth/auth-store'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { can, PermissionLevel } from '@/shared/permissions'
import { exportProductsCsv } from '../export-products'
import { productSearchOptions } from '../queries'
import { DeleteProductsDialog } from './delete-products-dialog'
import { FacetChips } from './facet-chips'
import { InfiniteScrollSentinel } from './infinite-scroll-sentinel'
import { ProductGrid } from './product-grid'
import { NoProducts, ProductSkeletons, ProductsUnavailable } from './product-list-states'
import { ProductTable } from './product-table'

const route = getRouteApi('/_app/products/')
export const SEARCH_DEBOUNCE_MS = 300

export function ProductListPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const [term, setTerm] = useState(search.q ?? '')
  const debouncedTerm = useDebouncedValue(term, SEARCH_DEBOUNCE_MS)
  // A selection belongs to the search it was made in: a new search or filter starts with none.
  const searchKey = JSON.stringify([search.q, search.category, search.status])
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: '', ids: new Set() })
  const selected = selection.key === searchKey ? selection.ids : new Set<string>()
  const setSelected = (update: ReadonlySet<string> | ((current: ReadonlySet<string>) => ReadonlySet<string>)) =>
    setSelection((current) => {
      const ids = current.key === searchKey ? current.ids : new Set<string>()
      return { key: searchKey, ids: typeof update === 'function' ? update(ids) : update }
    })
  const view = search.view ?? 'grid'
  const { user } = useAuth()
  const mayDelete = user !== null && can(user.roles, 'products', PermissionLevel.Delete)
  const mayEdit = user !== null && can(user.roles, 'products', PermissionLevel.Edit)
  const mayCreate = user !== null && can(user.roles, 'products', PermissionLevel.Create)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)

  useEffect(() => {
    if ((search.q ?? '') !== debouncedTerm.trim()) {
      void navigate({ search: (prev) => ({ ...prev, q: debouncedTerm.trim() || undefined }), replace: true })
    }
  }, [debouncedTerm, search.q, navigate])

  const query = useInfiniteQuery(productSearchOptions(search))
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query
  const products = useMemo(() => query.data?.pages.flatMap((page) => page.products) ?? [], [query.data])
  const first = query.data?.pages[0]
  const totalCount = first?.pagination.totalCount

  const loadMore = useCallback(() => {
    if (hasNextPage) void fetchNextPage({ cancelRefetch: false })
  }, [fetchNextPage, hasNextPage])

  const setFilter = (key: 'category' | 'status', values: string[]) =>
    navigate({ search: (prev) => ({ ...prev, [key]: values.length ? values : undefined }), replace: true })
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  if (query.isError) return <ProductsUnavailable />

  return (
    <>
      <PageHeader
        title="Products"
        description={totalCount === undefined ? 'Loading...' : `${totalCount} products found`}
        actions={
          mayCreate && (
            <Button asChild>
              <Link to="/products/new">
                <Plus aria-hidden /> Add Product
              </Link>
            </Button>
          )
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchInput
          aria-label="Search products"
          placeholder="Search products..."
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <div role="group" aria-label="View" className="flex rounded-md border">
          <Button
            variant={view === 'grid' ? 'secondary' : 'ghost'}
            size="icon"
            aria-label="Grid view"
            aria-pressed={view === 'grid'}
            onClick={() => navigate({ search: (prev) => ({ ...prev, view: undefined }), replace: true })}
          >
            <LayoutGrid aria-hidden />
          </Button>
          <Button
            variant={view === 'list' ? 'secondary' : 'ghost'}
            size="icon"
            aria-label="List view"
            aria-pressed={view === 'list'}
            onClick={() => navigate({ search: (prev) => ({ ...prev, view: 'list' }), replace: true })}
          >
            <List aria-hidden />
          </Button>
        </div>
      </div>
      {first && (
        <div className="mb-4 flex flex-col gap-2">
          {first.filters.map((filter) => (
            <FacetChips
              key={filter.key}
              label={filter.key === 'category' ? 'Category' : 'Status'}
              values={filter.value}
              selected={(filter.key === 'category' ? search.category : search.status) ?? []}
              onChange={(values) => setFilter(filter.key === 'category' ? 'category' : 'status', values)}
            />
          ))}
        </div>
      )}
      <div className="mb-4 flex flex-wrap items-center gap-2 text-sm">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setSelected(new Set(products.map((p) => p.id)))}
          disabled={!products.length}
        >
          Select All
        </Button>
        <Button variant="outline" size="sm" onClick={() => setSelected(new Set())} disabled={!selected.size}>
          Deselect All
        </Button>
        {selected.size > 0 && (
          <>
            <span aria-live="polite" className="font-medium">
              {selected.size} selected
            </span>
            <DropdownMenu modal={false}>
              <DropdownMenuTrigger asChild>
                <Button size="sm">
                  Bulk Actions <ChevronDown aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start">
                <DropdownMenuItem onSelect={() => exportProductsCsv(products.filter((p) => selected.has(p.id)))}>
                  Export Selected
                </DropdownMenuItem>
                {mayDelete && (
                  <DropdownMenuItem variant="destructive" onSelect={() => setConfirmingDelete(true)}>
                    Delete Selected
                  </DropdownMenuItem>
                )}
              </DropdownMenuContent>
            </DropdownMenu>
          </>
        )}
      </div>
      {notice && (
        <p role="status" className="mb-4 rounded-md border bg-muted/50 px-3 py-2 text-sm">
          {notice}
        </p>
      )}
      <DeleteProductsDialog
        ids={[...selected]}
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        onDeleted={(message) => {
          setNotice(message)
          setSelected(new Set())
        }}
      />
      {query.isPending ? (
        <ProductSkeletons />
      ) : products.length === 0 ? (
        <NoProducts />
      ) : view === 'grid' ? (
        <ProductGrid products={products} selected={selected} onToggle={toggle} mayEdit={mayEdit} />
      ) : (
        <ProductTable products={products} selected={selected} onToggle={toggle} mayEdit={mayEdit} />
      )}
      {isFetchingNextPage && (
        <p role="status" className="flex items-center justify-center gap-2 py-6 text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Getting more products...
        </p>
      )}
      {products.length > 0 && totalCount !== undefined && (
        <p className="py-4 text-center text-sm text-muted-foreground">
          Showing {products.length} of {totalCount} products
        </p>
      )}
      {hasNextPage && <InfiniteScrollSentinel onVisible={loadMore} busy={query.isFetching} />}
    </>
  )
}
