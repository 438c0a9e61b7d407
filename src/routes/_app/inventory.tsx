import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { PlaceholderPage } from '@/features/placeholder/placeholder-page'

export const Route = createFileRoute('/_app/inventory')({
  beforeLoad: ({ context }) => requireArea(context.user, 'inventory'),
  component: () => <PlaceholderPage title="Inventory Management" />,
})
