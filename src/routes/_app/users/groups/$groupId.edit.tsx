import { createFileRoute } from '@tanstack/react-router'
import { FormPending } from '@/components/layout/page-pending'
import { GroupEditPage, GroupLoadError } from '@/features/user-management/groups/components/group-edit-page'
import { groupByIdOptions } from '@/features/user-management/groups/queries'
import { requireArea } from '@/lib/session/require-area'
import { PermissionLevel } from '@/shared/permissions'
import { pageHead } from '@/lib/page-title'
import { allRolesOptions } from '@/features/user-management/queries'

export const Route = createFileRoute('/_app/users/groups/$groupId/edit')({
  beforeLoad: ({ context }) => requireArea(context.user, 'user_management', PermissionLevel.Edit),
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.ensureQueryData(groupByIdOptions(params.groupId)),
      queryClient.ensureQueryData(allRolesOptions()),
    ]),
  head: () => pageHead('Edit Group'),
  pendingComponent: () => <FormPending label="Loading group..." />,
  errorComponent: GroupLoadError,
  component: GroupEditPage,
})
