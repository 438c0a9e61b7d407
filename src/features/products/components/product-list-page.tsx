import { getRouteApi, Link } from '@tanstack/react-router'
import { LayoutGrid, List, Plus } from 'lucide-react'
import { Suspense } from 'react'
import { ListSearch } from '@/components/data-table/list-search'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { Can } from '@/lib/session/can'
import { PermissionLevel } from '@/shared/permissions'
import { productQueryOf, type ProductListSearch } from '../product-list-search'
import { ProductSkeletons } from './product-list-states'
import { ProductResults, ProductsFound } from './product-results'

const route = getRouteApi('/_app/products/')

/** The search box and view switch stay put; everything read from a search suspends in place while it loads. */
export function ProductListPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const view = search.view ?? 'grid'
  // A new search mounts new boundaries, so its skeletons show at once instead of the old results.
  const searchKey = JSON.stringify(productQueryOf(search))

  return (
    <>
      <PageHeader
        title="Products"
        description={
          <Suspense key={searchKey} fallback="Loading...">
            <ProductsFound search={search} />
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
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <ListSearch
          label="Search products"
          placeholder="Search products..."
          current={search.q}
          onSearch={(q) => void navigate({ search: (prev) => ({ ...prev, q }), replace: true })}
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
      <Suspense key={searchKey} fallback={<ProductSkeletons />}>
        <ProductResults
          search={search}
          view={view}
          onFilter={(key, values) =>
            navigate({ search: (prev) => ({ ...prev, [key]: values.length ? values : undefined }), replace: true })
          }
          onSort={({ by, dir }) =>
            navigate({ search: (prev) => ({ ...prev, sort: by as ProductListSearch['sort'], dir }), replace: true })
          }
        />
      </Suspense>
    </>
  )
}
