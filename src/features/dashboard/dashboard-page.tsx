import { PlaceholderPage } from '@/features/placeholder/placeholder-page'

export function DashboardPage() {
  return <PlaceholderPage title="Dashboard" description="Here's what's happening with your store today." />
}
