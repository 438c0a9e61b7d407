import { createFileRoute } from '@tanstack/react-router'
import { AppearanceSettings } from '@/features/settings/components/appearance-settings'
import { pageHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/settings/appearance')({
  head: () => pageHead('Appearance · Settings'),
  component: AppearanceSettings,
})
