import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { RoleListPage } from '@/features/roles/components/role-list-page'
import { allRolesOptions } from '@/features/roles/queries'

export const Route = createFileRoute('/_app/users/roles/')({
  beforeLoad: ({ context }) => requireArea(context.user, 'user_management'),
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(allRolesOptions()),
  component: RoleListPage,
})
