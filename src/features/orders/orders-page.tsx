import { PlaceholderPage } from '@/features/placeholder/placeholder-page'

export function OrdersPage() {
  return <PlaceholderPage title="Orders" />
}
