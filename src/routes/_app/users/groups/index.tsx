import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { GroupListPage } from '@/features/groups/components/group-list-page'
import { allGroupsOptions } from '@/features/groups/queries'

export const Route = createFileRoute('/_app/users/groups/')({
  beforeLoad: ({ context }) => requireArea(context.user, 'user_management'),
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(allGroupsOptions()),
  component: GroupListPage,
})
