import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { allGroupsOptions } from '@/features/groups/queries'
import { allRolesOptions } from '@/features/roles/queries'
import { UserEditPage } from '@/features/users/components/user-edit-page'
import { userByIdOptions } from '@/features/users/queries'

export const Route = createFileRoute('/_app/users/$userId/edit')({
  beforeLoad: ({ context }) => requireArea(context.user, 'user_management'),
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.prefetchQuery(userByIdOptions(params.userId)),
      queryClient.prefetchQuery(allRolesOptions()),
      queryClient.prefetchQuery(allGroupsOptions()),
    ]),
  component: UserEditPage,
})
