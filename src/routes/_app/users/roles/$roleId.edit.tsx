import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { RoleEditPage } from '@/features/roles/components/role-edit-page'
import { roleByIdOptions } from '@/features/roles/queries'
import { PermissionLevel } from '@/shared/permissions'

export const Route = createFileRoute('/_app/users/roles/$roleId/edit')({
  beforeLoad: ({ context }) => requireArea(context.user, 'user_management', PermissionLevel.Edit),
  loader: ({ context: { queryClient }, params }) => queryClient.prefetchQuery(roleByIdOptions(params.roleId)),
  component: RoleEditPage,
})
