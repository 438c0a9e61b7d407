import { getRouteApi, Link } from '@tanstack/react-router'
import Archive from 'lucide-react/icons/archive'
import LayoutGrid from 'lucide-react/icons/layout-grid'
import List from 'lucide-react/icons/list'
import Package from 'lucide-react/icons/package'
import Plus from 'lucide-react/icons/plus'
import type { ReactNode } from 'react'
import { Suspense } from 'react'
import X from 'lucide-react/icons/x'
import type { ListSort } from '@/components/data-table/data-table'
import { ListSearch } from '@/components/data-table/list-search'
import { ListSortSelect } from '@/components/data-table/list-sort-select'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { Can } from '@/lib/session/can'
import { PermissionLevel } from '@/shared/permissions'
import {
  isProductListFiltered,
  PRODUCT_SORT_CHOICES,
  productQueryOf,
  type ProductListSearch,
} from '../product-list-search'
import { productSortOf } from '@/shared/product-search-parameters'
import { ArchivedProducts, ArchivedProductsFound } from './archived-products'
import { ProductSkeletons } from './product-list-states'
import { ProductResults, ProductsFound } from './product-results'

const route = getRouteApi('/_app/products/')

/** The search box and view switch stay put; everything read from a search suspends in place while it loads. */
export function ProductListPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const view = search.view ?? 'grid'
  const archived = search.show === 'archived'
  // A new search mounts new boundaries, so its skeletons show at once instead of the old results.
  const searchKey = JSON.stringify({ ...productQueryOf(search), archived })
  const sortBy = ({ by, dir }: ListSort) =>
    navigate({ search: (prev) => ({ ...prev, sort: by as ProductListSearch['sort'], dir }), replace: true })
  // The search box follows the URL: it empties with it.
  const clearFilters = () =>
    void navigate({ search: (prev) => ({ ...prev, q: undefined, category: undefined, status: undefined }) })

  return (
    <>
      <PageHeader
        title="Products"
        description={
          <Suspense key={searchKey} fallback="Loading...">
            {archived ? <ArchivedProductsFound term={search.q} /> : <ProductsFound search={search} />}
          </Suspense>
        }
        actions={
          <Can area="products" level={PermissionLevel.Create}>
            <Button asChild>
              <Link to="/products/new">
                <Plus aria-hidden /> Add Product
              </Link>
            </Button>
          </Can>
        }
      />
      <nav aria-label="Product lists" className="mb-4 flex gap-1 border-b">
        <ListTab to={{ ...search, show: undefined }} current={!archived}>
          <Package aria-hidden /> Catalogue
        </ListTab>
        <ListTab to={{ ...search, show: 'archived' }} current={archived}>
          <Archive aria-hidden /> Archived
        </ListTab>
      </nav>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <ListSearch
          label="Search products"
          placeholder="Search products..."
          current={search.q}
          onSearch={(q) => void navigate({ search: (prev) => ({ ...prev, q }), replace: true })}
        />
        {!archived && view === 'grid' && (
          <ListSortSelect
            id="product-grid-sort"
            label="Sort products"
            choices={PRODUCT_SORT_CHOICES}
            sort={productSortOf(search)}
            onSort={sortBy}
          />
        )}
        {isProductListFiltered(search) && (
          <Button variant="outline" onClick={clearFilters}>
            <X aria-hidden /> Clear filters
          </Button>
        )}
        {!archived && (
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
        )}
      </div>
      <Suspense key={searchKey} fallback={<ProductSkeletons />}>
        {archived ? (
          <ArchivedProducts term={search.q} />
        ) : (
          <ProductResults
            search={search}
            view={view}
            onFilter={(key, values) =>
              navigate({ search: (prev) => ({ ...prev, [key]: values.length ? values : undefined }), replace: true })
            }
            onSort={sortBy}
          />
        )}
      </Suspense>
    </>
  )
}

/** One of the product lists (the catalogue, the archived products): a link that keeps the search term. */
function ListTab({ to, current, children }: { to: ProductListSearch; current: boolean; children: ReactNode }) {
  return (
    <Link
      to="/products"
      search={to}
      aria-current={current ? 'page' : undefined}
      className={cn(
        '-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium [&_svg]:size-4',
        current ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
      )}
    >
      {children}
    </Link>
  )
}
