import { createFileRoute } from '@tanstack/react-router'
import { ProductDetailPage } from '@/features/products/components/product-detail-page'
import { ProductLoadError, ProductPending } from '@/features/products/components/product-unavailable'
import { productByIdOptions } from '@/features/products/queries'
import { requireArea } from '@/lib/session/require-area'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/products/$productId')({
  beforeLoad: ({ context }) => requireArea(context.user, 'products'),
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(productByIdOptions(params.productId)),
  head: ({ loaderData }) => pageHead(loaderData?.product?.name ?? loaderData?.message ?? 'Product'),
  pendingComponent: ProductPending,
  errorComponent: ProductLoadError,
  component: ProductDetailPage,
})
