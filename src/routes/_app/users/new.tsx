import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { UserCreatePage } from '@/features/users/components/user-create-page'
import { PermissionLevel } from '@/shared/permissions'

export const Route = createFileRoute('/_app/users/new')({
  beforeLoad: ({ context }) => requireArea(context.user, 'user_management', PermissionLevel.Create),
  component: UserCreatePage,
})
