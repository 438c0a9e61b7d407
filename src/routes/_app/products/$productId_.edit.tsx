import { createFileRoute } from '@tanstack/react-router'
import { FormPending } from '@/components/layout/page-pending'
import { ProductEditPage } from '@/features/products/components/product-edit-page'
import { ProductLoadError } from '@/features/products/components/product-unavailable'
import { productByIdOptions, productCategoriesOptions } from '@/features/products/queries'
import { requireArea } from '@/lib/session/require-area'
import { PermissionLevel } from '@/shared/permissions'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/products/$productId_/edit')({
  beforeLoad: ({ context }) => requireArea(context.user, 'products', PermissionLevel.Edit),
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.ensureQueryData(productByIdOptions(params.productId)),
      queryClient.ensureQueryData(productCategoriesOptions()),
    ]),
  head: ({ loaderData }) => pageHead(loaderData && !loaderData[0].product ? 'Product not found' : 'Edit Product'),
  pendingComponent: () => <FormPending label="Loading product" />,
  errorComponent: ProductLoadError,
  component: ProductEditPage,
})
