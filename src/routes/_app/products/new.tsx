import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { ProductCreatePage } from '@/features/products/components/product-create-page'
import { productCategoriesOptions } from '@/features/products/queries'
import { PermissionLevel } from '@/shared/permissions'

export const Route = createFileRoute('/_app/products/new')({
  beforeLoad: ({ context }) => requireArea(context.user, 'products', PermissionLevel.Create),
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(productCategoriesOptions()),
  component: ProductCreatePage,
})
