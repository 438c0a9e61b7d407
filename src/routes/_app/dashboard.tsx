import { createFileRoute } from '@tanstack/react-router'
import { requireArea } from '@/features/auth/require-area'
import { DashboardPage } from '@/features/dashboard/dashboard-page'

export const Route = createFileRoute('/_app/dashboard')({
  beforeLoad: ({ context }) => requireArea(context.user, 'analytics'),
  component: DashboardPage,
})
