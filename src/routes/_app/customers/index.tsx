import { createFileRoute } from '@tanstack/react-router'
import { CustomerListPage } from '@/features/customers/components/customer-list-page'
import { CustomerListSearch } from '@/features/customers/customer-list-search'
import { customerListOptions } from '@/features/customers/queries'
import { requireArea } from '@/lib/session/require-area'
import { waitOnEnter } from '@/lib/route-loading'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/customers/')({
  validateSearch: CustomerListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requireArea(context.user, 'customers'),
  loader: ({ context: { queryClient }, deps, cause }) =>
    waitOnEnter(cause, queryClient.ensureQueryData(customerListOptions(deps))),
  head: () => pageHead('Customers'),
  component: CustomerListPage,
})
