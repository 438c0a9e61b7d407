import { createFileRoute } from '@tanstack/react-router'
import { CustomerCreatePage } from '@/features/customers/components/customer-create-page'
import { requireArea } from '@/lib/session/require-area'
import { pageHead } from '@/lib/page-title'
import { PermissionLevel } from '@/shared/permissions'

export const Route = createFileRoute('/_app/customers/new')({
  beforeLoad: ({ context }) => requireArea(context.user, 'customers', PermissionLevel.Create),
  head: () => pageHead('Add Customer'),
  component: CustomerCreatePage,
})
