import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { ProductDetailPage } from '@/features/products/components/product-detail-page'
import { productByIdOptions } from '@/features/products/queries'

export const Route = createFileRoute('/_app/products/$productId')({
  beforeLoad: ({ context }) => requireArea(context.user, 'products'),
  loader: ({ context: { queryClient }, params }) => queryClient.prefetchQuery(productByIdOptions(params.productId)),
  component: ProductDetailPage,
})
