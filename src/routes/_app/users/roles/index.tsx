import { createFileRoute } from '@tanstack/react-router'
import { ListLoadError } from '@/features/user-management/list-load-error'
import { allRolesOptions, userManagementCountsOptions } from '@/features/user-management/queries'
import { RoleListPage } from '@/features/user-management/roles/components/role-list-page'
import { requireArea } from '@/lib/session/require-area'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/users/roles/')({
  beforeLoad: ({ context }) => requireArea(context.user, 'user_management'),
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(allRolesOptions()),
      queryClient.ensureQueryData(userManagementCountsOptions()),
    ]),
  head: () => pageHead('Roles'),
  errorComponent: ListLoadError,
  component: RoleListPage,
})
