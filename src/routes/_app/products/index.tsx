import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { PlaceholderPage } from '@/features/placeholder/placeholder-page'

export const Route = createFileRoute('/_app/products/')({
  beforeLoad: ({ context }) => requireArea(context.user, 'products'),
  component: () => <PlaceholderPage title="Products" />,
})
