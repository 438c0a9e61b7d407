import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/lib/session/require-area'
import { RoleForm } from '@/features/user-management/roles/components/role-form'
import { PermissionLevel } from '@/shared/permissions'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/users/roles/new')({
  beforeLoad: ({ context }) => requireArea(context.user, 'user_management', PermissionLevel.Create),
  head: () => pageHead('Create Role'),
  component: () => <RoleForm />,
})
