import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/lib/session/require-area'
import { UserCreatePage } from '@/features/user-management/users/components/user-create-page'
import { PermissionLevel } from '@/shared/permissions'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/users/new')({
  beforeLoad: ({ context }) => requireArea(context.user, 'user_management', PermissionLevel.Create),
  head: () => pageHead('Create User'),
  component: UserCreatePage,
})
