import { createFileRoute } from '@tanstack/react-router'
import { FormPending } from '@/components/layout/page-pending'
import { GroupForm } from '@/features/user-management/groups/components/group-form'
import { requireArea } from '@/lib/session/require-area'
import { PermissionLevel } from '@/shared/permissions'
import { pageHead } from '@/lib/page-title'
import { allRolesOptions } from '@/features/user-management/queries'

export const Route = createFileRoute('/_app/users/groups/new')({
  beforeLoad: ({ context }) => requireArea(context.user, 'user_management', PermissionLevel.Create),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(allRolesOptions()),
  head: () => pageHead('Create Group'),
  pendingComponent: () => <FormPending label="Loading roles..." />,
  component: () => <GroupForm />,
})
