import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { ProductEditPage } from '@/features/products/components/product-edit-page'
import { productByIdOptions, productCategoriesOptions } from '@/features/products/queries'
import { PermissionLevel } from '@/shared/permissions'

export const Route = createFileRoute('/_app/products/$productId_/edit')({
  beforeLoad: ({ context }) => requireArea(context.user, 'products', PermissionLevel.Edit),
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.prefetchQuery(productByIdOptions(params.productId)),
      queryClient.prefetchQuery(productCategoriesOptions()),
    ]),
  component: ProductEditPage,
})
