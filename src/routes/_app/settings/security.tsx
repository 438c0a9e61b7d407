import { createFileRoute } from '@tanstack/react-router'
import { SecuritySettings } from '@/features/settings/components/security-settings'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/settings/security')({
  head: () => pageHead('Security · Settings'),
  component: SecuritySettings,
})
