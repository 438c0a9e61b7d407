import { createFileRoute } from '@tanstack/react-router'
import { ProductListPage } from '@/features/products/components/product-list-page'
import { ProductListPending, ProductsUnavailable } from '@/features/products/components/product-list-states'
import { ProductListSearch, productQueryOf } from '@/features/products/product-list-search'
import { archivedProductsOptions, productSearchOptions } from '@/features/products/queries'
import { requireArea } from '@/lib/session/require-area'
import { waitOnEnter } from '@/lib/route-loading'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/products/')({
  validateSearch: ProductListSearch,
  loaderDeps: ({ search }) => ({ ...productQueryOf(search), show: search.show }),
  beforeLoad: ({ context }) => requireArea(context.user, 'products'),
  loader: ({ context: { queryClient }, deps, cause }) =>
    waitOnEnter(
      cause,
      deps.show === 'archived'
        ? queryClient.ensureInfiniteQueryData(archivedProductsOptions(deps.q))
        : queryClient.ensureInfiniteQueryData(productSearchOptions(deps)),
    ),
  head: () => pageHead('Products'),
  pendingComponent: ProductListPending,
  errorComponent: ProductsUnavailable,
  component: ProductListPage,
})
