import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { ProductListPage } from '@/features/products/components/product-list-page'
import { ProductListSearch } from '@/features/products/product-list-search'
import { productSearchOptions } from '@/features/products/queries'

export const Route = createFileRoute('/_app/products/')({
  validateSearch: ProductListSearch,
  loaderDeps: ({ search: { q, category, status } }) => ({ q, category, status }),
  beforeLoad: ({ context }) => requireArea(context.user, 'products'),
  loader: ({ context: { queryClient }, deps }) => queryClient.prefetchInfiniteQuery(productSearchOptions(deps)),
  component: ProductListPage,
})
