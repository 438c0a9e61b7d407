import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { GroupEditPage } from '@/features/groups/components/group-edit-page'
import { groupByIdOptions } from '@/features/groups/queries'
import { allRolesOptions } from '@/features/roles/queries'
import { PermissionLevel } from '@/shared/permissions'

export const Route = createFileRoute('/_app/users/groups/$groupId/edit')({
  beforeLoad: ({ context }) => requireArea(context.user, 'user_management', PermissionLevel.Edit),
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.prefetchQuery(groupByIdOptions(params.groupId)),
      queryClient.prefetchQuery(allRolesOptions()),
    ]),
  component: GroupEditPage,
})
