import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { userByIdOptions } from '@/features/users/queries'
import { UserEditPage } from '@/features/users/components/user-edit-page'

export const Route = createFileRoute('/_app/users/$userId/edit')({
  beforeLoad: ({ context }) => requireArea(context.user, 'user_management'),
  loader: ({ context: { queryClient }, params }) => queryClient.prefetchQuery(userByIdOptions(params.userId)),
  component: UserEditPage,
})
