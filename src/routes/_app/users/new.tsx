import { createFileRoute } from '@tanstack/react-router'
import { FormPending } from '@/components/layout/page-pending'
import { requireArea } from '@/lib/session/require-area'
import { UserCreatePage } from '@/features/user-management/users/components/user-create-page'
import { PermissionLevel } from '@/shared/permissions'
import { pageHead } from '@/lib/page-title'
import { allGroupsOptions, allRolesOptions } from '@/features/user-management/queries'

export const Route = createFileRoute('/_app/users/new')({
  beforeLoad: ({ context }) => requireArea(context.user, 'user_management', PermissionLevel.Create),
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(allRolesOptions()), queryClient.ensureQueryData(allGroupsOptions())]),
  head: () => pageHead('Create User'),
  pendingComponent: () => <FormPending label="Loading roles..." />,
  component: UserCreatePage,
})
