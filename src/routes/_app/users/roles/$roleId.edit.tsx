import { createFileRoute } from '@tanstack/react-router'
import { FormPending } from '@/components/layout/page-pending'
import { RoleEditPage, RoleLoadError } from '@/features/user-management/roles/components/role-edit-page'
import { roleByIdOptions } from '@/features/user-management/roles/queries'
import { requireArea } from '@/lib/session/require-area'
import { PermissionLevel } from '@/shared/permissions'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/users/roles/$roleId/edit')({
  beforeLoad: ({ context }) => requireArea(context.user, 'user_management', PermissionLevel.Edit),
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(roleByIdOptions(params.roleId)),
  head: () => pageHead('Edit Role'),
  pendingComponent: () => <FormPending label="Loading role..." />,
  errorComponent: RoleLoadError,
  component: RoleEditPage,
})
