import { createFileRoute } from '@tanstack/react-router'
import { ListLoadError } from '@/features/user-management/list-load-error'
import { userManagementCountsOptions } from '@/features/user-management/queries'
import { UserListPage } from '@/features/user-management/users/components/user-list-page'
import { userListOptions } from '@/features/user-management/users/queries'
import { UserListSearch } from '@/features/user-management/users/user-list-search'
import { requireArea } from '@/lib/session/require-area'
import { waitOnEnter } from '@/lib/route-loading'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/users/')({
  validateSearch: UserListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requireArea(context.user, 'user_management'),
  loader: ({ context: { queryClient }, deps, cause }) =>
    waitOnEnter(
      cause,
      Promise.all([
        queryClient.ensureQueryData(userListOptions(deps)),
        queryClient.ensureQueryData(userManagementCountsOptions()),
      ]),
    ),
  head: () => pageHead('Users'),
  errorComponent: ListLoadError,
  component: UserListPage,
})
