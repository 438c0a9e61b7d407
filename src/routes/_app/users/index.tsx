import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { UserListPage } from '@/features/users/components/user-list-page'
import { userListOptions, userManagementCountsOptions } from '@/features/users/queries'
import { UserListSearch } from '@/features/users/user-list-search'

export const Route = createFileRoute('/_app/users/')({
  validateSearch: UserListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requireArea(context.user, 'user_management'),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.prefetchQuery(userListOptions(deps)),
      queryClient.prefetchQuery(userManagementCountsOptions()),
    ]),
  component: UserListPage,
})
