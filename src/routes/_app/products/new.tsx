import { createFileRoute } from '@tanstack/react-router'
import { FormPending } from '@/components/layout/page-pending'
import { ProductCreatePage } from '@/features/products/components/product-create-page'
import { productCategoriesOptions } from '@/features/products/queries'
import { requireArea } from '@/lib/session/require-area'
import { PermissionLevel } from '@/shared/permissions'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/products/new')({
  beforeLoad: ({ context }) => requireArea(context.user, 'products', PermissionLevel.Create),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(productCategoriesOptions()),
  head: () => pageHead('Add Product'),
  pendingComponent: () => <FormPending label="Loading categories" />,
  component: ProductCreatePage,
})
