import { createFileRoute } from '@tanstack/react-router'
import { GroupListPage } from '@/features/user-management/groups/components/group-list-page'
import { ListLoadError } from '@/features/user-management/list-load-error'
import { allGroupsOptions, userManagementCountsOptions } from '@/features/user-management/queries'
import { requireArea } from '@/lib/session/require-area'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/users/groups/')({
  beforeLoad: ({ context }) => requireArea(context.user, 'user_management'),
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(allGroupsOptions()),
      queryClient.ensureQueryData(userManagementCountsOptions()),
    ]),
  head: () => pageHead('Groups'),
  errorComponent: ListLoadError,
  component: GroupListPage,
})
