import { createFileRoute } from '@tanstack/react-router'
import { FormPending } from '@/components/layout/page-pending'
import { UserEditPage, UserLoadError } from '@/features/user-management/users/components/user-edit-page'
import { userByIdOptions } from '@/features/user-management/users/queries'
import { requireArea } from '@/lib/session/require-area'
import { pageHead } from '@/lib/page-title'
import { allGroupsOptions, allRolesOptions } from '@/features/user-management/queries'

export const Route = createFileRoute('/_app/users/$userId/edit')({
  beforeLoad: ({ context }) => requireArea(context.user, 'user_management'),
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.ensureQueryData(userByIdOptions(params.userId)),
      queryClient.ensureQueryData(allRolesOptions()),
      queryClient.ensureQueryData(allGroupsOptions()),
    ]),
  head: () => pageHead('Edit User'),
  pendingComponent: () => <FormPending label="Loading user data..." />,
  errorComponent: UserLoadError,
  component: UserEditPage,
})
