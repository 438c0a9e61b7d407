import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { PlaceholderPage } from '@/features/placeholder/placeholder-page'

export const Route = createFileRoute('/_app/users/')({
  beforeLoad: ({ context }) => requireArea(context.user, 'user_management'),
  component: () => <PlaceholderPage title="User Management" />,
})
