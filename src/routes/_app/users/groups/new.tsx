import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { GroupForm } from '@/features/groups/components/group-form'
import { allRolesOptions } from '@/features/roles/queries'
import { PermissionLevel } from '@/shared/permissions'

export const Route = createFileRoute('/_app/users/groups/new')({
  beforeLoad: ({ context }) => requireArea(context.user, 'user_management', PermissionLevel.Create),
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(allRolesOptions()),
  component: () => <GroupForm />,
})
