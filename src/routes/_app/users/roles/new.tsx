import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { RoleForm } from '@/features/roles/components/role-form'
import { PermissionLevel } from '@/shared/permissions'

export const Route = createFileRoute('/_app/users/roles/new')({
  beforeLoad: ({ context }) => requireArea(context.user, 'user_management', PermissionLevel.Create),
  component: () => <RoleForm />,
})
